"""The OpenAPI document as the server behaves: validation errors are 400 with mnemo's error body (FastAPI
declares 422 with its own), and every ``/api/v1`` route needs a bearer key (so ``/docs`` can authenticate).

Why rewrite the generated document instead of declaring responses per route: every route would repeat the
same two declarations, and a new route that forgot them would document the wrong status again."""

from __future__ import annotations

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
        writes = {f"{api_prefix}/memories", f"{api_prefix}/memories/smart-write"}
        for path, operations in doc.get("paths", {}).items():
            for op in operations.values():
                responses = op.setdefault("responses", {})
                responses.pop("422", None)  # FastAPI's validation error: mnemo answers those with 400
                responses["400"] = {"description": _ERRORS["400"], "content": error_ref}
                if path in writes and op is operations.get("post"):
                    responses["422"] = {"description": "Refused by the write gate (injection, too thin); nothing "
                                                       "was stored", "content": error_ref}
                if path.startswith(api_prefix):
                    op["security"] = [{"bearer": []}]
                    responses["401"] = {"description": _ERRORS["401"], "content": error_ref}
        app.openapi_schema = doc
        return doc

    app.openapi = build  # type: ignore[method-assign]
