"""REST routes of sealed sync (``/api/v1/sealed/...``): thin adapters over ``MemoryService.sealed``.

A member's replica (``mnemo team``, ``storage/replica/``) is the only intended caller: it fetches and puts the
team vault's header, takes the team's write lease (with the ops it has not applied yet), pushes one sealed
payload per transaction and reads the ops other members pushed. The key decides the team.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Depends, FastAPI, Query
from pydantic import BaseModel, ConfigDict, Field

from mnemo.domain.api_keys import ApiKey
from mnemo.interfaces.http.auth import current_key

SEALED = "/api/v1/sealed"
Key = Annotated[ApiKey, Depends(current_key)]


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


class PutHeader(_Body):
    header: str = Field(description="The team vault's header, as `mnemo vault` writes it (wrapped keys only).")
    version: int = Field(ge=0, description="The header version this one replaces (0: the team has none yet).")


class TakeLease(_Body):
    after: int = Field(0, ge=0, description="The last op this replica applied; the answer carries the later ones.")


class Release(_Body):
    token: str = Field(min_length=1, description="The lease token to give back.")


class Push(_Body):
    token: str | None = Field(None, description="This replica's lease token (null: write only if nobody holds it).")
    base: int = Field(ge=0, description="The log position the change was decided on; refused (409) if the log moved.")
    payload: str = Field(description="The transaction, sealed with the team vault's data key (v1.<key id>.<base64url>).")
    release: bool = Field(True, description="Give the lease back with this push.")


class Rewritten(_Body):
    seq: int = Field(ge=1)
    payload: str


class Rewrite(_Body):
    token: str = Field(min_length=1, description="This replica's lease token.")
    payloads: list[Rewritten] = Field(max_length=1000, description="Earlier changes, re-sealed without what a forget purged.")


def install_sealed_routes(app: FastAPI, service: Any) -> None:
    sealed = service.sealed

    @app.get(f"{SEALED}/header", tags=["sealed log"])
    def sync_header(key: Key) -> dict[str, Any]:
        """The team vault's header (null before a member put one), its version and the log's head."""
        return sealed.header(key)

    @app.put(f"{SEALED}/header", tags=["sealed log"])
    def put_sync_header(body: PutHeader, key: Key) -> dict[str, Any]:
        """Replace the team vault's header if it is still at `version` (409 otherwise)."""
        return sealed.put_header(key, body.header, body.version)

    @app.post(f"{SEALED}/lease", tags=["sealed log"])
    def take_lease(body: TakeLease, key: Key) -> dict[str, Any]:
        """Take the team's write lease for 60 s (409 while another replica holds it), with the ops after
        `after` that the replica must apply before it decides."""
        return sealed.lease(key, body.after)

    @app.post(f"{SEALED}/lease/release", tags=["sealed log"])
    def release_lease(body: Release, key: Key) -> dict[str, Any]:
        """Give the lease back without writing."""
        return sealed.release(key, body.token)

    @app.post(f"{SEALED}/ops", tags=["sealed log"], status_code=201)
    def push_op(body: Push, key: Key) -> dict[str, Any]:
        """Append one sealed transaction after `base` (409 if the log moved or another replica holds the lease)."""
        return sealed.push(key, token=body.token, base=body.base, payload=body.payload, release=body.release)

    @app.post(f"{SEALED}/ops/rewrite", tags=["sealed log"])
    def rewrite_ops(body: Rewrite, key: Key) -> dict[str, Any]:
        """Replace earlier changes under the caller's lease: a forget takes the forgotten text out of the log."""
        return sealed.rewrite(key, token=body.token, payloads=[p.model_dump() for p in body.payloads])

    @app.get(f"{SEALED}/ops", tags=["sealed log"])
    def read_ops(key: Key, after: Annotated[int, Query(ge=0)] = 0,
                 limit: Annotated[int, Query(ge=1, le=1000)] = 200) -> dict[str, Any]:
        """The sealed ops after `after`, in order, and the log's head."""
        return sealed.ops(key, after, limit)
