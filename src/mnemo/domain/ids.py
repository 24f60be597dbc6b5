"""Time-ordered identifiers (ULID layout: 48-bit milliseconds + 80 random bits, Crockford base32).

Sortable ids keep recent rows together in B-tree indexes and make ``ORDER BY id`` match creation order,
which the log and history listings rely on for a stable order within the same millisecond.
"""

from __future__ import annotations

import base64
import os
import threading
import time

_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_lock = threading.Lock()
_last_ms = 0
_last_rand = 0


# RFC 4648 base32 of the same bits, re-lettered to Crockford's alphabet (C speed instead of a Python loop).
_TO_CROCKFORD = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", _ALPHABET)


def _encode128(value: int) -> str:
    """26 Crockford base32 characters of a 128-bit value (2 zero pad bits in front, as ULID does)."""
    # 130 bits = 2 zero bits + the value, left-aligned in 17 bytes (136 bits): the first 26 base32 digits.
    raw = base64.b32encode((value << 6).to_bytes(17, "big"))[:26].decode("ascii")
    return raw.translate(_TO_CROCKFORD)


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
    return f"{prefix}_{_encode128((ms << 80) | rand)}"


def version_id(memory_id: str, version: int) -> str:
    """The id an old version of a memory is kept under once a newer one takes the memory's id.

    A memory's id is stable for its whole life (what ``add`` returned keeps naming it); its earlier
    versions stay readable by ``memory_id@vN`` in history and audit."""
    return f"{memory_id.split('@v', 1)[0]}@v{version}"
