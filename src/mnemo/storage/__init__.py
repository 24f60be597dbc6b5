"""Storage backends behind the ``MemoryStore`` port. ``open_store`` picks one from a path or URL."""
