-- 014: mem0's scopes inside a user's partition (docs/agents.md): the agent that wrote a memory and the run
-- (a session, a task) it belongs to. Plain like user_id and team_id: they are ids a developer picks, and
-- search and list filter on them inside the query. The index serves "every memory of this agent / run".
ALTER TABLE memories ADD COLUMN agent_id TEXT;
ALTER TABLE memories ADD COLUMN run_id TEXT;
CREATE INDEX ix_memories_agent ON memories (user_id, agent_id, run_id) WHERE agent_id IS NOT NULL OR run_id IS NOT NULL;
