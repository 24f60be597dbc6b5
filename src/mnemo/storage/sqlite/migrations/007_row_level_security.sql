-- 007: PostgreSQL's row-level security (its 007). SQLite has none: the file is the boundary (whoever can
-- open it reads every row), and every query carries its partition filter. Nothing to change here; the
-- number is kept so a schema version means the same on both backends.
SELECT 1;
