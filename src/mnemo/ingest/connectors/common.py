"""What the chat, code and page connectors share: reading exports (folder or .zip), reading webhook and
API dumps (one JSON value, a list, or JSON lines), source times as UTC, and the watermark cursor.

Why a watermark per stream (a channel, a repository): sources order messages only within a stream, and
a sync must be able to stop anywhere and resume. The cursor keeps, per stream, the highest sort mark read
and the ids read *at* that mark (ties happen: the commits of one push share its time), so a rerun skips
exactly what was read and nothing else. Marks are strings that sort like the times they stand for.
"""

from __future__ import annotations

import io
import json
import unicodedata
import zipfile
from collections.abc import Iterator
from datetime import UTC, datetime
from decimal import Decimal, InvalidOperation
from pathlib import Path, PurePosixPath
from typing import Any

from mnemo.domain.sources import SkippedItem
from mnemo.errors import ConfigError, InvalidInput

# ----------------------------------------------------------------------------------------------- time


def utc_from_iso(value: Any) -> datetime | None:
    """An ISO-8601 string (``Z`` or offset; naive is UTC) as an aware UTC datetime, else ``None``."""
    if not isinstance(value, str) or not value.strip():
        return None
    raw = value.strip().replace("Z", "+00:00").replace("z", "+00:00")
    try:
        dt = datetime.fromisoformat(raw)
    except ValueError:
        return None
    return dt.replace(tzinfo=UTC) if dt.tzinfo is None else dt.astimezone(UTC)


def utc_from_unix(value: Any) -> datetime | None:
    """Unix seconds (int, float or a Slack ``"1736920800.000100"`` string) as an aware UTC datetime."""
    try:
        seconds = Decimal(str(value))
        return datetime.fromtimestamp(float(seconds), tz=UTC)
    except (InvalidOperation, ValueError, OverflowError, OSError):
        return None


def time_mark(dt: datetime | None) -> str:
    """A sortable string for a time (fixed width, UTC, microseconds); missing times sort first."""
    if dt is None:
        return "0000-00-00T00:00:00.000000Z"
    return dt.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def number_mark(value: Any) -> str:
    """A sortable string for a non-negative number (Slack ts, Discord snowflake, unix time)."""
    number = Decimal(str(value))
    whole, _, frac = f"{number:f}".partition(".")
    return f"{int(whole):020d}.{(frac + '000000')[:6]}"


# ------------------------------------------------------------------------------------------ watermark


def is_new(cursor: dict[str, Any] | None, stream: str, mark: str, item_id: str) -> bool:
    """Whether ``item_id`` at ``mark`` in ``stream`` comes after what ``cursor`` says was read."""
    entry = ((cursor or {}).get("marks") or {}).get(stream)
    if not entry:
        return True
    last = entry.get("at", "")
    return mark > last or (mark == last and item_id not in entry.get("ids", ()))


def advance(cursor: dict[str, Any] | None, stream: str, mark: str, item_id: str) -> dict[str, Any]:
    """A new cursor that also covers ``item_id`` at ``mark`` (the input cursor is not modified)."""
    new = dict(cursor or {})
    marks = dict(new.get("marks") or {})
    entry = marks.get(stream) or {"at": "", "ids": []}
    if mark > entry.get("at", ""):
        entry = {"at": mark, "ids": [item_id]}
    elif mark == entry.get("at") and item_id not in entry.get("ids", []):
        entry = {"at": mark, "ids": [*entry.get("ids", []), item_id]}
    marks[stream] = entry
    new["marks"] = marks
    return new


# -------------------------------------------------------------------------------------- JSON records


def json_records(text: str) -> tuple[list[Any], list[tuple[int, str]]]:
    """The records in a dump: one JSON value (a list is its elements), or JSON lines.

    Returns ``(records, errors)`` where errors are ``(line number, reason)`` for JSON lines that do not
    parse — one bad line must not lose the rest of the file. A file that is neither raises ``ValueError``.
    """
    stripped = text.lstrip("\ufeff").strip()
    if not stripped:
        return [], []
    try:
        value = json.loads(stripped)
    except json.JSONDecodeError as whole_error:
        lines = stripped.splitlines()
        if len(lines) < 2:
            raise ValueError(f"not JSON ({whole_error.msg} at line {whole_error.lineno})") from None
        records: list[Any] = []
        errors: list[tuple[int, str]] = []
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                records.append(json.loads(line))
            except json.JSONDecodeError as e:
                errors.append((number, f"line {number} is not JSON ({e.msg})"))
        if not records:
            raise ValueError(f"not JSON ({whole_error.msg} at line {whole_error.lineno})") from None
        return records, errors
    return (value if isinstance(value, list) else [value]), []


def read_text(data: bytes) -> str:
    """Bytes of a JSON/Markdown/HTML file as text (UTF-8, with the BOM and a Korean legacy fallback)."""
    for encoding in ("utf-8-sig", "cp949"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    return data.decode("utf-8", errors="replace")


def input_files(path: Path, suffixes: tuple[str, ...]) -> list[Path]:
    """``path`` itself, or the files under it with one of ``suffixes``, in a stable (sorted) order."""
    if path.is_file():
        return [path]
    return sorted(p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in suffixes
                  and not any(part.startswith(".") for part in p.relative_to(path).parts))


JSON_SUFFIXES = (".json", ".jsonl", ".ndjson")


def json_files(path: Path) -> Iterator[tuple[Path, list[Any]] | SkippedItem]:
    """Each JSON / JSON-lines file at or under ``path`` with its records. An unreadable file or a bad line is
    yielded in place as a ``SkippedItem`` (one bad line never loses the rest of the file)."""
    for f in input_files(path, JSON_SUFFIXES):
        try:
            records, bad_lines = json_records(read_text(f.read_bytes()))
        except ValueError as e:
            yield SkippedItem(origin=str(f), reason=str(e))
            continue
        for line, reason in bad_lines:
            yield SkippedItem(origin=f"{f}:{line}", reason=reason)
        yield f, records


def read_token_file(path: str | Path, what: str) -> str:
    """The stripped text of a file holding a token (``what`` names it in the error: "Gmail token file")."""
    p = Path(path).expanduser()
    try:
        return p.read_text(encoding="utf-8").strip()
    except OSError as e:
        raise ConfigError(f"Cannot read the {what} {p} ({e.strerror or e})", "Check the path of the token file") from None


def require_path(path: str | Path, what: str) -> Path:
    p = Path(path).expanduser()
    if not p.exists():
        raise InvalidInput(f"{what} not found: {p}", "Check the path, or pass the folder or file the export was saved to")
    return p


# ------------------------------------------------------------------------------------------ exports


def _zip_name(info: zipfile.ZipInfo) -> str:
    """The member's real name: zips written without the UTF-8 flag (Windows, older macOS tools) store
    Korean names in UTF-8 or CP949 bytes that ``zipfile`` decoded as CP437."""
    name = info.filename
    if not info.flag_bits & 0x800:
        raw = name.encode("cp437", errors="replace")
        for encoding in ("utf-8", "cp949"):
            try:
                name = raw.decode(encoding)
                break
            except UnicodeDecodeError:
                continue
    return unicodedata.normalize("NFC", name)


class ExportTree:
    """A folder or a .zip export seen the same way: relative POSIX paths (NFC, so names made on macOS
    match) and their bytes. A zip that holds only zips (Notion's multi-part exports) is read through."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._files: dict[str, Any] = {}
        self._zips: list[zipfile.ZipFile] = []
        if path.is_dir():
            for p in sorted(path.rglob("*")):
                rel = p.relative_to(path)
                if p.is_file() and not any(part.startswith(".") or part == "__MACOSX" for part in rel.parts):
                    self._files[unicodedata.normalize("NFC", rel.as_posix())] = p
        elif zipfile.is_zipfile(path):
            self._add_zip(zipfile.ZipFile(path), prefix="")
        else:
            raise InvalidInput(f"{path} is neither a folder nor a .zip export",
                               "Pass the export's folder or the .zip file downloaded from the service")

    def _add_zip(self, archive: zipfile.ZipFile, prefix: str) -> None:
        self._zips.append(archive)
        members = [i for i in archive.infolist() if not i.is_dir()
                   and not _zip_name(i).startswith("__MACOSX/") and not PurePosixPath(_zip_name(i)).name.startswith(".")]
        if members and all(_zip_name(i).lower().endswith(".zip") for i in members):
            for info in members:
                inner = zipfile.ZipFile(io.BytesIO(archive.read(info)))
                self._add_zip(inner, prefix)
            return
        for info in members:
            self._files[prefix + _zip_name(info)] = (archive, info)

    def names(self) -> list[str]:
        return sorted(self._files)

    def read(self, name: str) -> bytes:
        ref = self._files[name]
        if isinstance(ref, Path):
            return ref.read_bytes()
        archive, info = ref
        return archive.read(info)

    def origin(self, name: str) -> str:
        """Where a member came from, for error reports: the file path, or ``export.zip!member``."""
        ref = self._files[name]
        return str(ref) if isinstance(ref, Path) else f"{self.path}!{name}"

    def root_of(self, marker: str) -> str | None:
        """The folder prefix holding ``marker`` (e.g. ``users.json``): exports are often zipped inside a
        top folder. ``""`` for the top, ``None`` when absent."""
        hits = sorted((n for n in self._files if PurePosixPath(n).name == marker), key=lambda n: n.count("/"))
        if not hits:
            return None
        parent = str(PurePosixPath(hits[0]).parent)
        return "" if parent == "." else parent + "/"

    def close(self) -> None:
        for archive in self._zips:
            archive.close()
        self._zips.clear()

    def __iter__(self) -> Iterator[str]:
        return iter(self.names())
