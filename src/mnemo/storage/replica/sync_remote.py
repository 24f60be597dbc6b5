"""The team server's sealed-sync routes as a replica calls them (``interfaces/http/sealed_routes.py``)."""

from __future__ import annotations

from typing import Any

import httpx

from mnemo.errors import Conflict, InvalidInput, MnemoError, StorageError, Unauthorized


class SyncRemote:
    def __init__(self, server: str, key: str, *, timeout: float = 30.0,
                 transport: httpx.BaseTransport | None = None) -> None:
        self.server = server.rstrip("/")
        self._http = httpx.Client(base_url=self.server, timeout=timeout, transport=transport,
                                  headers={"Authorization": f"Bearer {key}"})

    def close(self) -> None:
        self._http.close()

    def _call(self, method: str, path: str, **kwargs: Any) -> dict[str, Any]:
        try:
            r = self._http.request(method, f"/api/v1/sealed{path}", **kwargs)
        except (httpx.ConnectError, httpx.ConnectTimeout) as exc:
            raise StorageError(f"Cannot reach the team server at {self.server} ({type(exc).__name__})",
                               "Check that it runs and that the address is right (a linked store keeps it in "
                               "<db>.sync.json); nothing was sent") from None
        except httpx.HTTPError as exc:  # sent, but no answer: the server may have taken it
            raise StorageError(f"The team server at {self.server} did not answer ({type(exc).__name__})",
                               "Nothing was kept here. The server may have taken the change: run mnemo team pull "
                               "(a change it took comes back) before trying again") from None
        try:
            body = r.json()
        except ValueError:
            body = {}
        if r.status_code < 300:
            if not isinstance(body, dict):
                raise StorageError(f"{self.server} did not answer as a mnemo team server (HTTP {r.status_code})",
                                   "Check the address: it should be the team's `mnemo serve`")
            return body
        err = body.get("error") if isinstance(body, dict) else None
        err = err if isinstance(err, dict) else {}
        message = str(err.get("message") or f"The team server answered HTTP {r.status_code}. Retry later; if it "
                      "persists, read the server's log")
        if r.status_code == 409:
            raise Conflict(message, details=err.get("details") or {})
        if r.status_code in (401, 403):
            raise Unauthorized(message, "Link again with a valid key of the team: mnemo team link")
        if r.status_code in (400, 404, 413, 422):
            raise InvalidInput(message)
        raise MnemoError(message)

    def header(self) -> dict[str, Any]:
        return self._call("GET", "/header")

    def put_header(self, header: str, version: int) -> int:
        return int(self._call("PUT", "/header", json={"header": header, "version": version})["version"])

    def lease(self, after: int) -> dict[str, Any]:
        return self._call("POST", "/lease", json={"after": after})

    def release(self, token: str) -> None:
        self._call("POST", "/lease/release", json={"token": token})

    def push(self, *, token: str | None, base: int, payload: str, release: bool = True) -> int:
        return int(self._call("POST", "/ops", json={"token": token, "base": base, "payload": payload,
                                                    "release": release})["seq"])

    def rewrite(self, token: str, payloads: dict[int, str]) -> int:
        items = [{"seq": k, "payload": v} for k, v in sorted(payloads.items())]
        return int(self._call("POST", "/ops/rewrite", json={"token": token, "payloads": items})["rewritten"])

    def ops(self, after: int, limit: int = 200) -> dict[str, Any]:
        return self._call("GET", "/ops", params={"after": after, "limit": limit})
