"""Stored text made safe for a terminal, in a module of its own so the commands that print plain text
(``ask``, ``context``) need not load the table renderer (rich) to use it."""

from __future__ import annotations

# Characters a terminal acts on instead of showing: C0 controls but tab and newline, DEL, the C1 range (0x9B is
# a CSI on some terminals) and the bidirectional overrides that reorder what is shown.
_HIDDEN = {c: f"\\x{c:02x}" for c in [*range(0x00, 0x09), *range(0x0B, 0x20), 0x7F, *range(0x80, 0xA0)]}
_HIDDEN |= {c: f"\\u{c:04x}" for c in [*range(0x202A, 0x202F), *range(0x2066, 0x206A)]}


def printable(text: str) -> str:
    """Stored text as a terminal should show it: control characters spelled out (a memory is data, and an
    escape sequence in it must not recolour, move or retitle the user's terminal). Tab and newline stay."""
    return text.translate(_HIDDEN)
