"""REST API (FastAPI) over ``MemoryService``: ``create_app(service)``."""

from mnemo.interfaces.http.app import create_app

__all__ = ["create_app"]
