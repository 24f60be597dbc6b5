"""The weekly digest (``retrieval.digest.Digest``) as text: Markdown (``mnemo digest``, the mail's text part),
Slack's mrkdwn (the post to the digest channel) and a self-contained HTML email.

The HTML is one document with inline styles only (mail clients drop ``<style>`` blocks and block remote
content): no scripts, no images, no fonts or stylesheets from anywhere. Every text from memory is escaped
(a message may hold ``<script>``), and a source becomes a link only when it is an http(s) or mailto URL.
The labels come from ``interfaces.labels`` in the digest's language (``Digest.language`` unless asked).
"""

from __future__ import annotations

import html as _html
import re
from collections.abc import Callable
from typing import Any

from mnemo.interfaces.answer_text import safe_url
from mnemo.interfaces.labels import LANGS, label
from mnemo.retrieval.digest import Digest, DigestConflict, DigestItem, TeamDigest

_MAX = 200  # characters of a decision shown in a line
_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>~|])")
_SECTIONS = (("made", "digest_made"), ("changed", "digest_changed"), ("reversed", "digest_reversed"),
             ("pending", "digest_pending"), ("conflicts", "digest_conflicts"))


def digest_lang(digest: Digest, lang: str | None = None) -> str:
    """``lang`` when given (en or ko), else the language most of the digest's decisions are written in."""
    if lang is None or not lang.strip():
        return digest.language if digest.language in LANGS else "en"
    code = lang.strip().lower()
    if code not in LANGS:
        from mnemo.errors import InvalidInput

        raise InvalidInput(f"Unknown language {lang!r}", f"Use one of: {', '.join(LANGS)}")
    return code


def window(digest: Digest) -> tuple[str, str]:
    """The window's first and last day (UTC), as the digest's title shows them."""
    return digest.since.date().isoformat(), digest.until.date().isoformat()


def teams_named(digest: Digest, team: str | None = None) -> str:
    """The teams a digest is for, as its subject names them: ``team`` when one was asked for."""
    if team:
        return team
    return ", ".join(t.team for t in digest.teams)


def subject(digest: Digest, lang: str, team: str | None = None) -> str:
    """``mnemo digest: 2026-11-20 – 2026-11-27 (platform)``."""
    since, until = window(digest)
    who = teams_named(digest, team)
    return f"{label('digest_title', lang)}: {since} – {until}" + (f" ({who})" if who else "")


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= _MAX else text[:_MAX - 1].rstrip() + "…"


def _url(value: str | None) -> str | None:
    return safe_url(value, mailto=True)


def _team_title(t: TeamDigest, lang: str) -> str:
    return label("digest_private", lang).format(user=t.team) if t.private else label("digest_team",
                                                                                      lang).format(team=t.team)


def _summary(counts: dict[str, int], lang: str) -> str:
    return label("digest_summary", lang).format(**counts)


def _empty(digest: Digest, lang: str) -> str:
    since, until = window(digest)
    return label("digest_empty", lang).format(since=since, until=until)


class _Style:
    """How one kind of text marks up a line: Markdown or Slack mrkdwn."""

    def __init__(self, esc: Callable[[str], str], bold: Callable[[str], str], strike: Callable[[str], str],
                 link: Callable[[str, str], str], heading: Callable[[str, int], str]) -> None:
        self.esc, self.bold, self.strike, self.link, self.heading = esc, bold, strike, link, heading


def _md_link(text: str, url: str) -> str:
    return f"[{text}]({url.replace('(', '%28').replace(')', '%29')})"


def _slack_esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


_MARKDOWN = _Style(esc=lambda t: _MD_SPECIAL.sub(r"\\\1", t), bold=lambda t: f"**{t}**", strike=lambda t: f"~~{t}~~",
                   link=_md_link, heading=lambda t, n: f"{'#' * n} {t}")
_SLACK = _Style(esc=_slack_esc, bold=lambda t: f"*{t}*", strike=lambda t: f"~{t}~",
                link=lambda t, u: f"<{u.replace('|', '%7C')}|{t}>", heading=lambda t, n: f"*{t}*")


def _tail(parts: list[str]) -> str:
    return "".join(f" · {p}" for p in parts if p)


def _line(section: str, x: Any, st: _Style, lang: str) -> str:
    if isinstance(x, DigestConflict):
        existing = st.esc(_short(x.existing_value or x.existing_id))
        incoming = st.esc(_short(x.incoming_value or "—"))
        field, cid = x.field.replace("`", ""), x.id.replace("`", "")
        return (f"`{field}`: {existing} ({label('digest_kept', lang)}) ↔ {incoming} "
                f"({label('digest_incoming', lang)}){_tail([x.at[:10], f'`{cid}`'])}")
    assert isinstance(x, DigestItem)
    text = st.esc(_short(x.text))
    source = x.source or label("digest_source", lang)
    link = st.link(st.esc(source), url) if (url := _url(x.url)) else ""
    people = st.esc(", ".join(x.people))
    if section == "changed":
        new = st.bold(st.esc(_short(x.by.text))) if x.by else f"{label('replaced_by', lang)} ?"
        new_link = st.link(st.esc(label("digest_source", lang)), url) if x.by and (url := _url(x.by.url)) else ""
        return f"{st.strike(text)} → {new}{_tail([x.at[:10], link, new_link])}"
    if section == "reversed":
        by = f"{label('digest_reversed_by', lang)}: {st.esc(_short(x.by.text))}" if x.by else ""
        return f"{st.strike(text)}{_tail([x.at[:10], by, link])}"
    if section == "pending":
        proposed = label("digest_proposed", lang) + " " + x.at[:10]
        return f"{text}{_tail([proposed, people, link])}"
    return f"{st.bold(text)}{_tail([x.at[:10], people, link])}"


def _text(digest: Digest, lang: str, st: _Style, team: str | None) -> str:
    since, until = window(digest)
    title = f"{label('digest_title', lang)}: {since} – {until}"
    if teams_named(digest, team):
        title += f" ({st.esc(teams_named(digest, team))})"
    lines = [st.heading(title, 1), "", _summary(digest.counts, lang)]
    if digest.empty:
        lines += ["", _empty(digest, lang)]
    for t in digest.teams:
        lines += ["", st.heading(st.esc(_team_title(t, lang)), 2)]
        if t.quiet and not digest.empty:
            lines.append(label("digest_team_quiet", lang))
        for section, key in _SECTIONS:
            items = getattr(t, section)
            if not items:
                continue
            lines += ["", st.heading(f"{label(key, lang)} ({len(items)})", 3)]
            lines += [f"- {_line(section, x, st, lang)}" for x in items]
    lines += ["", label("digest_footer", lang)]
    return "\n".join(lines) + "\n"


def markdown(digest: Digest, lang: str | None = None, *, team: str | None = None) -> str:
    """The digest as Markdown (what ``mnemo digest`` prints and the mail's text/plain part)."""
    return _text(digest, digest_lang(digest, lang), _MARKDOWN, team)


_SLACK_LIMIT = 39000  # Slack cuts a message's text at 40,000 characters


def slack(digest: Digest, lang: str | None = None, *, team: str | None = None) -> str:
    """The digest as Slack mrkdwn (the post to the digest channel)."""
    text = _text(digest, digest_lang(digest, lang), _SLACK, team)
    if len(text) > _SLACK_LIMIT:
        text = text[:_SLACK_LIMIT].rsplit("\n", 1)[0] + "\n…"
    return text


# -- HTML ---------------------------------------------------------------------------------------------------
_FONT = ("-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Apple SD Gothic Neo',"
         "'Malgun Gothic','Noto Sans KR',sans-serif")
_MUTED = "color:#52525b;"
_LINK = "color:#1d4ed8;text-decoration:underline;"


def _e(text: str) -> str:
    return _html.escape(text, quote=True)


def _a(text: str, url: str | None) -> str:
    safe = _url(url)
    return f'<a href="{_e(safe)}" style="{_LINK}">{_e(text)}</a>' if safe else ""


def _meta(parts: list[str]) -> str:
    shown = [p for p in parts if p]
    return f' <span style="{_MUTED}font-size:13px;">· {" · ".join(shown)}</span>' if shown else ""


def _html_line(section: str, x: Any, lang: str) -> str:
    if isinstance(x, DigestConflict):
        kept, incoming = _e(label("digest_kept", lang)), _e(label("digest_incoming", lang))
        return (f'<code style="font-size:13px;">{_e(x.field)}</code>: {_e(_short(x.existing_value or x.existing_id))} '
                f'<span style="{_MUTED}">({kept})</span> ↔ {_e(_short(x.incoming_value or "—"))} '
                f'<span style="{_MUTED}">({incoming})</span>{_meta([_e(x.at[:10]), _e(x.id)])}')
    assert isinstance(x, DigestItem)
    text = _e(_short(x.text))
    link = _a(x.source or label("digest_source", lang), x.url)
    people = _e(", ".join(x.people))
    strike = f'<span style="text-decoration:line-through;color:#71717a;">{text}</span>'
    if section == "changed":
        new = f"<strong>{_e(_short(x.by.text))}</strong>" if x.by else _e(f"{label('replaced_by', lang)} ?")
        new_link = _a(label("digest_source", lang), x.by.url) if x.by else ""
        return f"{strike} → {new}{_meta([_e(x.at[:10]), link, new_link])}"
    if section == "reversed":
        by = _e(f"{label('digest_reversed_by', lang)}: {_short(x.by.text)}") if x.by else ""
        return f"{strike}{_meta([_e(x.at[:10]), by, link])}"
    if section == "pending":
        return f"{text}{_meta([_e(label('digest_proposed', lang) + ' ' + x.at[:10]), people, link])}"
    return f"<strong>{text}</strong>{_meta([_e(x.at[:10]), people, link])}"


def html(digest: Digest, lang: str | None = None, *, team: str | None = None) -> str:
    """The digest as a complete HTML email: inline styles, nothing loaded from elsewhere, all text escaped."""
    lang = digest_lang(digest, lang)
    since, until = window(digest)
    who = teams_named(digest, team)
    body: list[str] = [
        f'<h1 style="margin:0 0 4px 0;font-size:22px;line-height:1.3;">{_e(label("digest_title", lang))}</h1>',
        f'<p style="margin:0 0 4px 0;{_MUTED}">{_e(since)} – {_e(until)}{_e(f" ({who})") if who else ""}</p>',
        f'<p style="margin:0 0 20px 0;{_MUTED}font-size:14px;">{_e(_summary(digest.counts, lang))}</p>',
    ]
    if digest.empty:
        body.append(f'<p style="margin:0 0 20px 0;padding:12px 16px;background-color:#f4f4f5;border-radius:6px;">'
                    f'{_e(_empty(digest, lang))}</p>')
    for t in digest.teams:
        body.append(f'<h2 style="margin:24px 0 8px 0;padding-bottom:4px;border-bottom:1px solid #e4e4e7;'
                    f'font-size:18px;">{_e(_team_title(t, lang))}</h2>')
        if t.quiet and not digest.empty:
            body.append(f'<p style="margin:0 0 12px 0;{_MUTED}">{_e(label("digest_team_quiet", lang))}</p>')
        for section, key in _SECTIONS:
            items = getattr(t, section)
            if not items:
                continue
            body.append(f'<h3 style="margin:16px 0 6px 0;font-size:15px;">{_e(label(key, lang))} '
                        f'<span style="{_MUTED}font-weight:normal;">({len(items)})</span></h3>')
            body.append('<ul style="margin:0 0 12px 0;padding-left:20px;">')
            body += [f'<li style="margin:0 0 8px 0;">{_html_line(section, x, lang)}</li>' for x in items]
            body.append("</ul>")
    body.append(f'<p style="margin:28px 0 0 0;{_MUTED}font-size:12px;">{_e(label("digest_footer", lang))}</p>')
    title = _e(subject(digest, lang, team))
    return (f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>{title}</title>\n'
            f'</head>\n<body style="margin:0;padding:0;background-color:#f4f4f5;">\n'
            f'<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" '
            f'style="background-color:#f4f4f5;"><tr><td align="center" style="padding:24px 12px;">\n'
            f'<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" '
            f'style="max-width:640px;background-color:#ffffff;border:1px solid #e4e4e7;border-radius:8px;">'
            f'<tr><td style="padding:24px;font-family:{_FONT};font-size:15px;line-height:1.5;color:#18181b;">\n'
            + "\n".join(body) +
            "\n</td></tr></table>\n</td></tr></table>\n</body>\n</html>\n")
