"""An answer (``retrieval.answer.Answer``) as text: Markdown for ``mnemo ask``, Slack's mrkdwn for the bot.

The web app draws the same parts in HTML (``interfaces/web``): the answer text (a written answer, or the
standing decision's own words), then the numbered sources with their status, date, source and link. The
labels come from ``interfaces.labels`` in the question's language, so a Korean question reads Korean labels.
"""

from __future__ import annotations

import re
from datetime import tzinfo
from typing import Any

from mnemo.interfaces.labels import label, status_label
from mnemo.retrieval.answer import current
from mnemo.text.analysis import language_of
from mnemo.text.dates import day_in


_WEB_URL = re.compile(r"^https?://[^\s<>\"'`]+$", re.IGNORECASE)
_MAIL_URL = re.compile(r"^mailto:[^\s<>\"'`]+$", re.IGNORECASE)


def safe_url(value: Any, *, mailto: bool = False) -> str | None:
    """``value`` when it is a web address (http or https; a ``mailto:`` one too when asked) holding nothing
    that could end an attribute or a Markdown or Slack link, else None. A stored ``source_url`` is data: a
    ``javascript:`` or ``data:`` one must never become a link (the web app, the CLI, Slack and the digest)."""
    text = str(value or "").strip()
    return text if _WEB_URL.match(text) or mailto and _MAIL_URL.match(text) else None


def answer_lang(answer: Any) -> str:
    return language_of(answer.question)


def _source_line(s: Any, lang: str, slack: bool, numbers: dict[str, int], zone: tzinfo | None = None) -> str:
    title = " ".join((s.title or s.content).split())
    if len(title) > 160:
        title = title[:159] + "…"
    where = s.source_ref or s.source or ""
    url = safe_url(s.url)
    if url and slack:
        where = f"<{url}|{_slack_escape(where or url)}>"
    elif url:
        where = f"[{where or url}]({url})"
    # a cancellation holds as the record that a decision was taken back: "reversed" read as if it were undone
    status = label("status_cancels", lang) if s.cancels else status_label(s.status, lang)
    extra = ""
    if s.status in ("superseded", "reversed") and s.valid_until and not s.cancels:
        day = day_in(s.valid_until, zone)
        extra = f", {day}{label('until', lang)}" if lang == "ko" else f", {label('until', lang)} {day}"  # "…까지"
    replaced = [f"[{numbers[i]}]" for i in s.replaces if i in numbers]
    if replaced:
        extra += f", {label('replaces', lang)} {' '.join(replaced)}"
    text = _slack_escape(title) if slack else title
    return f"[{s.n}] {text} ({status}, {day_in(s.created_at, zone)}{extra}){' · ' + where if where else ''}"


def _slack_escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def render(answer: Any, *, slack: bool = False, zone: tzinfo | None = None) -> str:
    """The answer and its sources as one text block (Markdown, or Slack mrkdwn with ``slack``); the sources'
    dates in ``zone`` when the reader's is known (the CLI), else UTC."""
    lang = answer_lang(answer)
    if answer.mode == "empty":
        return label("nothing_found", lang)
    bold = (lambda t: f"*{t}*") if slack else (lambda t: f"**{t}**")
    lead = next((s for s in answer.sources if s.n == answer.lead), None)
    if answer.mode == "llm":
        heading = label("answer", lang)
    elif answer.mode == "period":
        heading = label("standing_decisions", lang)
    elif lead is not None and current(lead):
        heading = label("standing_decision", lang)
    else:
        heading = label("memory", lang)
    text = _slack_escape(answer.text) if slack else answer.text
    lines = [bold(heading), text]
    if answer.mode not in ("llm", "period") and lead is not None:
        lines[-1] = f"{text} [{lead.n}]"
        if not current(lead) and lead.status in ("superseded", "reversed"):
            lines.append(f"_{label('not_current', lang)}_")
    if answer.mode == "llm":
        lines.append(f"_{label('written_by_llm', lang)}_")
    lines += ["", bold(label("sources", lang))]
    numbers = {s.id: s.n for s in answer.sources}
    lines += [_source_line(s, lang, slack, numbers, zone) for s in answer.sources]
    return "\n".join(lines)
