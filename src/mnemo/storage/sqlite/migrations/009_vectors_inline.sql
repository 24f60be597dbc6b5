-- 009: PostgreSQL keeps its vectors in the row instead of TOAST (its 009). SQLite stores them as it always
-- has. Nothing to change here; the number is kept so a schema version means the same on both backends.
SELECT 1;
