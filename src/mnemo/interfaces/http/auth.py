"""``Authorization: Bearer <key>`` on every request except the public ones (health, OpenAPI, docs).

Authentication is a plain ASGI middleware rather than a FastAPI dependency so it runs before anything
reads the body (an unauthenticated request is a 401 whatever it sends) and so the MCP endpoint mounted in
the same app is guarded by the same code. The key it finds is put in the ASGI scope; REST handlers and
MCP tools read the user and team from there, never from the request body.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import anyio.to_thread
from fastapi import Request

from mnemo.domain.api_keys import ApiKey
from mnemo.errors import MnemoError, Unauthorized
from mnemo.interfaces.http.error_responses import mnemo_error_response

if TYPE_CHECKING:
    from mnemo.service import MemoryService

SCOPE_KEY = "mnemo.api_key"
# Webhook endpoints authenticate by their sender's signature (ingest/live/signatures.py), not an API key.
HOOK_PATHS = frozenset({"/hooks/github", "/slack/events", "/slack/commands"})
PUBLIC_PATHS = frozenset({"/healthz", "/openapi.json", "/docs", "/docs/oauth2-redirect", "/redoc",
                          "/favicon.ico"}) | HOOK_PATHS
#: GitHub caps a webhook payload at 25 MB (a push of many commits); the API's own limit is far lower.
HOOK_MAX_BYTES = 25_000_000
SEALED_PATHS = frozenset({"/api/v1/sealed/ops", "/api/v1/sealed/ops/rewrite"})  # one sealed transaction (an ingest chunk with its vectors)


def is_web_path(path: str) -> bool:
    """The web app's pages (``/``, ``/app``, ``/app/...``): they authenticate by their session cookie
    (``interfaces/web/sessions.py``), not a bearer key."""
    return path in ("/", "/app") or path.startswith("/app/")


#: Schemes a key may come under: the standard one, and mem0's platform API's ("Token <key>"), which its
#: users' clients send.
KEY_SCHEMES = ("bearer", "token")


def bearer_token(headers: list[tuple[bytes, bytes]]) -> str | None:
    """The key of the first ``Authorization: Bearer <key>`` (or ``Token <key>``) header; None when there is no
    such header; ``Unauthorized`` naming the fix for another scheme ("Basic …") or a scheme with no key."""
    for name, value in headers:
        if name.lower() == b"authorization":
            scheme, _, token = value.decode("latin-1").strip().partition(" ")
            if scheme.lower() not in KEY_SCHEMES:
                raise Unauthorized(f"The Authorization header uses the {scheme[:20]!r} scheme, not Bearer",
                                   "Send the header 'Authorization: Bearer <key>'")
            if not token.strip():
                raise Unauthorized(f"The Authorization header has the {scheme[:20]!r} scheme but no key",
                                   "Send the header 'Authorization: Bearer <key>'")
            return token.strip()
    return None


class ApiKeyMiddleware:
    """Resolve the request's API key (through ``service.authenticate``) or answer 401 in the error shape."""

    def __init__(self, app: Any, service: MemoryService) -> None:
        self.app = app
        self.service = service

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http" or scope.get("path") in PUBLIC_PATHS or is_web_path(scope.get("path") or ""):
            await self.app(scope, receive, send)
            return
        try:
            token = bearer_token(scope.get("headers") or [])
            # a database read (and at most one write a minute per key): off the event loop
            key = await anyio.to_thread.run_sync(self.service.authenticate, token)
        except MnemoError as exc:
            await mnemo_error_response(exc)(scope, receive, send)
            return
        scope[SCOPE_KEY] = key
        await self.app(scope, receive, send)


def key_of(scope: Mapping[str, Any]) -> ApiKey:
    key = scope.get(SCOPE_KEY)
    if not isinstance(key, ApiKey):  # only if the middleware was left out: refuse rather than guess a user
        raise Unauthorized("No API key was sent", "Send the header 'Authorization: Bearer <key>'")
    return key


def current_key(request: Request) -> ApiKey:
    """FastAPI dependency: the authenticated key of this request."""
    return key_of(request.scope)


class BodyLimitMiddleware:
    """Refuse bodies over ``max_bytes`` with a 413 in the API's error shape, before any handler runs.

    The body is read up front (at most ``max_bytes + 1`` bytes are held) and replayed to the app, so a
    lying or missing Content-Length cannot get a larger body through and no handler sees half a body."""

    def __init__(self, app: Any, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = HOOK_MAX_BYTES if scope.get("path") in HOOK_PATHS | SEALED_PATHS else self.max_bytes
        declared = _content_length(scope.get("headers") or [])
        if declared is not None and declared > limit:
            await self._too_large(scope, receive, send)
            return
        chunks, size = [], 0
        while True:
            message = await receive()
            if message["type"] != "http.request":  # the client went away
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > limit:
                await self._too_large(scope, receive, send)
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        replayed = False

        async def replay() -> dict:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": b"".join(chunks), "more_body": False}
            return await receive()

        await self.app(scope, replay, send)

    async def _too_large(self, scope: dict, receive: Any, send: Any) -> None:
        from mnemo.interfaces.http.error_responses import error_response

        if scope.get("path") in HOOK_PATHS:
            message = (f"The webhook body is over {HOOK_MAX_BYTES // 1_000_000} MB, GitHub's own limit. Send "
                       "fewer commits per push, or ingest the history with `mnemo ingest github`")
        else:
            message = (f"The request body is over {self.max_bytes} bytes. Send a smaller body "
                       "(split large content into several memories)")
        await error_response(413, "payload_too_large", message, {"Connection": "close"})(scope, receive, send)


def _content_length(headers: list[tuple[bytes, bytes]]) -> int | None:
    for name, value in headers:
        if name.lower() == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None
