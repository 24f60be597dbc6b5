-- 004: on SQLite this moved private fields into sealed payloads; PostgreSQL's tables were created sealed
-- (001), so what remains of the change is the store's own key-value table (the keyword index version).
CREATE TABLE store_meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
