"""The MCP server over streamable HTTP, served by the REST app at ``/mcp`` behind its API-key middleware.

Choices:
- Stateless, JSON responses: every POST is self-contained and authenticated on its own, so there is no
  session to bind to a credential, nothing to expire, and a key revoked mid-session stops working on the
  next call. The tools need no server-to-client requests (sampling, elicitation), which is all that
  stateful sessions would add.
- No DNS-rebinding host check: that check protects servers that trust ambient browser credentials; here
  every request must carry a bearer key that a rebinding page cannot know, and the REST routes on the same
  port answer any Host too.
- The user comes from the API key the middleware put in the ASGI scope (``interfaces/http/auth.py``); a
  request that somehow lacks one is refused rather than served as a default user.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.streamable_http_manager import (
    StreamableHTTPASGIApp,
    StreamableHTTPSessionManager,
)
from mcp.server.transport_security import TransportSecuritySettings

from mnemo.domain.access import reader_for_key
from mnemo.interfaces.http.auth import SCOPE_KEY
from mnemo.interfaces.mcp.server import Scope, build_server

if TYPE_CHECKING:
    from mnemo.service import MemoryService


def scope_from_request(ctx: Context) -> Scope:
    """The user and team of the API key that authenticated the HTTP request carrying this tool call."""
    from mcp.server.mcpserver.exceptions import ToolError

    request = getattr(ctx.request_context, "request", None)
    key = getattr(request, "scope", {}).get(SCOPE_KEY) if request is not None else None
    if key is None:
        raise ToolError("unauthorized: No API key on this request. Send 'Authorization: Bearer <key>'")
    return reader_for_key(key)


def build_http_server(service: MemoryService) -> MCPServer:
    return build_server(service, resolve_scope=scope_from_request)


def build_http_endpoint(service: MemoryService) -> tuple[Any, StreamableHTTPSessionManager]:
    """(ASGI app for the ``/mcp`` route, the session manager to run in the host app's lifespan)."""
    server = build_http_server(service)
    server.streamable_http_app(  # creates the server's session manager; its own Starlette app is not used
        stateless_http=True, json_response=True,
        transport_security=TransportSecuritySettings(enable_dns_rebinding_protection=False))
    manager = server.session_manager
    return _PostOnly(StreamableHTTPASGIApp(manager)), manager


class _PostOnly:
    """Stateless JSON mode has nothing to push, so the optional GET stream is refused (405, as the
    streamable-HTTP spec allows) instead of being held open forever."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope.get("method") in ("GET", "HEAD"):
            from mnemo.interfaces.http.error_responses import error_response

            await error_response(405, "method_not_allowed", "The MCP endpoint takes POST only (stateless, JSON "
                                 "responses). Send JSON-RPC messages with POST", {"Allow": "POST"})(scope, receive, send)
            return
        await self.app(scope, receive, send)
