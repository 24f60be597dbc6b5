"""The web app (``docs/web_app.md``), served by ``mnemo serve`` under ``/app``: a thin adapter like every
interface: parse, make one ``MemoryService`` call, render. No SQL, prompts or scoring here
(``tests/test_layering.py``)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fastapi import FastAPI

    from mnemo.service import MemoryService

STATIC = Path(__file__).resolve().parent / "static"


def install_web(app: FastAPI, service: MemoryService) -> None:
    """Serve the pages under ``/app`` (and ``/`` -> ``/app/``) and their stylesheet under ``/app/static``.
    The static mount comes first so the pages' catch-all "not found" does not shadow it."""
    from starlette.staticfiles import StaticFiles

    from mnemo.interfaces.web.pages import WebApp

    app.mount("/app/static", StaticFiles(directory=STATIC), name="web-static")
    app.include_router(WebApp(service).router)
