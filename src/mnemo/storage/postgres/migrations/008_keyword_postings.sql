-- 008: keyword search through postings (docs/postgres.md, "Keyword search").
-- Why: under row-level security (007) PostgreSQL may not use the GIN index on memories.terms, because the
-- match operator (@@) is not LEAKPROOF and so must wait until the policy has filtered each row: every
-- keyword search became a scan of the whole table (84 ms at 100k memories, 10x that at 1M). Equality on
-- text is LEAKPROOF, so a postings table looked up by (partition, term) keeps its B-tree under the same
-- policy. Corpus statistics (memories and total length per partition, memories per term) are kept
-- beside it, so bm25 no longer counts a partition on every search.
--
-- memory_terms: one row per (memory, distinct term), with the memory's partition and status and an
-- "impact" (bm25's term-frequency part at a fixed mean length of 12 terms) that orders a term's postings, so
-- a search reads the best ones first and sums them from the index alone (pg_keywords.py).
-- keyword_stats: per partition, one row per term (docs = memories holding it) and one row with the
-- empty term (docs = memories, total_len = their terms): bm25's N, mean length and document frequency.
-- Every memory of the partition that has terms counts, whatever its status, as SQLite's FTS5 counts its
-- whole table; a forgotten memory (its terms erased) leaves the count, as it leaves FTS5.
--
-- Triggers on memories keep both in step with every write (insert, edit, status change, erase, delete,
-- the keyword re-index), per statement, from the statement's transition tables.
CREATE TABLE memory_terms (
    memory_id TEXT NOT NULL,
    lexeme    TEXT NOT NULL,
    user_id   TEXT NOT NULL,
    status    TEXT NOT NULL,
    impact    REAL NOT NULL,
    PRIMARY KEY (memory_id, lexeme)
);
CREATE INDEX ix_memory_terms_lookup ON memory_terms (user_id, lexeme, status, impact DESC)
    INCLUDE (memory_id);
-- Searches read this index alone where the visibility map says its pages are all visible: vacuum the
-- table after 2% new rows (the default, 20%, leaves the newest fifth of a big table to heap fetches).
ALTER TABLE memory_terms SET (autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_vacuum_scale_factor = 0.05);

CREATE TABLE keyword_stats (
    user_id   TEXT NOT NULL,
    lexeme    TEXT NOT NULL,
    docs      BIGINT NOT NULL,
    total_len BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, lexeme)
);
-- One entry per partition that holds memories: the store's list of team partitions reads it
-- (PostgresStore.team_partitions), instead of a DISTINCT over every memory.
CREATE INDEX ix_keyword_stats_partitions ON keyword_stats (user_id) WHERE lexeme = '';

CREATE FUNCTION mnemo_term_impact(tf integer, doc_len integer) RETURNS real LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT (tf * 2.2 / (tf + 1.2 * (0.25 + 0.75 * doc_len / 12.0)))::real $$;

-- Moves the postings and statistics from one set of memory rows to another: ``gone`` rows (as they were) lose
-- theirs, ``came`` rows (as they are now) gain theirs; the statistics change by the difference only. Rows
-- come as parallel arrays, since a transition table cannot be passed to a function.
CREATE FUNCTION mnemo_terms_sync(gone_ids text[], gone_users text[], gone_terms tsvector[], gone_lens integer[],
                                 came_ids text[], came_users text[], came_statuses text[], came_terms tsvector[],
                                 came_lens integer[]) RETURNS void LANGUAGE plpgsql
-- The store plans every statement with its values (plan_cache_mode, pg_database._SESSION); this function's
-- statements keep their cached plans, which do not depend on the values: re-planning them at every write
-- cost 30% of the bulk write rate.
SET plan_cache_mode = 'auto' AS
$$
BEGIN
    DELETE FROM memory_terms p USING unnest(gone_ids) AS gone(id) WHERE p.memory_id = gone.id;
    INSERT INTO memory_terms (memory_id, lexeme, user_id, status, impact)
    SELECT r.id, u.lexeme, r.user_id, r.status, mnemo_term_impact(cardinality(u.positions), r.len)
    FROM unnest(came_ids, came_users, came_statuses, came_terms, came_lens) AS r(id, user_id, status, terms, len),
         unnest(r.terms) u;
    INSERT INTO keyword_stats AS s (user_id, lexeme, docs, total_len)
    SELECT x.user_id, x.lexeme, sum(x.docs), sum(x.len)
    FROM (SELECT r.user_id, '' AS lexeme, -(r.len > 0)::int AS docs, -r.len::bigint AS len
          FROM unnest(gone_users, gone_lens) AS r(user_id, len)
          UNION ALL
          SELECT r.user_id, u.lexeme, -1, 0 FROM unnest(gone_users, gone_terms) AS r(user_id, terms), unnest(r.terms) u
          UNION ALL
          SELECT r.user_id, '', (r.len > 0)::int, r.len::bigint FROM unnest(came_users, came_lens) AS r(user_id, len)
          UNION ALL
          SELECT r.user_id, u.lexeme, 1, 0 FROM unnest(came_users, came_terms) AS r(user_id, terms), unnest(r.terms) u) x
    GROUP BY x.user_id, x.lexeme
    HAVING sum(x.docs) <> 0 OR sum(x.len) <> 0
    ORDER BY x.user_id, x.lexeme  -- one order for every writer: concurrent upserts never deadlock
    ON CONFLICT (user_id, lexeme) DO UPDATE SET docs = s.docs + excluded.docs,
                                                total_len = s.total_len + excluded.total_len;
END
$$;

CREATE FUNCTION mnemo_terms_on_insert() RETURNS trigger LANGUAGE plpgsql AS
$$
BEGIN
    PERFORM mnemo_terms_sync('{}', '{}', '{}', '{}', array_agg(id), array_agg(user_id), array_agg(status),
                             array_agg(terms), array_agg(n_terms)) FROM new_rows HAVING count(*) > 0;
    RETURN NULL;
END
$$;

CREATE FUNCTION mnemo_terms_on_delete() RETURNS trigger LANGUAGE plpgsql AS
$$
BEGIN
    PERFORM mnemo_terms_sync(array_agg(id), array_agg(user_id), array_agg(terms), array_agg(n_terms),
                             '{}', '{}', '{}', '{}', '{}') FROM old_rows HAVING count(*) > 0;
    RETURN NULL;
END
$$;

-- An update moves the postings of the rows whose id, partition, status, terms or length changed (a new
-- text, a supersession, an erasure, the id a superseded version is archived under); the many updates
-- that change none of these (a touch, a re-sealed payload) cost one comparison.
CREATE FUNCTION mnemo_terms_on_update() RETURNS trigger LANGUAGE plpgsql AS
$$
DECLARE
    gone record;
    came record;
BEGIN
    SELECT array_agg(id) AS ids, array_agg(user_id) AS users, array_agg(terms) AS terms,
           array_agg(n_terms) AS lens INTO gone
    FROM (SELECT id, user_id, status, terms, n_terms FROM old_rows
          EXCEPT ALL SELECT id, user_id, status, terms, n_terms FROM new_rows) x;
    IF gone.ids IS NULL THEN
        RETURN NULL;  -- the same rows before and after, as far as postings go
    END IF;
    SELECT array_agg(id) AS ids, array_agg(user_id) AS users, array_agg(status) AS statuses,
           array_agg(terms) AS terms, array_agg(n_terms) AS lens INTO came
    FROM (SELECT id, user_id, status, terms, n_terms FROM new_rows
          EXCEPT ALL SELECT id, user_id, status, terms, n_terms FROM old_rows) x;
    PERFORM mnemo_terms_sync(gone.ids, gone.users, gone.terms, gone.lens, came.ids, came.users, came.statuses,
                             came.terms, came.lens);
    RETURN NULL;
END
$$;

CREATE TRIGGER memories_terms_insert AFTER INSERT ON memories REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION mnemo_terms_on_insert();
CREATE TRIGGER memories_terms_delete AFTER DELETE ON memories REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION mnemo_terms_on_delete();
CREATE TRIGGER memories_terms_update AFTER UPDATE ON memories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION mnemo_terms_on_update();

-- The memories already stored (the migration runs as the local operator, who sees every partition).
SELECT mnemo_terms_sync('{}', '{}', '{}', '{}', array_agg(id), array_agg(user_id), array_agg(status),
                        array_agg(terms), array_agg(n_terms)) FROM memories HAVING count(*) > 0;

-- The GIN index served the old keyword search only; every write paid for it.
DROP INDEX IF EXISTS ix_memories_terms;

-- The partition policy of every user-content table (007), as a procedure the later migrations that add
-- such a table call too.
CREATE PROCEDURE mnemo_partition_policy(t text) LANGUAGE plpgsql AS
$$
BEGIN
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY mnemo_partition ON %I USING ((SELECT mnemo_scope_all()) OR '
                   'user_id = ANY ((SELECT mnemo_scope_owners())::text[])) WITH CHECK ((SELECT mnemo_scope_all()) '
                   'OR user_id = ANY ((SELECT mnemo_scope_owners())::text[]))', t);
END
$$;
CALL mnemo_partition_policy('memory_terms');
CALL mnemo_partition_policy('keyword_stats');
