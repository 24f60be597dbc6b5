-- 004: every record keeps its private fields in one sealed payload (storage/codec.py), so no private text
-- sits in a plaintext column; the keyword index holds the terms the core computes (text/tokenize.py).

-- Memories: title, content, people, entities, projects, metadata, source_url and delete_reason move into
-- memories.sealed; memory_sealed goes away (no join on every read).
ALTER TABLE memories ADD COLUMN sealed TEXT NOT NULL DEFAULT '{}';
UPDATE memories SET sealed = (
    SELECT json_object('title', s.title, 'content', s.content, 'people', json(s.people), 'entities', json(s.entities),
                       'projects', json(s.projects), 'metadata', json(s.metadata), 'source_url', memories.source_url,
                       'delete_reason', memories.delete_reason)
    FROM memory_sealed s WHERE s.memory_id = memories.id);
DROP TABLE memory_sealed;
ALTER TABLE memories DROP COLUMN source_url;
ALTER TABLE memories DROP COLUMN delete_reason;

-- The keyword index is rebuilt by the core from its own terms (exact terms, no stemming in SQLite); until
-- then keyword_index_version is unset and the store reports it stale.
DROP TABLE memories_fts;
CREATE VIRTUAL TABLE memories_fts USING fts5 (terms, tokenize = 'unicode61 remove_diacritics 0');

CREATE TABLE store_meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

-- Decision log: the reason sentence (it quotes values) is sealed; the action keeps ids and plain fields.
ALTER TABLE decision_log ADD COLUMN sealed TEXT NOT NULL DEFAULT '{}';
UPDATE decision_log SET sealed = json_object('reason', reason),
    action = json_remove(action, '$.memoryData.content', '$.memoryData.title', '$.memoryData.people',
                         '$.memoryData.entities', '$.memoryData.projects', '$.memoryData.source_url',
                         '$.updates.content', '$.updates.title', '$.updates.people', '$.updates.entities',
                         '$.updates.projects', '$.updates.source_url');
ALTER TABLE decision_log DROP COLUMN reason;

-- Conflicts: both values and the reason are sealed; a memory conflict's values are the memories it names.
ALTER TABLE conflicts ADD COLUMN sealed TEXT NOT NULL DEFAULT '{}';
UPDATE conflicts SET sealed = CASE WHEN kind = 'memory' THEN json_object('reason', reason)
    ELSE json_object('existing_value', existing_value, 'incoming_value', incoming_value, 'reason', reason) END;
ALTER TABLE conflicts DROP COLUMN existing_value;
ALTER TABLE conflicts DROP COLUMN incoming_value;
ALTER TABLE conflicts DROP COLUMN reason;

-- A CONTRADICTS edge quoted both texts as its evidence; the conflict it belongs to names them instead.
UPDATE edges SET evidence = 'contradicting values (see its conflict)' WHERE type = 'CONTRADICTS';

-- People and entities: names, aliases, e-mails and organizations are sealed (their lookup keys stay in
-- person_keys / entity_keys for now; the vault turns those into keyed hashes).
ALTER TABLE people ADD COLUMN sealed TEXT NOT NULL DEFAULT '{}';
UPDATE people SET sealed = json_object('name', name, 'aliases', json(aliases), 'emails', json(emails),
                                       'organization', organization,
                                       'previous_organizations', json(previous_organizations));
ALTER TABLE people DROP COLUMN name;
ALTER TABLE people DROP COLUMN aliases;
ALTER TABLE people DROP COLUMN emails;
ALTER TABLE people DROP COLUMN organization;
ALTER TABLE people DROP COLUMN previous_organizations;

ALTER TABLE entities ADD COLUMN sealed TEXT NOT NULL DEFAULT '{}';
UPDATE entities SET sealed = json_object('name', name, 'aliases', json(aliases));
ALTER TABLE entities DROP COLUMN name;
ALTER TABLE entities DROP COLUMN aliases;
