"""Notion: a Markdown/HTML workspace export (folder or .zip) and API page JSON, with the page hierarchy.

Export: pages are files named ``Page Title 0123456789abcdef0123456789abcdef.md`` (or ``.html``); a page's
subpages sit in a folder of the same name next to it. The title is the page's first ``# `` heading (HTML:
``<h1 class="page-title">`` or ``<title>``), else the file name without the id; the body is the rest, with
links to other pages of the export reduced to their text. Database rows carry property lines
(``Created: January 15, 2025 2:30 PM``, ``최종 편집 일시: …``) from which the time is read when present.

API: page objects (``properties`` with the title property, ``parent``, ``last_edited_time``, ``url``) and
block children (``results`` of blocks with ``rich_text``: paragraph, headings, list items, to-do, quote,
code, callout, toggle…), in one file or a folder; a page may carry its blocks inline (``children`` /
``blocks``, or ``{"page": …, "blocks": …}``), or blocks may come as separate list results whose blocks
name their ``parent.page_id`` (or whose file name holds the page id).

Identity and hierarchy: ``source_id`` is the page id in the API's dashed form whichever way the page was
read (``path:<file>`` for an export page without an id), ``thread_id`` is the parent page (or database) id
— a top-level page is its own thread, so its subpages join it — and ``labels`` holds the ancestor path
(``Engineering / Decisions``). A page is edited in place, so it can come back with new content under the
same ``source_id``: ``extra["revision"]`` (``last_edited_time``, or a hash of an exported file) tells the
versions apart and is what the cursor remembers per page.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import unquote

from mnemo.domain.sources import Participant, SkippedItem, SourceItem
from mnemo.ingest.connectors.chat_text import clean_whitespace
from mnemo.ingest.connectors.common import (
    ExportTree,
    json_files,
    read_text,
    require_path,
    utc_from_iso,
)
from mnemo.text.dates import parse_datetime
from mnemo.text.html import html_page

_ID_IN_NAME = re.compile(r"\s*\b([0-9a-f]{32})$", re.IGNORECASE)
_ANY_ID = re.compile(r"([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})", re.IGNORECASE)
_PAGE_SUFFIXES = (".md", ".markdown", ".html", ".htm")
_MD_LINK = re.compile(r"(!?)\[([^\]]*)\]\(([^)\s]+)\)")
_PROPERTY_TIME = re.compile(
    r"^(?P<key>Last edited time|Last edited|Edited|Created time|Created|Date|최종 편집 일시|생성 일시|날짜)\s*:\s*(?P<value>.+)$",
    re.IGNORECASE | re.MULTILINE)


def dashed_id(raw: str) -> str:
    """A Notion id in the API's form (``8-4-4-4-12`` lowercase), from a dashed or 32-hex spelling."""
    hex32 = raw.replace("-", "").lower()
    return f"{hex32[:8]}-{hex32[8:12]}-{hex32[12:16]}-{hex32[16:20]}-{hex32[20:]}"


def _name_and_id(stem: str) -> tuple[str, str | None]:
    stem = unicodedata.normalize("NFC", stem)
    m = _ID_IN_NAME.search(stem)
    if not m:
        return stem.strip(), None
    return stem[:m.start()].strip() or stem.strip(), dashed_id(m.group(1))


# ------------------------------------------------------------------------------------- API blocks


def rich_text(items: Any) -> str:
    """Plain text of a rich-text array: mentions as written (``@김철수``), inline code in backticks,
    a link's address after its text when they differ."""
    out: list[str] = []
    for rt in items or []:
        if not isinstance(rt, dict):
            continue
        text = rt.get("plain_text")
        if text is None:
            text = (rt.get("text") or {}).get("content") or (rt.get("equation") or {}).get("expression") or ""
        if (rt.get("annotations") or {}).get("code"):
            text = f"`{text}`"
        href = rt.get("href") or ((rt.get("text") or {}).get("link") or {}).get("url")
        if href and href != text and not href.startswith("/"):
            text = f"{text} ({href})"
        out.append(text)
    return "".join(out)


_PREFIX = {"heading_1": "# ", "heading_2": "## ", "heading_3": "### ", "bulleted_list_item": "- ",
           "numbered_list_item": "1. ", "quote": "> ", "toggle": "▸ "}


def block_lines(blocks: Any, depth: int = 0) -> list[str]:
    """Readable lines of a list of API blocks (and their inline children), nested items indented."""
    lines: list[str] = []
    indent = "  " * depth
    for block in blocks or []:
        if not isinstance(block, dict) or block.get("archived") or block.get("in_trash"):
            continue
        kind = block.get("type") or ""
        data = block.get(kind) or {}
        text = rich_text(data.get("rich_text") or data.get("text"))
        if kind == "code":
            lines.append(f"{indent}```{data.get('language') or ''}\n{text}\n{indent}```")
        elif kind == "to_do":
            lines.append(f"{indent}[{'x' if data.get('checked') else ' '}] {text}")
        elif kind == "callout":
            icon = (data.get("icon") or {}).get("emoji") or ""
            lines.append(f"{indent}{(icon + ' ') if icon else ''}{text}")
        elif kind == "divider":
            lines.append(f"{indent}---")
        elif kind in ("child_page", "child_database"):
            lines.append(f"{indent}[{'page' if kind == 'child_page' else 'database'}: {data.get('title', '')}]")
        elif kind in ("bookmark", "embed", "link_preview"):
            url = data.get("url") or ""
            caption = rich_text(data.get("caption"))
            lines.append(f"{indent}{caption} ({url})" if caption else f"{indent}{url}")
        elif kind == "equation":
            lines.append(f"{indent}{data.get('expression', '')}")
        elif kind == "table_row":
            lines.append(indent + " | ".join(rich_text(cell) for cell in data.get("cells") or []))
        elif text or kind in _PREFIX:
            lines.append(f"{indent}{_PREFIX.get(kind, '')}{text}")
        children = block.get("children") or data.get("children")
        if isinstance(children, dict):
            children = children.get("results")
        if children:
            nested = depth + 1 if kind in ("bulleted_list_item", "numbered_list_item", "to_do", "toggle") else depth
            lines.extend(block_lines(children, nested))
    return lines


def _property_text(prop: dict[str, Any]) -> str:
    kind = prop.get("type")
    value = prop.get(kind) if kind else None
    if kind in ("rich_text", "title"):
        return rich_text(value)
    if kind in ("select", "status"):
        return (value or {}).get("name") or ""
    if kind == "multi_select":
        return ", ".join(v.get("name", "") for v in value or [])
    if kind == "people":
        return ", ".join(v.get("name") or v.get("id", "") for v in value or [])
    if kind == "date":
        return " → ".join(x for x in ((value or {}).get("start"), (value or {}).get("end")) if x)
    if kind in ("number", "checkbox", "url", "email", "phone_number"):
        return "" if value is None else str(value)
    return ""


def page_title(page: dict[str, Any]) -> str:
    if page.get("object") == "database":
        return clean_whitespace(rich_text(page.get("title")))
    for prop in (page.get("properties") or {}).values():
        if isinstance(prop, dict) and prop.get("type") == "title":
            return clean_whitespace(rich_text(prop.get("title")))
    return ""


def _parent_id(obj: dict[str, Any]) -> str | None:
    parent = obj.get("parent") or {}
    for key in ("page_id", "database_id", "block_id"):
        if parent.get(key):
            return dashed_id(parent[key])
    return None


# -------------------------------------------------------------------------------------- connector


class NotionConnector:
    """Reads a Notion export (folder or .zip of Markdown/HTML) or API page JSON at ``path``."""

    cursor_tracks_skipped = False  # an unreadable file is reported on every run

    source = "notion"

    def __init__(self, path: str | Path) -> None:
        self.path = require_path(path, "Notion export or page JSON")
        if self.path.is_file():
            self.is_export = self.path.suffix.lower() in (".zip", *_PAGE_SUFFIXES)
        else:
            self.is_export = any(p.suffix.lower() in _PAGE_SUFFIXES for p in self.path.rglob("*"))

    def items(self, cursor: dict[str, Any] | None = None) -> Iterator[SourceItem | SkippedItem]:
        seen = (cursor or {}).get("pages") or {}
        produced = self._export_items() if self.is_export else self._api_items()
        for item in produced:
            if isinstance(item, SkippedItem) or seen.get(item.source_id) != item.extra.get("revision"):
                yield item

    def cursor_after(self, item: SourceItem, cursor: dict[str, Any] | None) -> dict[str, Any]:
        pages = dict((cursor or {}).get("pages") or {})
        pages[item.source_id] = item.extra.get("revision")
        return {**(cursor or {}), "pages": pages}

    def estimate(self) -> int | None:
        if self.is_export:
            if self.path.is_file() and self.path.suffix.lower() != ".zip":
                return 1
            tree = ExportTree(self.path)
            try:
                return sum(1 for n in tree.names() if self._is_page_file(n))
            finally:
                tree.close()
        return None

    # ------------------------------------------------------------------------------ export

    @staticmethod
    def _is_page_file(name: str) -> bool:
        return PurePosixPath(name).suffix.lower() in _PAGE_SUFFIXES and name.lower() != "index.html"

    def _export_items(self) -> Iterator[SourceItem | SkippedItem]:
        if self.path.is_file() and self.path.suffix.lower() != ".zip":
            yield from self._export_page(self.path.name, self.path.read_bytes(), str(self.path), {}, {})
            return
        tree = ExportTree(self.path)
        try:
            pages = [n for n in tree.names() if self._is_page_file(n)]
            keys: dict[str, str] = {}   # page path without suffix -> page key
            for name in pages:
                stem_path = str(PurePosixPath(name).with_suffix(""))
                _, page_id = _name_and_id(PurePosixPath(name).stem)
                keys[stem_path] = page_id or f"path:{stem_path}"
            titles: dict[str, str] = {}
            for name in pages:  # parents sort before their folders ("A id.md" < "A id/…")
                yield from self._export_page(name, tree.read(name), tree.origin(name), keys, titles)
        finally:
            tree.close()

    def _export_page(self, name: str, data: bytes, origin: str, keys: dict[str, str],
                     titles: dict[str, str]) -> Iterator[SourceItem | SkippedItem]:
        path = PurePosixPath(name)
        file_title, page_id = _name_and_id(path.stem)
        key = page_id or f"path:{path.with_suffix('')}"
        try:
            text = read_text(data)
        except Exception as e:  # noqa: BLE001 — any undecodable file is reported, not raised
            yield SkippedItem(origin=origin, reason=f"unreadable page ({e})")
            return
        if path.suffix.lower() in (".html", ".htm"):
            title, body = html_page(text)  # the one HTML converter (mnemo.text.html), in document mode
            body = clean_whitespace(body)
        else:
            title, body = self._markdown_page(text)
        title = clean_whitespace(title or file_title) or file_title
        titles[key] = title
        ancestors: list[str] = []
        parent_key: str | None = None
        folder = path.parent
        while str(folder) not in ("", "."):
            folder_title, folder_id = _name_and_id(folder.name)
            folder_key = keys.get(str(folder)) or folder_id
            folder = folder.parent
            if folder_key is None:
                continue  # a wrapper folder (the export's top folder), not a page
            parent_key = parent_key or folder_key
            ancestors.insert(0, titles.get(folder_key, folder_title))
        if not body:
            yield SkippedItem(origin=origin, reason="empty page (a title and no text)")
            return
        yield SourceItem(
            source=self.source, source_id=key, thread_id=parent_key or key, title=title, body=body,
            occurred_at=_property_time(body), labels=[" / ".join(ancestors)] if ancestors else [],
            url=f"https://www.notion.so/{page_id.replace('-', '')}" if page_id else None, origin=origin,
            extra={"revision": hashlib.sha1(data).hexdigest()[:16], "parent_id": parent_key,
                   "path": [*ancestors, title], "format": path.suffix.lower().lstrip(".")},
        )

    @staticmethod
    def _markdown_page(text: str) -> tuple[str | None, str]:
        lines = text.replace("\r\n", "\n").split("\n")
        title = None
        for i, line in enumerate(lines):
            if line.startswith("# "):
                title = line[2:].strip()
                del lines[i]
                break
            if line.strip():
                break

        def link(m: re.Match[str]) -> str:
            bang, label, target = m.groups()
            if "://" in target or target.startswith("mailto:"):
                return "" if bang else (f"{label} ({target})" if label and label != target else target)
            if bang:
                return ""  # an exported image file: nothing readable to keep
            return label or PurePosixPath(unquote(target)).stem
        return title, clean_whitespace(_MD_LINK.sub(link, "\n".join(lines)))

    # --------------------------------------------------------------------------------- API

    def _api_items(self) -> Iterator[SourceItem | SkippedItem]:
        pages: dict[str, tuple[dict[str, Any], str]] = {}
        databases: dict[str, dict[str, Any]] = {}
        blocks: dict[str, list[dict[str, Any]]] = {}
        for entry in json_files(self.path):
            if isinstance(entry, SkippedItem):
                yield entry
                continue
            f, records = entry
            file_page = _ANY_ID.search(f.stem)
            for index, record in enumerate(records):
                origin = f"{f}#{index}"
                for kind, obj in _objects(record):
                    if kind == "bad":
                        yield SkippedItem(origin=origin, reason=str(obj))
                    elif kind == "database" and obj.get("id"):
                        databases[dashed_id(obj["id"])] = obj
                    elif kind == "page":
                        if not isinstance(obj.get("id"), str) or not _ANY_ID.fullmatch(obj["id"]):
                            yield SkippedItem(origin=origin, reason="page object without a valid 'id'")
                            continue
                        pages[dashed_id(obj["id"])] = (obj, origin)
                        inline = obj.get("children") or obj.get("blocks") or obj.get("content")
                        if isinstance(inline, dict):
                            inline = inline.get("results")
                        if isinstance(inline, list):
                            blocks.setdefault(dashed_id(obj["id"]), []).extend(inline)
                    elif kind == "block":
                        owner = _parent_id(obj) or (dashed_id(file_page.group(1)) if file_page else None)
                        if owner:
                            blocks.setdefault(owner, []).append(obj)
        titles = {pid: page_title(p) for pid, (p, _) in pages.items()}
        titles.update({did: page_title(d) for did, d in databases.items()})
        for pid in sorted(pages, key=lambda i: (pages[i][0].get("created_time") or "", i)):
            page, origin = pages[pid]
            if page.get("archived") or page.get("in_trash"):
                continue
            ancestors: list[str] = []
            parent = _parent_id(page)
            step, guard = parent, 0
            while step and step in titles and guard < 32:
                ancestors.insert(0, titles[step])
                step = _parent_id(pages[step][0]) if step in pages else _parent_id(databases.get(step, {}))
                guard += 1
            properties = [f"{name}: {text}" for name, prop in (page.get("properties") or {}).items()
                          if isinstance(prop, dict) and prop.get("type") != "title" and (text := _property_text(prop))]
            body = clean_whitespace("\n".join([*properties, *([""] if properties else []), *block_lines(blocks.get(pid))]))
            if not body:
                yield SkippedItem(origin=origin, reason="empty page (a title and no text; were its blocks exported?)")
                continue
            editor = page.get("last_edited_by") or page.get("created_by") or {}
            yield SourceItem(
                source=self.source, source_id=pid, thread_id=parent or pid, title=titles[pid] or None, body=body,
                author=Participant(name=editor.get("name"), handle=editor.get("id")) if editor.get("id") else None,
                occurred_at=utc_from_iso(page.get("last_edited_time")) or utc_from_iso(page.get("created_time")),
                url=page.get("url"), labels=[" / ".join(ancestors)] if ancestors else [], origin=origin,
                extra={"revision": page.get("last_edited_time") or hashlib.sha1(repr(page).encode()).hexdigest()[:16],
                       "parent_id": parent, "parent_type": (page.get("parent") or {}).get("type"),
                       "path": [*ancestors, titles[pid]], "created_time": page.get("created_time")},
            )


def _objects(record: Any) -> Iterator[tuple[str, Any]]:
    """The pages, databases and blocks in one JSON record, whatever wrapper the dump used."""
    if not isinstance(record, dict):
        yield "bad", "not a JSON object"
        return
    kind = record.get("object")
    if kind == "list":
        for result in record.get("results") or []:
            yield from _objects(result)
    elif kind in ("page", "database", "block"):
        yield kind, record
    elif isinstance(record.get("page"), dict):
        page = dict(record["page"])
        page.setdefault("object", "page")
        if record.get("blocks") is not None or record.get("children") is not None:
            page["children"] = record.get("blocks") if record.get("blocks") is not None else record.get("children")
        yield "page", page
    elif "properties" in record and "id" in record:
        yield "page", record
    else:
        yield "bad", "not a Notion page, database, block or list object"


def _property_time(body: str) -> datetime | None:
    """The time a database row's property lines give (last edited preferred), else ``None``."""
    found: dict[str, datetime] = {}
    for m in _PROPERTY_TIME.finditer(body[:2000]):
        try:
            found.setdefault(m.group("key").lower(), parse_datetime(m.group("value")))
        except ValueError:
            continue
    for key in ("last edited time", "최종 편집 일시", "last edited", "edited", "created time", "created", "생성 일시", "date", "날짜"):
        if key in found:
            return found[key]
    return None
