-- 006: team sharing. A memory shared with a team lives in the team's partition (user_id = 'team:<team>')
-- and keeps who wrote it in author_id; the decision log says which team an entry belongs to and who acted;
-- an API key may be a team admin's (it may delete any of the team's memories). docs/teams.md.
ALTER TABLE memories ADD COLUMN author_id TEXT;
ALTER TABLE decision_log ADD COLUMN team_id TEXT;
ALTER TABLE decision_log ADD COLUMN actor_id TEXT;
ALTER TABLE api_keys ADD COLUMN role TEXT NOT NULL DEFAULT 'member';
