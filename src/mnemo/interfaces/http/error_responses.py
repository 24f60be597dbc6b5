"""One error shape for every failure of the REST API: ``{"error": {"code", "message"}}`` with its status.

The service's ``MnemoError``s carry their own code and status. Requests FastAPI cannot parse (bad JSON,
wrong types, unknown fields, bad query values) are 400 ``invalid_input``/``invalid_json`` with a message
that names the field and the fix; routing failures keep their status (404, 405, 413) under a stable code.
Anything else is a bug: it is logged with its traceback and answered with a 500 that says nothing about
the internals.
"""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from mnemo.interfaces.fix_hints import as_a_remote_caller_sees, for_rest
from mnemo.errors import InvalidInput, MnemoError

log = logging.getLogger("mnemo.api")

_HTTP_CODES = {400: "invalid_input", 401: "unauthorized", 403: "forbidden", 404: "not_found",
               405: "method_not_allowed", 406: "not_acceptable", 408: "request_timeout",
               413: "payload_too_large", 415: "unsupported_media_type", 422: "unprocessable", 429: "rate_limited"}
_HTTP_FIXES = {404: "Check the path; the API lives under /api/v1 (see /openapi.json)",
               405: "Check the method for this path in /openapi.json",
               413: "Send a smaller body (split large content into several memories)"}


def error_response(status: int, code: str, message: str, headers: dict[str, str] | None = None) -> JSONResponse:
    return JSONResponse({"error": {"code": code, "message": message}}, status_code=status, headers=headers)


def mnemo_error_response(exc: MnemoError) -> JSONResponse:
    exc = as_a_remote_caller_sees(exc)
    headers = {"WWW-Authenticate": "Bearer"} if exc.http_status == 401 else None
    body = exc.to_dict()
    body["error"]["message"] = for_rest(body["error"]["message"])  # its fix as a REST route, not a CLI command
    return JSONResponse(body, status_code=exc.http_status, headers=headers)


def _field(loc: Any) -> str:
    """The field a problem is in: FastAPI's location ("body", "query", …) comes first and is left out, but
    only there (the search body's own field is named "query": it was reported as "body")."""
    parts = [str(p) for p in (loc or ())]
    if parts and parts[0] in ("body", "query", "path", "header"):
        parts = parts[1:]
    return ".".join(parts) or "body"


def _body_fields(request: Request | None) -> dict[str, Any]:
    """The fields of the route's body model."""
    route = request.scope.get("route") if request is not None else None
    model = getattr(getattr(getattr(route, "body_field", None), "field_info", None), "annotation", None)
    return getattr(model, "model_fields", None) or {}


def _required_fields(request: Request | None) -> list[str]:
    """The required fields of the route's body model (to name them when the body is empty)."""
    return [name for name, f in _body_fields(request).items() if f.is_required()]


def _labelled(request: Request | None) -> str:
    return f"as {request.headers.get('content-type')!r}" if request is not None else "as something else"


def _not_json(request: Request | None) -> bool:
    """A body FastAPI did not parse as JSON because of its label: a labelled body is parsed only when it says
    ``application/json`` or ``…+json`` (an unlabelled one is parsed: the app turns strict content types off)."""
    media = (request.headers.get("content-type") or "").split(";")[0].strip().lower() if request is not None else ""
    return bool(media) and not (media == "application/json" or media.endswith("+json"))


def validation_message(errors: list[dict[str, Any]], request: Request | None = None) -> tuple[str, str]:
    """(code, message) for the first problem FastAPI found, phrased as what happened and how to fix it."""
    first = errors[0] if errors else {}
    kind = str(first.get("type", ""))
    field = _field(first.get("loc"))
    if kind == "missing" and field == "body":
        required = _required_fields(request)
        names = ", ".join(repr(n) for n in required)
        return "invalid_input", InvalidInput(
            "The request body is empty or lacks required fields" + (f" (required: {names})" if required else ""),
            "Send a JSON object with the fields listed in /openapi.json").message
    if kind == "json_invalid":
        detail = str((first.get("ctx") or {}).get("error", "")).strip()
        where = [p for p in (first.get("loc") or ()) if isinstance(p, int)]
        if where:  # "Unterminated string starting at" says where only with the position FastAPI keeps apart
            detail = f"{detail} character {where[0]}" if detail.endswith(" at") else f"{detail}, at character {where[0]}"
        return "invalid_json", InvalidInput(f"The request body is not valid JSON ({detail})".replace(" ()", ""),
                                            "Send a JSON object with Content-Type: application/json").message
    if kind == "missing":
        err = InvalidInput(f"Missing {field}", f"Add the required field {field!r}")
    elif kind == "extra_forbidden" and field == "limit" and "k" in _body_fields(request):
        err = InvalidInput("Unknown field 'limit'", "Send k, the number of results (mem0's limit)")
    elif kind == "extra_forbidden":
        err = InvalidInput(f"Unknown field {field!r}", "Remove it; the accepted fields are listed in /openapi.json")
    elif kind in ("model_attributes_type", "dict_type", "model_type") and field == "body" and _not_json(request):
        # FastAPI parses a body as JSON only when it is labelled so: curl -d sends form-encoded, some clients
        # text/plain, and the JSON object inside was then "not an object"
        err = InvalidInput(f"The request body was sent {_labelled(request)}, so it was not read as JSON",
                           "Send it with the header Content-Type: application/json (curl: -H 'Content-Type: "
                           "application/json')")
    elif kind in ("model_attributes_type", "dict_type", "model_type") and field == "body":
        err = InvalidInput("The request body must be a JSON object",
                           "Send a JSON object (Content-Type: application/json) with the fields in /openapi.json")
    else:
        msg = str(first.get("msg", "invalid value")).removeprefix("Value error, ")
        err = InvalidInput(f"Invalid {field}: {msg}", f"Fix the {field} value (see /openapi.json for its type)")
    return "invalid_input", err.message


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(MnemoError)
    async def _mnemo(_: Request, exc: MnemoError) -> JSONResponse:
        return mnemo_error_response(exc)

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        code, message = validation_message(list(exc.errors()), request)
        return error_response(400, code, message)

    @app.exception_handler(StarletteHTTPException)
    async def _http(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        status = exc.status_code if 400 <= exc.status_code < 600 else 400
        if status == 400 and str(exc.detail).startswith("There was an error parsing the body"):
            # FastAPI's answer when the body is not UTF-8 or its JSON nests past the parser's depth
            return error_response(400, "invalid_json", InvalidInput(
                "The request body could not be read as JSON: it is not UTF-8, or it nests too deeply",
                "Send UTF-8 JSON (Content-Type: application/json) with objects and lists a few levels deep "
                "(metadata at most 16)").message)
        code = _HTTP_CODES.get(status, "error" if status < 500 else "internal_error")
        detail = str(exc.detail).rstrip(". ") if exc.detail else code.replace("_", " ").capitalize()
        fix = _HTTP_FIXES.get(status, "")
        message = f"{detail}. {fix}" if fix else f"{detail}."
        return error_response(status, code, message, getattr(exc, "headers", None))

    @app.exception_handler(RecursionError)
    async def _too_deep(_: Request, exc: RecursionError) -> JSONResponse:
        # JSON nested thousands of levels deep overflows the parser or a validator: bad input, not a bug
        return error_response(400, "invalid_json", InvalidInput(
            "The request body nests too deeply to read",
            "Send objects and lists a few levels deep (metadata at most 16)").message)

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
        # the last line of defence: log the traceback for the operator, tell the client nothing internal
        log.error("Unhandled error on %s %s", request.method, request.url.path, exc_info=exc)
        return error_response(500, "internal_error",
                              "Internal error. The server logged the details; retry, and report it if it persists.")


def refuse_unknown_query(api_prefix: str) -> Any:
    """A dependency for every route: under ``api_prefix`` a query parameter the route does not take is a 400
    naming it and the ones it takes, as an unknown body field is. Why: ``GET /api/v1/memories?tags=hosting``
    (a habit from other memory APIs) answered every memory, unfiltered, as if the filter had applied."""
    taken: dict[int, frozenset[str]] = {}  # per route (routes live as long as the app): read once, not per request

    def names(dependant: Any) -> frozenset[str]:  # the route's own query parameters and its dependencies'
        return frozenset({p.alias for p in dependant.query_params}.union(*(names(d) for d in dependant.dependencies)))

    def check(request: Request) -> None:
        route = request.scope.get("route")
        if route is None or not request.url.path.startswith(api_prefix) or not hasattr(route, "dependant"):
            return
        known = taken.get(id(route))
        if known is None:
            known = taken[id(route)] = names(route.dependant)
        unknown = sorted(set(request.query_params) - known)
        if unknown:
            takes = ", ".join(sorted(known)) or "no query parameters"
            raise InvalidInput(f"Unknown query parameter {unknown[0]!r}", f"Remove it; {route.path} takes: {takes}")

    return check
