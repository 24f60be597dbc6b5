"""Text that is not Unicode, refused with a fix instead of failing deep inside.

A command-line argument in a non-UTF-8 terminal ("caf\\xe9" typed in Latin-1) reaches Python as a lone
surrogate ("\\udce9"), and so does a JSON "\\ud800" escape. Hashing, the analyzers and the embedder's
tokenizer cannot encode it, and a write or a search failed with an internal error."""

from __future__ import annotations

import re

from mnemo.errors import InvalidInput

_LONE_SURROGATE = re.compile(r"[\ud800-\udfff]")


def require_unicode(text: str, what: str) -> str:
    """``text`` unchanged, or ``InvalidInput`` naming where the undecodable character is and the fix."""
    m = _LONE_SURROGATE.search(text)
    if m:
        raise InvalidInput(f"Invalid {what}: not valid Unicode text (an undecodable byte at character {m.start() + 1})",
                           "Send UTF-8 text; in a terminal, use a UTF-8 locale (for example LANG=C.UTF-8)")
    return text
