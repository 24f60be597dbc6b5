"""Exact-duplicate hashing: two texts that differ only in Unicode form, case or whitespace are one text.

The hash is how consolidation recognises an exact copy without embedding it. It is unkeyed today; the vault
(``mnemo.vault``) will key it, so a store's hashes say nothing about its plaintext to whoever holds the file.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata

_WS = re.compile(r"\s+")


def normalize_for_hash(text: str) -> str:
    """NFKC, case-folded, whitespace collapsed: two texts that differ only in those are the same text."""
    return _WS.sub(" ", unicodedata.normalize("NFKC", text)).strip().casefold()


def content_hash(text: str) -> str:
    return hashlib.sha256(normalize_for_hash(text).encode("utf-8")).hexdigest()
