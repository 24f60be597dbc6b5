"""SQLite schema migrations (``NNN_name.sql``), applied by ``mnemo.storage.migrate``."""
