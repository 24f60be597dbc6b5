"""Rendering the web app's templates: one Jinja2 environment, autoescaped, loaded from the package.

Memory text is user data (mail, chat): autoescaping makes every ``{{ }}`` safe by default, and nothing in
the templates marks memory text ``safe``. The templates get ``t`` (the UI text in the page's language),
``status_label``, ``day`` (a date as YYYY-MM-DD) and ``link`` (``answer_text.safe_url``: a URL only when it is http or https) as
globals.
"""

from __future__ import annotations

import functools
from datetime import datetime
from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape

from mnemo.interfaces.answer_text import safe_url
from mnemo.interfaces.labels import status_label
from mnemo.interfaces.web.ui_text import WEB_TEXT, t

#: Sent with every page: no script, style or frame from anywhere but this server, no inline script.
SECURITY_HEADERS = {
    "Content-Security-Policy": ("default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
                                "frame-ancestors 'none'; form-action 'self'; base-uri 'none'; object-src 'none'"),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    "Cache-Control": "no-store",
}


def day(value: Any) -> str:
    if isinstance(value, datetime):
        return value.date().isoformat()
    return str(value or "")[:10]


@functools.lru_cache(maxsize=1)
def environment() -> Environment:
    env = Environment(loader=PackageLoader("mnemo.interfaces.web", "templates"),
                      autoescape=select_autoescape(["html"], default=True), undefined=StrictUndefined,
                      trim_blocks=True, lstrip_blocks=True)
    env.globals.update(status_label=status_label, day=day, link=safe_url)
    return env


def render_page(template: str, *, lang: str, **context: Any) -> str:
    return environment().get_template(template).render(lang=lang, t=functools.partial(_t, lang=lang),
                                                        kind_label=functools.partial(_kind, lang=lang), **context)


def _kind(kind: str | None, lang: str) -> str:
    """A decision's kind (selection, approval, ...) in ``lang``; an unknown kind as it is stored."""
    row = WEB_TEXT.get(f"decision_{kind}") if kind else None
    return (row.get(lang) or row["en"]) if row else (kind or "")


def _t(key: str, lang: str, **values: object) -> str:
    return t(key, lang, **values)
