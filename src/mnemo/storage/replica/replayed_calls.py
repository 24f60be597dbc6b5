"""What a replica's transaction changed, as calls of the store port, and how they travel sealed.

Why calls of ``StoreTx`` and not rows or SQL: every change the engine makes goes through those sixteen
methods, on SQLite and PostgreSQL alike, with the core's own keyword terms and vectors as arguments. Replayed
in order on another replica's transaction they leave the same records there (the same ids, versions, log
entries, conflicts and edges), whatever that replica's backend keeps derived from them. So a member's machine
decides a write with every rule, and the others take the result without deciding it again.

Only the calls on the linked team's partition travel (``RecordingTx.calls_for``): a member's private
memories, the machine's own notification queue and its log retention stay on the machine. A call is recorded
after the inner transaction took it, so a refused one (an exception) is never sent.
"""

from __future__ import annotations

import base64
import inspect
import json
import zlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from typing import Any

import numpy as np
from pydantic import BaseModel

from mnemo.domain.models import ConflictRecord, Edge, Entity, LogEntry, Memory, MemoryStatus, Person
from mnemo.errors import VaultLocked
from mnemo.ports import StoreTx

FORMAT = 1
_MODELS: dict[str, type[BaseModel]] = {m.__name__: m for m in (Memory, Edge, LogEntry, ConflictRecord, Person, Entity)}
_ENUMS = {"MemoryStatus": MemoryStatus}
# the port's writing methods that a replica shares; the others (enqueue_event, prune_log) stay local
SHARED = ("insert_memory", "set_status", "reinstate", "archive_version", "purge_memories", "set_vector",
          "update_in_place", "insert_edges", "remove_edges_of", "insert_log", "insert_conflict",
          "set_conflict_status", "save_person", "save_entity")
_SIGNATURES = {name: inspect.signature(getattr(StoreTx, name)) for name in SHARED}


def _enc(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return {"$m": type(value).__name__, "v": value.model_dump(mode="json", by_alias=True)}
    if isinstance(value, np.ndarray):
        return {"$v": base64.b64encode(np.ascontiguousarray(value, dtype=np.float32).tobytes()).decode("ascii")}
    if isinstance(value, datetime):
        return {"$t": value.isoformat()}
    if isinstance(value, MemoryStatus):
        return {"$e": "MemoryStatus", "v": value.value}
    if isinstance(value, (list, tuple)):
        return [_enc(v) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    raise TypeError(f"a store call argument of type {type(value).__name__} cannot be synced")


def _dec(value: Any) -> Any:
    if isinstance(value, list):
        return [_dec(v) for v in value]
    if not isinstance(value, dict):
        return value
    if "$m" in value:
        return _MODELS[value["$m"]].model_validate(value["v"])
    if "$v" in value:
        return np.frombuffer(base64.b64decode(value["$v"]), dtype=np.float32).copy()
    if "$t" in value:
        return datetime.fromisoformat(value["$t"])
    if "$e" in value:
        return _ENUMS[value["$e"]](value["v"])
    raise ValueError("unknown value in a synced call")


Call = tuple[str, str, dict[str, Any]]  # partition, method, arguments by name


class RecordingTx:
    """A ``StoreTx`` that passes every call to ``inner`` and keeps the writing ones, each with the partition
    it changed (looked up before the call for the methods that take only an id)."""

    def __init__(self, inner: StoreTx, conflict_partition: Callable[[str], str | None]) -> None:
        self._inner = inner
        self._conflict_partition = conflict_partition
        self.calls: list[Call] = []
        self.purged: dict[str, set[str]] = {}  # what forgets purged here: "ids", "lineages"

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    @property
    def inner(self) -> StoreTx:
        return self._inner

    @contextmanager
    def savepoint(self) -> Iterator[None]:
        """One item of a batch: when it rolls back, so do the calls it recorded (they are never sent)."""
        mark = len(self.calls)
        purged = {k: set(v) for k, v in self.purged.items()}
        try:
            with self._inner.savepoint():
                yield
        except BaseException:
            del self.calls[mark:]
            self.purged = purged
            raise

    def _partitions(self, ids: Sequence[str]) -> dict[str, str]:
        found = self._inner.get_memories(list(ids))
        return {i: m.user_id for i, m in found.items()}

    def _keep(self, partition: str | None, name: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        if partition is None:
            return
        bound = _SIGNATURES[name].bind(None, *args, **kwargs)
        bound.arguments.pop("self", None)
        self.calls.append((partition, name, dict(bound.arguments)))

    def _by_id(self, name: str, memory_id: str, *args: Any, **kwargs: Any) -> Any:
        partition = self._partitions([memory_id]).get(memory_id)
        out = getattr(self._inner, name)(memory_id, *args, **kwargs)
        self._keep(partition, name, (memory_id, *args), kwargs)
        return out

    def insert_memory(self, memory: Memory, vector: np.ndarray | None, terms: Sequence[str]) -> None:
        self._inner.insert_memory(memory, vector, terms)
        self._keep(memory.user_id, "insert_memory", (memory, vector, list(terms)), {})

    def set_status(self, memory_id: str, status: MemoryStatus, **kwargs: Any) -> None:
        return self._by_id("set_status", memory_id, status, **kwargs)

    def reinstate(self, memory_id: str) -> None:
        return self._by_id("reinstate", memory_id)

    def archive_version(self, memory_id: str, archive_id: str, *, superseded_by: str) -> None:
        return self._by_id("archive_version", memory_id, archive_id, superseded_by=superseded_by)

    def set_vector(self, memory_id: str, vector: np.ndarray, model_id: str) -> None:
        return self._by_id("set_vector", memory_id, vector, model_id)

    def remove_edges_of(self, memory_id: str, at: datetime) -> int:
        return int(self._by_id("remove_edges_of", memory_id, at))

    def purge_memories(self, memory_ids: Sequence[str], *, at: datetime, reason: str) -> None:
        found = self._inner.get_memories(list(memory_ids))
        partitions = {i: m.user_id for i, m in found.items()}
        self.purged.setdefault("ids", set()).update(memory_ids)
        self.purged.setdefault("lineages", set()).update(m.lineage_id for m in found.values())
        self._inner.purge_memories(memory_ids, at=at, reason=reason)
        for partition in sorted(set(partitions.values())):
            ids = [i for i in memory_ids if partitions.get(i) == partition]
            self._keep(partition, "purge_memories", (ids,), {"at": at, "reason": reason})

    def update_in_place(self, memory: Memory, terms: Sequence[str] | None) -> None:
        self._inner.update_in_place(memory, terms)
        self._keep(memory.user_id, "update_in_place", (memory, None if terms is None else list(terms)), {})

    def insert_edges(self, edges: Sequence[Edge]) -> None:
        self._inner.insert_edges(edges)
        for partition in sorted({e.user_id for e in edges}):
            self._keep(partition, "insert_edges", ([e for e in edges if e.user_id == partition],), {})

    def insert_log(self, entry: LogEntry) -> None:
        self._inner.insert_log(entry)
        self._keep(entry.user_id, "insert_log", (entry,), {})

    def insert_conflict(self, conflict: ConflictRecord) -> None:
        self._inner.insert_conflict(conflict)
        self._keep(conflict.user_id, "insert_conflict", (conflict,), {})

    def set_conflict_status(self, conflict_id: str, status: str, *, only_if: str | None = None) -> bool:
        partition = next((c[2]["conflict"].user_id for c in self.calls if c[1] == "insert_conflict"
                          and c[2]["conflict"].id == conflict_id), None) or self._conflict_partition(conflict_id)
        changed = self._inner.set_conflict_status(conflict_id, status, only_if=only_if)
        if changed:
            self._keep(partition, "set_conflict_status", (conflict_id, status), {"only_if": only_if})
        return changed

    def save_person(self, person: Person) -> None:
        self._inner.save_person(person)
        self._keep(person.user_id, "save_person", (person,), {})

    def save_entity(self, entity: Entity) -> None:
        self._inner.save_entity(entity)
        self._keep(entity.user_id, "save_entity", (entity,), {})

    def calls_for(self, partition: str) -> list[tuple[str, dict[str, Any]]]:
        return [(name, args) for p, name, args in self.calls if p == partition]


def _aad(partition: str, seq: int) -> str:
    """A payload opens only at its place: the team and its position in the log."""
    return f"sync:{partition}:{seq}"


def seal_calls(keys: Any, partition: str, seq: int, calls: Sequence[tuple[str, dict[str, Any]]]) -> str:
    if keys is None:
        raise VaultLocked("The vault is locked, so nothing can be sent to the team",
                          "Set MNEMO_PASSPHRASE (or run the command in a terminal to be asked)")
    body = json.dumps({"format": FORMAT, "calls": [[n, {k: _enc(v) for k, v in a.items()}] for n, a in calls]},
                      ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return str(keys.seal(_padded(zlib.compress(body, 6)), _aad(partition, seq)))


def _padded(data: bytes) -> bytes:
    """Compressed changes padded with zeros to the next power of two (at least 1 KiB): compression makes a
    payload's size depend on its content, and text from outside (a mail, a Slack message) can share a payload
    with text the server must not learn, so exact sizes would let a server probe it by what compresses well.
    zlib stops at the end of its stream, so readers ignore the padding."""
    size = 1024
    while size < len(data):
        size *= 2
    return data + bytes(size - len(data))


def open_calls(keys: Any, partition: str, seq: int, payload: str) -> list[tuple[str, dict[str, Any]]]:
    if keys is None:
        raise VaultLocked("The vault is locked, so the team's changes cannot be read",
                          "Set MNEMO_PASSPHRASE (or run the command in a terminal to be asked)")
    try:
        data = json.loads(zlib.decompress(keys.open(payload, _aad(partition, seq))).decode("utf-8"))
    except (VaultLocked, zlib.error, ValueError):
        raise VaultLocked(f"Change {seq} of the team's log does not open: it was altered, moved, or sealed under a "
                          "key this process does not hold", "If a member was just removed, start this command "
                          "again; otherwise the log was altered on the server (by whoever runs it or holds a team "
                          "key): tell the server's admin, who can see the change's author with the log") from None
    if data.get("format") != FORMAT:
        raise VaultLocked(f"Change {seq} of the team's log was written by a newer mnemo (format {data.get('format')})",
                          "Upgrade mnemo on this machine")
    out = []
    for name, args in data["calls"]:
        if name not in _SIGNATURES:
            raise VaultLocked(f"Change {seq} of the team's log holds an unknown call", "Upgrade mnemo on this machine")
        out.append((name, {k: _dec(v) for k, v in args.items()}))
    return out


def replay(tx: StoreTx, calls: Sequence[tuple[str, dict[str, Any]]]) -> None:
    for name, args in calls:
        getattr(tx, name)(**args)


class Forgotten:
    """What a forget purged, to take it out of the team's log too (``redact``): the purged rows' ids, their
    memories' lineages, and a test for the people and entities that are gone from the replica after it."""

    def __init__(self, ids: Iterable[str], lineages: Iterable[str], gone: Callable[[str, str], bool]) -> None:
        self.ids, self.lineages, self.gone = set(ids), set(lineages), gone

    def names(self, memory_id: str | None) -> bool:
        return bool(memory_id) and (memory_id in self.ids or str(memory_id).split("@v")[0] in self.lineages)


def _stub(m: Memory) -> Memory:
    return m.model_copy(update={"content": "", "title": None, "summary": None, "keywords": [], "people": [],
                                "entities": [], "projects": [], "metadata": {"forgotten": True}, "source": None,
                                "source_ref": None, "source_url": None, "thread_id": None, "content_hash": "",
                                "delete_reason": None})


def redact(calls: Sequence[tuple[str, dict[str, Any]]], f: Forgotten) -> tuple[list[tuple[str, dict[str, Any]]], bool]:
    """The calls of an earlier change with everything a forget purged taken out, as the purge takes it out of
    the store: the memory's text, vector and terms, the reasons and actions of its log entries, its conflicts'
    values, its edges' evidence, and the names of the people and entities it alone named. Replaying the
    redacted log and then the purge leaves the same records as replaying the original did."""
    out: list[tuple[str, dict[str, Any]]] = []
    changed = False
    for name, args in calls:
        a, hit = dict(args), True
        if name in ("insert_memory", "update_in_place") and f.names(a["memory"].id):
            a["memory"] = _stub(a["memory"])
            if name == "insert_memory":
                a["vector"], a["terms"] = None, []
            elif a.get("terms") is not None:
                a["terms"] = []
        elif name == "set_vector" and f.names(a["memory_id"]):
            changed = True
            continue
        elif name == "set_status" and f.names(a["memory_id"]) and a.get("reason"):
            a["reason"] = None
        elif name == "insert_log" and (f.names(a["entry"].input_memory_id) or f.names(a["entry"].target_memory_id)):
            e = a["entry"]
            a["entry"] = e.model_copy(update={"reason": "forgotten", "action": type(e.action)(type=e.action.type)})
        elif name == "insert_conflict" and (f.names(a["conflict"].existing_id) or f.names(a["conflict"].incoming_id)):
            a["conflict"] = a["conflict"].model_copy(update={"existing_value": None, "incoming_value": None,
                                                             "reason": "forgotten"})
        elif name == "insert_edges" and any(f.names(e.source_id) or f.names(e.target_id) for e in a["edges"]):
            a["edges"] = [e.model_copy(update={"evidence": None, "metadata": {}})
                          if f.names(e.source_id) or f.names(e.target_id) else e for e in a["edges"]]
        elif name == "save_person" and f.gone("person", a["person"].id):
            a["person"] = a["person"].model_copy(update={"name": "forgotten", "aliases": [], "emails": [],
                                                         "organization": None, "previous_organizations": []})
        elif name == "save_entity" and f.gone("entity", a["entity"].id):
            a["entity"] = a["entity"].model_copy(update={"name": "forgotten", "aliases": []})
        else:
            hit = False
        changed = changed or hit
        out.append((name, a))
    return out, changed
