"""The user's cache directory for the bundled encoder's derived files, and writing them safely.

Both the tokenizer's pieces (``use_m3_tokenizer``) and the weights (``use_m3_loader``) are derived once from
the installed package and read back by every later process; a file is replaced whole (written beside it,
then renamed), so a concurrent or killed first run never leaves half of one.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import IO


def cache_dir() -> Path:
    """``MNEMO_CACHE_DIR``, else the platform's cache directory for mnemo."""
    configured = os.environ.get("MNEMO_CACHE_DIR", "").strip()
    if configured:
        return Path(configured).expanduser()
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("mnemo"))


#: Texts a process embeds before it counts as busy (ingest, a server): the cheap-to-start paths a CLI call takes
#: (the Python tokenizer, the mapped table) then give way to the fast ones (the library, the table in memory).
BUSY_AFTER = 256


def cache_tag(source: Path, fmt: int) -> str:
    """A name part for what is derived from ``source`` in format ``fmt``: an upgraded package (another size or
    time) or another format makes new files instead of reading stale ones."""
    st = source.stat()
    return hashlib.sha256(f"{source}:{st.st_size}:{st.st_mtime_ns}:{fmt}".encode()).hexdigest()[:16]


def atomic_write(target: Path, write: Callable[[IO[bytes]], None]) -> None:
    """Write ``target`` through ``write`` into a temporary file beside it, then rename it into place."""
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".use-m3-", suffix=target.suffix)
    try:
        with os.fdopen(fd, "wb") as f:
            write(f)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
