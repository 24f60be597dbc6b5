"""The web app's pages (``docs/web_app.md``), served by ``mnemo serve`` under ``/app`` on the API's origin.

Each handler reads the session, makes one service call as the logged-in key's reader, and renders a
server-side template (Jinja2, autoescaped): no script is needed to use any page, nothing is loaded from
another host, and the same key scoping as the REST API applies (another team's memory is "not found").
A service error is shown as a page with its message and fix, never a traceback.
"""

from __future__ import annotations

import time
from datetime import datetime
from collections.abc import Callable
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs, urlencode

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from starlette.concurrency import run_in_threadpool

from mnemo.domain.access import Reader
from mnemo.domain.models import MemoryStatus
from mnemo.errors import InvalidInput, MnemoError, NotFound
from mnemo.interfaces.fix_hints import as_a_remote_caller_sees
from mnemo.interfaces.http.app import date_param
from mnemo.interfaces.labels import lang_of
from mnemo.interfaces.web.neighbourhood import layout
from mnemo.interfaces.web.render_html import SECURITY_HEADERS, render_page
from mnemo.interfaces.web.sessions import COOKIE, LOGIN_COOKIE, new_token, same_token
from mnemo.interfaces.web.ui_text import t

if TYPE_CHECKING:
    from mnemo.key_service import WebLogin
    from mnemo.service import MemoryService

PAGE_SIZE = 50
LANG_COOKIE = "mnemo_lang"
_STATUSES = ("standing", "superseded", "reversed", "pending", "all")
_MAX_FORM = 20_000


class _Said(MnemoError):
    """An error the web app itself raises, its text already in the page's language."""

    def __init__(self, error: type[MnemoError], lang: str, key: str, **values: object) -> None:
        super().__init__(t(key, lang, **values).rstrip("."), t(f"{key}_fix", lang, **values))
        self.code, self.http_status = error.code, error.http_status


class _Auth:
    """The logged-in person of a request: their API key, their session's id and form token."""

    def __init__(self, session_id: str, login: WebLogin) -> None:
        self.session_id, self.key, self.csrf = session_id, login.key, login.csrf

    @property
    def reader(self) -> Reader:
        from mnemo.domain.access import reader_for_key

        return reader_for_key(self.key)


def _lang(request: Request) -> str:
    asked = request.query_params.get("lang")
    if asked:
        return lang_of(asked)
    if request.cookies.get(LANG_COOKIE):
        return lang_of(request.cookies[LANG_COOKIE])
    accept = request.headers.get("accept-language", "")
    return lang_of(accept.split(",")[0]) if accept else "en"


def _web_date(request: Request, value: str | None, field: str, now: datetime) -> datetime | None:
    """A page's date filter, its error in the page's language (the API's message names the CLI's flags)."""
    try:
        return date_param(value, field, now, end_of_day=field == "until")
    except InvalidInput:
        raise _Said(InvalidInput, _lang(request), "bad_date", value=repr(str(value))[:60]) from None


def _safe_next(target: str | None) -> str:
    """Where to go after login: a path of this app only (never another host: no open redirect)."""
    if (target and (target == "/app" or target.startswith("/app/")) and "\\" not in target
            and ".." not in target and not any(ch in target for ch in "\r\n")):
        return target
    return "/app/"


def _neighbours(service: MemoryService, memory: Any, reader: Reader) -> list[tuple[str, str, str | None, str | None]]:
    out: list[tuple[str, str, str | None, str | None]] = []
    out += [("person", p, f"/app/register?{urlencode({'person': p, 'status': 'all'})}", None) for p in memory.people]
    out += [("project", p, f"/app/register?{urlencode({'project': p, 'status': 'all'})}", None)
            for p in memory.projects]
    out += [("entity", e, None, None) for e in memory.entities if e not in memory.projects]
    if memory.thread_id:
        out.append(("thread", memory.thread_id, None, None))
    seen = {memory.id, memory.lineage_id}
    for edge in service.edges(memory.id, reader=reader):
        other = edge.target_id if edge.source_id in seen else edge.source_id
        if other in seen:
            continue
        seen.add(other)
        try:
            linked, _ = service.resolve(other, reader=reader)
        except NotFound:
            continue  # not the reader's to see
        if linked.status is MemoryStatus.DELETED:
            continue  # deleted or forgotten: gone from every page
        out.append(("linked", linked.title or linked.content, f"/app/memories/{linked.lineage_id}",
                    edge.type.value))
    return out


class WebApp:
    """The pages, over one service (which keeps the sessions)."""

    def __init__(self, service: MemoryService) -> None:
        self.service = service
        self.router = APIRouter(include_in_schema=False)
        self._routes()

    # -- plumbing --------------------------------------------------------------------------------------------
    def _auth(self, request: Request) -> _Auth | None:
        session_id = request.cookies.get(COOKIE)
        if not session_id:
            return None
        try:
            return _Auth(session_id, self.service.web_session(session_id))
        except MnemoError:  # unknown, expired, or its key was revoked since login
            return None

    def _page(self, request: Request, template: str, auth: _Auth | None, http_status: int = 200,
              **context: Any) -> HTMLResponse:
        lang = _lang(request)
        params = [(k, v) for k, v in request.query_params.multi_items() if k != "lang"]
        lang_query = {code: urlencode([*params, ("lang", code)]) for code in ("en", "ko")}
        context = {"problem": None, "bye": False, **context}
        html = render_page(template, lang=lang, path=request.url.path, lang_query=lang_query,
                           user=auth.key.user_id if auth else None, team=auth.key.team_id if auth else None,
                           csrf=auth.csrf if auth else None, **context)
        response = HTMLResponse(html, status_code=http_status, headers=SECURITY_HEADERS)
        if request.query_params.get("lang"):
            response.set_cookie(LANG_COOKIE, lang, max_age=365 * 86400, samesite="lax", httponly=True,
                                secure=request.url.scheme == "https", path="/app")
        return response

    def _error(self, request: Request, auth: _Auth | None, exc: MnemoError) -> HTMLResponse:
        exc = as_a_remote_caller_sees(exc)
        status = exc.http_status if 400 <= exc.http_status < 600 else 500
        kind = exc.code if exc.code in ("not_found", "invalid_input", "conflict", "forbidden", "unauthorized",
                                        "vault_locked") else "other"
        return self._page(request, "error.html", auth, http_status=status, what=exc.what, fix=exc.fix,
                          kind=kind)

    def _login_redirect(self, request: Request) -> RedirectResponse:
        target = request.url.path + (f"?{request.url.query}" if request.url.query else "")
        return RedirectResponse(f"/app/login?{urlencode({'next': target})}", status_code=303)

    def _view(self, request: Request, template: str, build: Callable[[_Auth], dict[str, Any]]) -> Response:
        """A page for a logged-in person: ``build`` makes the service calls and returns the template's context."""
        auth = self._auth(request)
        if auth is None:
            return self._login_redirect(request)
        try:
            context = build(auth)
        except MnemoError as exc:
            return self._error(request, auth, exc)
        return self._page(request, template, auth, **context)

    @staticmethod
    async def _form(request: Request) -> dict[str, str]:
        body = await request.body()
        if len(body) > _MAX_FORM:
            raise _Said(InvalidInput, _lang(request), "form_too_large")
        fields = parse_qs(body.decode("utf-8", errors="replace"), keep_blank_values=True)
        return {k: v[0] for k, v in fields.items() if v}

    # -- routes ----------------------------------------------------------------------------------------------
    def _routes(self) -> None:  # noqa: C901 - one place lists every page
        r, svc = self.router, self.service

        @r.get("/", response_class=HTMLResponse)
        def root() -> RedirectResponse:
            return RedirectResponse("/app/", status_code=303)

        @r.get("/favicon.ico")
        def favicon() -> RedirectResponse:
            return RedirectResponse("/app/static/icon.svg", status_code=301)

        @r.get("/app", response_class=HTMLResponse)
        def app_root() -> RedirectResponse:
            return RedirectResponse("/app/", status_code=303)

        @r.get("/app/login", response_class=HTMLResponse)
        def login_form(request: Request) -> Response:
            token = new_token()
            response = self._page(request, "login.html", None, login_token=token,
                                  next=_safe_next(request.query_params.get("next")),
                                  bye=bool(request.query_params.get("bye")))
            response.set_cookie(LOGIN_COOKIE, token, max_age=3600, httponly=True, samesite="strict",
                                secure=request.url.scheme == "https", path="/app")
            return response

        @r.post("/app/login", response_class=HTMLResponse)
        async def login(request: Request) -> Response:
            try:
                form = await self._form(request)
            except InvalidInput as exc:
                return self._error(request, None, exc)
            target = _safe_next(form.get("next"))
            if not same_token(request.cookies.get(LOGIN_COOKIE), form.get("login_token")):
                token = new_token()
                response = self._page(request, "login.html", None, http_status=400, login_token=token, next=target,
                                      problem="login_expired")
                response.set_cookie(LOGIN_COOKIE, token, max_age=3600, httponly=True, samesite="strict",
                                    secure=request.url.scheme == "https", path="/app")
                return response
            secret = (form.get("api_key") or "").strip()
            try:
                session_id, _login = await run_in_threadpool(svc.open_web_session, secret)
            except MnemoError:
                return self._page(request, "login.html", None, http_status=401, login_token=form.get("login_token"),
                                  next=target, problem="login_failed")
            done = RedirectResponse(target, status_code=303)
            done.set_cookie(COOKIE, session_id, httponly=True, samesite="lax", path="/",
                            secure=request.url.scheme == "https", max_age=7 * 86400)
            done.delete_cookie(LOGIN_COOKIE, path="/app")
            return done

        @r.post("/app/logout", response_class=HTMLResponse)
        async def logout(request: Request) -> Response:
            auth = await run_in_threadpool(self._auth, request)
            try:
                form = await self._form(request)
            except InvalidInput as exc:
                return self._error(request, auth, exc)
            if auth is not None and not same_token(auth.csrf, form.get("csrf")):
                return self._error(request, auth, _Said(InvalidInput, _lang(request), "form_expired"))
            if auth is not None:
                await run_in_threadpool(svc.close_web_session, auth.session_id)
            response = RedirectResponse("/app/login?bye=1", status_code=303)
            response.delete_cookie(COOKIE, path="/")
            return response

        @r.get("/app/", response_class=HTMLResponse)
        def ask_page(request: Request) -> Response:
            question = (request.query_params.get("q") or "").strip()

            def build(auth: _Auth) -> dict[str, Any]:
                if not question:
                    return {"question": "", "answer": None}
                started = time.perf_counter()
                answer = svc.ask(question, reader=auth.reader)
                return {"question": question, "answer": answer, "took_ms": (time.perf_counter() - started) * 1000}

            return self._view(request, "ask.html", build)

        @r.get("/app/register", response_class=HTMLResponse)
        def register_page(request: Request) -> Response:
            q = request.query_params
            status = (q.get("status") or "standing").strip().lower()
            filters = {k: (q.get(k) or "").strip()[:200] for k in ("q", "person", "project", "source", "kind",
                                                                    "since", "until")}
            try:
                page = max(1, min(int(q.get("page") or 1), 100_000))
            except ValueError:
                page = 1

            def build(auth: _Auth) -> dict[str, Any]:
                if status not in _STATUSES:
                    raise _Said(InvalidInput, _lang(request), "unknown_status", status=repr(status)[:60],
                                choices=", ".join(_STATUSES))
                now = svc.clock.now()
                since, until = (_web_date(request, filters[f], f, now) for f in ("since", "until"))
                if since and until and since > until:  # said here: the service's message names CLI flags
                    raise _Said(InvalidInput, _lang(request), "dates_swapped")

                def fetch(number: int) -> tuple[list[dict[str, Any]], int]:
                    try:
                        return svc.register_page(
                            reader=auth.reader, status=status, subject=filters["q"] or None,
                            person=filters["person"] or None, project=filters["project"] or None,
                            source=filters["source"] or None, kind=filters["kind"] or None, since=since,
                            until=until, limit=PAGE_SIZE, offset=(number - 1) * PAGE_SIZE)
                    except NotFound:
                        return [], 0  # no decision on that subject: an empty list, not an error page

                rows, total = fetch(page)
                pages = max(1, -(-total // PAGE_SIZE))
                shown = page
                if page > pages:  # past the end (an old link): the last page
                    shown = pages
                    rows = fetch(pages)[0]
                keep = {k: v for k, v in filters.items() if v}
                keep["status"] = status
                return {"rows": rows, "total": total, "page": shown, "pages": pages, "status": status,
                        "filters": filters, "statuses": _STATUSES, "base_query": urlencode(keep)}

            return self._view(request, "register.html", build)

        @r.get("/app/memories/{memory_id}", response_class=HTMLResponse)
        def memory_page(request: Request, memory_id: str) -> Response:
            def build(auth: _Auth) -> dict[str, Any]:
                if not memory_id.strip() or len(memory_id) > 200:
                    raise _Said(NotFound, _lang(request), "no_memory", id=repr(memory_id[:100]))
                try:
                    memory, old = svc.resolve(memory_id, reader=auth.reader)
                except NotFound:
                    raise _Said(NotFound, _lang(request), "no_memory", id=repr(memory_id[:100])) from None
                if memory.status is MemoryStatus.DELETED:  # deleted or forgotten: gone, as from every read
                    raise _Said(NotFound, _lang(request), "no_memory", id=repr(memory_id[:100]))
                versions = svc.history(memory.lineage_id, reader=auth.reader)
                try:
                    timeline = svc.decision_timeline(memory.lineage_id, reader=auth.reader)
                except NotFound:
                    timeline = []  # not a decision
                neighbours = _neighbours(svc, memory, auth.reader)
                from mnemo.domain.decision_status import decision_status, is_cancellation

                status = decision_status(memory)
                return {"memory": memory, "requested": old, "versions": versions, "timeline": timeline,
                        "status": status, "cancels": is_cancellation(memory, status),
                        "graph": layout(memory.title or memory.content, neighbours), "neighbours": neighbours}

            return self._view(request, "memory.html", build)

        @r.get("/app/conflicts", response_class=HTMLResponse)
        def conflicts_page(request: Request) -> Response:
            def build(auth: _Auth) -> dict[str, Any]:
                return {"conflicts": svc.list_conflicts(status="open", reader=auth.reader),
                        "done": bool(request.query_params.get("done"))}

            return self._view(request, "conflicts.html", build)

        @r.post("/app/conflicts/{conflict_id}/resolve", response_class=HTMLResponse)
        async def resolve_conflict(request: Request, conflict_id: str) -> Response:
            auth = await run_in_threadpool(self._auth, request)
            if auth is None:
                return RedirectResponse("/app/login?next=/app/conflicts", status_code=303)
            try:
                form = await self._form(request)
                if not same_token(auth.csrf, form.get("csrf")):
                    raise _Said(InvalidInput, _lang(request), "form_expired")
                keep = form.get("keep", "")
                if keep not in ("existing", "incoming"):
                    raise _Said(InvalidInput, _lang(request), "unknown_choice", choice=repr(keep[:40]))
                await run_in_threadpool(svc.resolve_conflict, conflict_id, keep=keep,
                                        reason=(form.get("reason") or "").strip()[:1000] or None, reader=auth.reader)
            except MnemoError as exc:
                return self._error(request, auth, exc)
            return RedirectResponse("/app/conflicts?done=1", status_code=303)

        @r.get("/app/health", response_class=HTMLResponse)
        def health_page(request: Request) -> Response:
            def build(auth: _Auth) -> dict[str, Any]:
                return {"health": svc.memory_health(reader=auth.reader),
                        "sources": svc.source_runs(reader=auth.reader)}

            return self._view(request, "health.html", build)

        @r.get("/app/{rest:path}", response_class=HTMLResponse)
        def unknown(request: Request, rest: str) -> Response:
            auth = self._auth(request)
            return self._error(request, auth, _Said(NotFound, _lang(request), "no_page", path=f"/app/{rest[:100]}"))
