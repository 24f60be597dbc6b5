"""HTML to readable text: the one converter every source uses (mail bodies, Notion pages, chat HTML).

Why our own on the standard library's ``html.parser``: mail needs to know where quoted history starts
(``<blockquote>``, Gmail's ``gmail_quote``, Outlook's reply header), which general converters flatten away.
Three modes for quoted history: ``drop`` it, ``keep`` it as text, or ``mark`` it as ``>`` lines so the
plain-text reply rules (``text.mail_quotes``) treat quoted HTML exactly like quoted plain text.
Block elements become line breaks, lists keep their bullets, a link keeps its address next to its text,
scripts and styles vanish.

``html2text`` and ``selectolax`` were measured against this converter on the normalize benchmark
(``benchmarks/normalize.py``: reply/signature removal on four parsers' fixtures plus Korean ones); neither
scored higher, so the dependency-free converter stays (the figures are in the commit that chose it).

Documents (``html_page``: a Notion export, a saved page) use the same pass with the structure a reader
needs from a document rather than a mail: the title apart, headings as ``#``, code fenced with ```, table
cells separated by `` | `` (Notion's page-properties table as ``name: value`` lines), checkboxes as
``[x]`` / ``[ ]``.
"""

from __future__ import annotations

import re
import unicodedata
from html.parser import HTMLParser

from mnemo.text.mail_quotes import tidy

_BLOCK = frozenset({"div", "tr", "table", "ul", "ol", "dl", "dt", "dd", "h1", "h2", "h3", "h4", "h5", "h6",
                    "center", "section", "article", "header", "footer", "address", "form", "fieldset", "figure",
                    "main", "nav", "aside", "pre", "blockquote", "caption", "tbody", "thead", "tfoot", "details",
                    "summary", "hr", "li"})
_SKIP = frozenset({"script", "style", "head", "title", "noscript", "template", "svg", "object", "iframe", "xml"})
_VOID = frozenset({"br", "img", "hr", "meta", "link", "input", "wbr", "col", "area", "base", "source", "embed",
                   "param", "track", "keygen"})
# Elements that hold the quoted history as a whole (Gmail, Yahoo, Thunderbird, Apple/Outlook for Mac).
_QUOTE_CLASSES = ("gmail_quote", "yahoo_quoted", "moz-cite-prefix", "protonmail_quote", "zmail_extra")
_QUOTE_IDS = ("olk_src_body_section", "divrplyfwdmsg")
# Outlook on the web: everything after this marker is the message being replied to.
_HISTORY_START_IDS = ("appendonsend", "divrplyfwdmsg")
_SIGNATURE_MARKS = ("gmail_signature", "signature", "x_signature", "moz-signature")
_WS = re.compile(r"[ \t\r\n\f\v]+")
INVISIBLE = re.compile("[\u200b\u200c\u200d\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff\u00ad]")
NBSP = re.compile("[\u00a0\u2007\u202f]")


class _HtmlText(HTMLParser):
    """One pass over the markup, writing text with line breaks where blocks begin and end.

    ``quotes``: "drop" (skip blockquotes and quote containers) or "mark" (write their lines with a ``> ``
    prefix per level, so the caller can treat them as quoted text). ``page``: render a document (see the
    module docstring) and collect its title instead of writing it."""

    def __init__(self, quotes: str, *, page: bool = False) -> None:
        super().__init__(convert_charrefs=True)
        self.quotes = quotes
        self.page = page
        self.title: str | None = None                # <title>, in page mode
        self.h1: str | None = None                   # <h1 class="page-title">, in page mode
        self._capture: list[str] | None = None       # text of the title being read
        self._capture_depth = 0                      # len(self.skip) while reading it
        self._cells: list[tuple[bool, int]] = []     # per open table (page mode): (properties?, cells in row)
        self.out: list[str] = []
        self.skip: list[tuple[str, int]] = []        # (tag, depth) of a subtree being skipped
        self.depth: dict[str, int] = {}
        self.quote_level = 0
        self.quote_tags: list[tuple[str, int]] = []  # open quote containers in mark mode
        self.pre = 0
        self.lists: list[list[int | None]] = []      # per open list: [counter] (None for <ul>)
        self.links: list[tuple[str, int]] = []       # (href, len(out) at <a>)
        self.paragraph_gaps: list[int] = []          # Outlook writes one <p class=MsoNormal> per line
        self.stopped = False
        self.at_line_start = True

    # -- output
    def _write(self, text: str) -> None:
        if not text or self.stopped:
            return
        if self.at_line_start:
            if not self.pre:
                text = text.lstrip(" ")
                if not text:
                    return
            if self.quote_level:
                self.out.append("> " * self.quote_level)
        self.out.append(text)
        self.at_line_start = text.endswith("\n")

    def _newline(self, count: int = 1) -> None:
        """End the current line, and make sure ``count - 1`` blank lines follow what was written (inside
        a quote a blank line is written as ``>`` so the quote stays one block)."""
        if self.stopped:
            return
        have = 0
        for chunk in reversed(self.out):
            if not chunk.strip("> \n"):
                have += chunk.count("\n")
                continue
            have += len(chunk) - len(chunk.rstrip("\n"))
            break
        else:
            return  # nothing written yet: no line to end
        while have < count:
            self.out.append(("> " * self.quote_level).rstrip() + "\n" if have and self.quote_level else "\n")
            have += 1
        self.at_line_start = True

    # -- parser callbacks
    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.stopped:
            return
        if tag not in _VOID:
            self.depth[tag] = self.depth.get(tag, 0) + 1
        if self.page and tag == "title" and self.title is None and self._capture is None:
            self._start_capture(tag)  # inside <head>, which is skipped
            return
        if self.skip:
            return
        attr = {k.lower(): (v or "") for k, v in attrs}
        classes = attr.get("class", "").lower().split()
        ident = attr.get("id", "").lower()
        if self.page and tag == "h1" and "page-title" in classes and self.h1 is None and self._capture is None:
            self._start_capture(tag)
            return
        if tag in _SKIP:
            self.skip.append((tag, self.depth.get(tag, 0)))
            return
        if self.page and self._page_start(tag, attr, classes):
            return
        is_quote_box = tag == "blockquote" or any(c in classes for c in _QUOTE_CLASSES) or ident in _QUOTE_IDS
        if self.quotes == "drop":
            if ident in _HISTORY_START_IDS:
                self._newline()
                self.stopped = True
                return
            if is_quote_box and tag not in _VOID:
                self.skip.append((tag, self.depth.get(tag, 0)))
                return
        elif tag == "blockquote":
            self._newline()
            self.quote_level += 1
            self.quote_tags.append((tag, self.depth[tag]))
            return
        if self.quotes == "mark" and (any(c in classes for c in _SIGNATURE_MARKS) or ident in _SIGNATURE_MARKS):
            self._newline(2)
            self._write("-- \n")
        if tag == "br":
            self._write("\n")
            self.at_line_start = True
        elif tag == "p":
            self.paragraph_gaps.append(1 if "msonormal" in classes or self.quote_level else 2)
            self._newline(self.paragraph_gaps[-1])
        elif tag == "hr":
            self._newline()
            self._write("________________________________\n")
        elif tag in ("ul", "ol"):
            self._newline(1 if self.lists else 2)
            self.lists.append([1 if tag == "ol" else None])
        elif tag == "li":
            self._newline()
            counter = self.lists[-1] if self.lists else [None]
            indent = "  " * max(0, len(self.lists) - 1)
            if counter[0] is None:
                self._write(f"{indent}- ")
            else:
                self._write(f"{indent}{counter[0]}. ")
                counter[0] += 1
        elif tag in _BLOCK:
            self._newline()
            if tag == "pre":
                self.pre += 1
        elif tag in ("td", "th"):
            if self.out and not self.at_line_start and not self.out[-1].endswith((" ", "\t")):
                self._write(" ")
        elif tag == "a":
            self.links.append((attr.get("href", ""), len(self.out)))
        elif tag == "img":
            pass

    def _start_capture(self, tag: str) -> None:
        """Read a title's text apart (page mode): it is returned as the title, not written."""
        self._capture = []
        self.skip.append((tag, self.depth.get(tag, 0)))
        self._capture_depth = len(self.skip)

    def _page_start(self, tag: str, attr: dict[str, str], classes: list[str]) -> bool:
        """A document's own elements (page mode); True when handled."""
        if tag in ("h1", "h2", "h3", "h4", "h5", "h6"):
            self._newline(2)
            self._write("#" * int(tag[1]) + " ")
            return True
        if tag == "pre":
            self._newline()
            self._write("```\n")
            self.pre += 1
            return True
        if tag == "table":
            self._newline()
            self._cells.append(("properties" in classes, 0))
            return True
        if tag == "tr" and self._cells:
            self._newline()
            self._cells[-1] = (self._cells[-1][0], 0)
            return True
        if tag in ("td", "th") and self._cells:
            properties, cells = self._cells[-1]
            if cells:
                self._write(": " if properties else " | ")
            self._cells[-1] = (properties, cells + 1)
            return True
        if tag == "input" and attr.get("type", "").lower() == "checkbox":
            self._write("[x] " if "checked" in attr else "[ ] ")
            return True
        return False

    def _page_end(self, tag: str) -> bool:
        if tag in ("h1", "h2", "h3", "h4", "h5", "h6"):
            self._newline(2)
            return True
        if tag == "pre" and self.pre:
            self.pre -= 1
            self._newline()
            self._write("```\n")
            self.at_line_start = True
            return True
        if tag == "table" and self._cells:
            self._cells.pop()
            self._newline(2)
            return True
        return False

    def handle_endtag(self, tag: str) -> None:
        if tag not in _VOID and self.depth.get(tag):
            level = self.depth[tag]
            self.depth[tag] = level - 1
        else:
            level = 0
        if self.stopped:
            return
        if self.skip:
            if self.skip[-1] == (tag, level):
                self.skip.pop()
                if self._capture is not None and len(self.skip) == self._capture_depth - 1:
                    text = " ".join("".join(self._capture).split()) or None
                    if tag == "title":
                        self.title = text
                    else:
                        self.h1 = text
                    self._capture = None
            return
        if self.page and self._page_end(tag):
            return
        if self.quote_tags and self.quote_tags[-1] == (tag, level):
            self.quote_tags.pop()
            self._newline()
            self.quote_level -= 1
            self._newline()
            return
        if tag == "p":
            self._newline(self.paragraph_gaps.pop() if self.paragraph_gaps else 2)
        elif tag in ("ul", "ol"):
            if self.lists:
                self.lists.pop()
            self._newline(1 if self.lists else 2)
        elif tag in _BLOCK:
            self._newline()
            if tag == "pre" and self.pre:
                self.pre -= 1
        elif tag == "a" and self.links:
            href, start = self.links.pop()
            text = "".join(self.out[start:]).strip()
            if href.lower().startswith(("http://", "https://")) and href.rstrip("/") not in text and text \
                    and text.rstrip("/") not in href:
                self._write(f" ({href})")

    def handle_data(self, data: str) -> None:
        if self._capture is not None and len(self.skip) == self._capture_depth:
            self._capture.append(data)
        if self.skip or self.stopped:
            return
        if not self.pre:
            data = _WS.sub(" ", data)
            if self.out and self.out[-1].endswith(" ") and data.startswith(" "):
                data = data[1:]
        self._write(data)

    def text(self) -> str:
        return "".join(self.out)


def html_to_text(html: str, *, drop_quotes: bool = True) -> str:
    """Readable text of an HTML mail or page.

    Block elements end lines, ``<br>`` breaks them, list items keep a bullet (or number), a link reads
    ``text (https://…)``, scripts/styles/head vanish, entities are decoded. With ``drop_quotes`` (the
    default) quoted history — ``<blockquote>``, Gmail's ``gmail_quote``, Thunderbird's cite prefix,
    Outlook's reply header and everything after it — is left out."""
    return clean_text(render_html(html, "drop" if drop_quotes else "keep"))


def render_html(html: str, quotes: str) -> str:
    """The raw rendering (before ``clean_text``), quoted history handled as ``quotes`` says."""
    return _run(_HtmlText(quotes), html)


def html_page(html: str) -> tuple[str | None, str]:
    """``(title, text)`` of an HTML document such as an exported Notion page: the title is the page's
    ``<h1 class="page-title">`` (else its ``<title>``) and is not repeated in the text; the text keeps the
    document's structure (headings, fenced code, table cells, checkboxes; see the module docstring)."""
    parser = _HtmlText("keep", page=True)
    text = _run(parser, html)
    return parser.h1 or parser.title, text


def _run(parser: _HtmlText, html: str) -> str:
    try:
        parser.feed(html)
        parser.close()
        return parser.text()
    except Exception:  # noqa: BLE001 - html.parser is lenient; this is a last resort for binary junk
        return re.sub(r"<[^>]*>", " ", html)


def clean_text(text: str) -> str:
    """Unicode and whitespace cleanup shared by every source: NFC, no zero-width or direction marks,
    non-breaking spaces as spaces, ``\\n`` line ends, then ``tidy``."""
    if not text:
        return ""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    text = INVISIBLE.sub("", NBSP.sub(" ", text))
    if not text.isascii():
        text = unicodedata.normalize("NFC", text)
    return tidy(text)
