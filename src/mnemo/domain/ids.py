"""Time-ordered identifiers (ULID layout: 48-bit milliseconds + 80 random bits, Crockford base32).

Sortable ids keep recent rows together in B-tree indexes and make ``ORDER BY id`` match creation order,
which the log and history listings rely on for a stable order within the same millisecond.
"""

from __future__ import annotations

import os
import threading
import time

_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_lock = threading.Lock()
_last_ms = 0
_last_rand = 0


def _encode(value: int, length: int) -> str:
    out = []
    for _ in range(length):
        out.append(_ALPHABET[value & 31])
        value >>= 5
    return "".join(reversed(out))


def new_id(prefix: str) -> str:
    """``prefix_`` + 26 chars; monotonic within a process even inside one millisecond."""
    global _last_ms, _last_rand
    with _lock:
        ms = int(time.time() * 1000)
        if ms <= _last_ms:
            ms = _last_ms
            rand = (_last_rand + 1) & ((1 << 80) - 1)
        else:
            rand = int.from_bytes(os.urandom(10), "big")
        _last_ms, _last_rand = ms, rand
    return f"{prefix}_{_encode(ms, 10)}{_encode(rand, 16)}"
