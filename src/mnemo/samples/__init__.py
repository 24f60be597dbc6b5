"""Bundled sample data written for mnemo (the demo walk-through)."""
