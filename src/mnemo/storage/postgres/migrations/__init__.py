"""PostgreSQL migrations (``NNN_name.sql``), numbered like SQLite's: the same number is the same change."""
