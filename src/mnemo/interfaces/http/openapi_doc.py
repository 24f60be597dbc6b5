"""The OpenAPI document as the server behaves: validation errors are 400 with mnemo's error body (FastAPI
declares 422 with its own), and every ``/api/v1`` route needs a bearer key (so ``/docs`` can authenticate).

Why rewrite the generated document instead of declaring responses per route: every route would repeat the
same two declarations, and a new route that forgot them would document the wrong status again."""

from __future__ import annotations

import re
from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi

ERROR_SCHEMA = {
    "title": "Error",
    "type": "object",
    "required": ["error"],
    "properties": {"error": {"type": "object", "required": ["code", "message"], "properties": {
        "code": {"type": "string", "description": "Stable code, e.g. invalid_input, not_found, vault_locked"},
        "message": {"type": "string", "description": "What happened and how to fix it"},
        "details": {"type": "object"}}}},
}
_ERRORS = {"400": "Invalid input: the message names the field and the fix",
           "401": "Missing, unknown or revoked API key"}
# What else a route answers, by method and path under the API prefix (a regex on the rest of the path)
_MORE: list[tuple[str, str, str, str]] = [
    ("post", r"/memories(?:/smart-write)?", "200", "The write merged into, or matched, a memory already stored (merged, skipped)"),
    ("*", r"/.*\{[^}]+\}.*", "404", "No such id for this key (unknown, another user's, deleted or forgotten)"),
    ("get", r"/register", "404", "No decision matches the subject filter"),
    ("patch", r"/memories/\{memory_id\}", "409", "The memory moved on since the version you sent (If-Match or "
                                                    "version): the current memory is in error.details"),
    ("delete|post", r"/memories/\{memory_id\}(?:/forget)?", "409", "The memory moved on since the If-Match you sent"),
    ("post", r"/conflicts/\{conflict_id\}/resolve", "409", "The conflict is already resolved"),
    ("delete|post", r"/memories/\{memory_id\}(?:/forget)?", "403", "A team memory another member wrote: its author or "
                                                                  "a team admin"),
    ("post", r"/memories(?:/smart-write)?", "422", "Refused by the write gate (injection, too thin); nothing was stored"),
    ("patch", r"/memories/\{memory_id\}", "422", "The edit was refused by the injection screen or the gate"),
    ("delete|post", r"/memories/\{memory_id\}(?:/forget)?|/conflicts/\{conflict_id\}/resolve", "422",
     "The reason was refused by the injection screen"),
    ("post|patch|put", r"/.*", "413", "The body is larger than the server accepts (payload_too_large)"),
]


def install_openapi(app: FastAPI, api_prefix: str) -> None:
    """Replace ``app.openapi`` with the rewritten document (built once, on first request)."""

    def build() -> dict[str, Any]:
        if app.openapi_schema:
            return app.openapi_schema
        doc = get_openapi(title=app.title, version=app.version, description=app.description, routes=app.routes)
        components = doc.setdefault("components", {})
        components.setdefault("schemas", {})["Error"] = ERROR_SCHEMA
        for unused in ("HTTPValidationError", "ValidationError"):
            components["schemas"].pop(unused, None)
        components["securitySchemes"] = {"bearer": {"type": "http", "scheme": "bearer",
                                                    "description": "An API key: mnemo keys create --user USER"}}
        error_ref = {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}
        for path, operations in doc.get("paths", {}).items():
            for method, op in operations.items():
                responses = op.setdefault("responses", {})
                responses.pop("422", None)  # FastAPI's validation error: mnemo answers those with 400
                responses["400"] = {"description": _ERRORS["400"], "content": error_ref}
                rest = path[len(api_prefix):] if path.startswith(api_prefix) else ""
                for methods, pattern, status, description in _MORE if rest else []:
                    if (methods == "*" or method in methods.split("|")) and re.fullmatch(pattern, rest):
                        if status == "200" and "201" in responses:
                            responses["200"] = {"description": description, "content": responses["201"].get(
                                "content", {})}
                        elif status != "200":
                            responses[status] = {"description": description, "content": error_ref}
                if path.startswith(api_prefix):
                    op["security"] = [{"bearer": []}]
                    responses["401"] = {"description": _ERRORS["401"], "content": error_ref}
        app.openapi_schema = doc
        return doc

    app.openapi = build  # type: ignore[method-assign]
