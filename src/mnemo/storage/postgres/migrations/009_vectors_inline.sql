-- 009: vectors stored in the row, not in TOAST (docs/postgres.md, "Vector search").
-- Why: a 512-wide vector is 2 KB, past TOAST's threshold, so PostgreSQL moved every one out of line. The
-- planner does not count the TOAST reads an exact scan then makes, judged a sequential scan of a few
-- thousand memories cheaper than the HNSW index, and answered nearest-neighbour queries in 21 ms at 5,000
-- memories where the index takes 2 ms. STORAGE MAIN keeps the vector in the row (compressed only if that
-- fits it there), so the scan's true cost is visible, and an exact scan no longer reads a second table.
-- New and rewritten rows take the new storage; a store migrated from an older schema moves its existing
-- vectors as they are rewritten (or at once with VACUUM FULL memories).
ALTER TABLE memories ALTER COLUMN embedding SET STORAGE MAIN;
