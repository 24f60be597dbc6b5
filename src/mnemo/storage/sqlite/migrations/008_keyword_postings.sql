-- 008: PostgreSQL's keyword postings (its 008), which let its keyword search use a B-tree under row-level
-- security. SQLite's FTS5 table already is such an index, with its own statistics. Nothing to change here;
-- the number is kept so a schema version means the same on both backends.
SELECT 1;
