"""Small helpers shared by tests (import as ``from support import ...``; ``tests/`` is on the path)."""

from __future__ import annotations

from datetime import datetime, timezone


def at(text: str) -> datetime:
    """A UTC datetime from ISO text, for readable tests."""
    return datetime.fromisoformat(text).astimezone(timezone.utc)
