"""Normalize: the text a person actually wrote, before anything is extracted from it.

Why a separate step: a mail body as sent carries the whole thread below it, a signature, a legal notice and
often only an HTML rendering. Extracting decisions from all of that would re-extract every quoted message
once per reply and attribute the quoted words to the replier. So every item passes through here between
fetch and extract:

- mail (``source == "mail"``): HTML → text, then quoted replies, reply/forward headers, signatures and
  disclaimers removed (``text.mail_quotes``), in Korean, English and the other languages mail arrives in;
- everything else (chat, commits, pages): markup and whitespace only — chat connectors already resolved
  their own mention syntax, and a Slack message has no quoted history to strip.

HTML goes through the one converter, ``text.html``: for mail, quoted HTML history is rendered as ``>``
lines so the plain-text rules handle it exactly like quoted plain text (``visible_text(..., html=True)``).
"""

from __future__ import annotations

import unicodedata

from mnemo.domain.sources import SourceItem
from mnemo.text.html import INVISIBLE, NBSP, clean_text, html_to_text, render_html
from mnemo.text.mail_quotes import MailParts, split_reply

__all__ = ["MailParts", "html_to_text", "mail_parts", "normalize_item", "visible_text"]

def mail_parts(body: str, *, html: bool = False, signatures: bool = True, sender: str | None = None) -> MailParts:
    """A mail body taken apart: the author's text, the quoted history, a forwarded message, the signature."""
    text = render_html(body, "mark") if html else body
    return split_reply(_clean_lines(text), signatures=signatures, sender=sender)


def _clean_lines(text: str) -> str:
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    text = INVISIBLE.sub("", NBSP.sub(" ", text))
    if not text.isascii():
        text = unicodedata.normalize("NFC", text)
    return text


def visible_text(body: str, *, html: bool = False, signatures: bool = True, sender: str | None = None) -> str:
    """What the author of a mail wrote: quoted replies, reply and forward headers, signatures and legal
    disclaimers removed, whitespace cleaned. ``html=True`` reads ``body`` as HTML first.

    ``signatures=False`` keeps the signature (removes quoted history only). ``sender`` ("Name <a@b.com>")
    helps recognise a signature that starts with the sender's name and has no ``--`` delimiter."""
    return mail_parts(body, html=html, signatures=signatures, sender=sender).visible


def normalize_item(item: SourceItem) -> SourceItem:
    """A copy of ``item`` whose body is the visible text (``body_is_html`` cleared).

    Mail loses its quoted history, signature and disclaimers; a forwarded message below the author's
    note is kept aside in ``extra["forwarded_text"]`` (it may hold the decision the note refers to).
    Other sources only lose markup and stray whitespace."""
    extra = dict(item.extra)
    if item.source == "mail":
        sender = None
        if item.author is not None:
            sender = " ".join(p for p in (item.author.name, item.author.email) if p) or None
        parts = mail_parts(item.body, html=item.body_is_html, sender=sender)
        body = parts.visible
        if parts.forwarded:
            extra["forwarded_text"] = parts.forwarded[:20000]
    else:
        body = html_to_text(item.body, drop_quotes=False) if item.body_is_html else clean_text(item.body)
    return item.model_copy(update={"body": body, "body_is_html": False, "extra": extra})
