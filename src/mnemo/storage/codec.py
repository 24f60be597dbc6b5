"""The row codec: each stored record as plain fields (searchable, filterable) plus one sealed payload.

Why one codec for every backend: what is private (a memory's title and content, people, entities, URLs,
the reasons a decision quotes) must never land in a plaintext column, and the vault seals it in exactly
one place. So every record type is split here: ``*_parts`` returns the plain fields as Python values (the
backend maps them to its column types) and the sealed fields as one payload string; ``*_from_parts`` joins
them back. A store holds one ``RowCodec``: without a vault its payload is JSON (a store without a vault is
byte for byte what it always was); with an unlocked vault it is AES-256-GCM ciphertext whose associated
data names the record, so a payload copied onto another row does not open (``docs/vault.md``).

What is sealed (``docs/design/system.md#encryption``; ``ARCHITECTURE.md`` rule 8):
- memories: title, content, people, entities, projects, metadata, source_url, delete_reason;
- decision-log entries: the reason sentence (it quotes values); the action holds ids and plain fields only;
- conflicts: both values and the reason;
- people: name, aliases, emails, organization, previous organizations; entities: name and aliases.

With a vault, more leaves the plain columns, because a column's words are what the disk shows: a memory's
summary becomes a label (its category or source type), its keywords move into the payload, and the values
that are looked up by equality (source, source_ref, thread_id, content_hash, person and entity keys, the
keyword index's terms, the ingest ledger's item keys) become keyed tokens (``VaultKeys.token``); the real
values ride in the payload. Edges carry their evidence sealed; the log's action keeps only ids and kinds.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

from mnemo.domain.models import ConflictRecord, Edge, Entity, LogAction, LogEntry, Memory, Person
from mnemo.errors import LOCKED_FIX, InvalidInput, VaultLocked

MEMORY_SEALED = Memory.SEALED_FIELDS
MEMORY_PLAIN = ("id", "lineage_id", "version", "previous_version_id", "superseded_by", "status", "user_id",
                "team_id", "summary", "category", "keywords", "importance", "confidence", "source_type", "source",
                "source_ref", "thread_id", "created_at", "updated_at", "deleted_at", "content_hash",
                "embedding_model", "author_id", "agent_id", "run_id")
# Plain with no vault, sealed (and replaced by a label, nothing or a token) with one.
MEMORY_VAULTED = ("summary", "keywords", "source", "source_ref", "thread_id", "content_hash")
LOG_PLAIN = ("id", "timestamp", "user_id", "decision", "input_memory_id", "target_memory_id", "similarity_score",
             "action", "status", "processing_time_ms", "team_id", "actor_id")
LOG_SEALED = ("reason",)
#: The reason left on a log entry about another memory that named a forgotten one.
QUOTED_A_FORGOTTEN_MEMORY = "reason removed: it named a memory that was since forgotten"
# The log action's fields a vault leaves plain: ids, kinds and flags (never a value or a sentence).
ACTION_PLAIN = ("type", "targetId", "createVersion", "relatedMemoryIds", "relationshipType", "duplicateOfId",
                "softDelete", "cascadeMode", "conflictId")
CONFLICT_SEALED = ("existing_value", "incoming_value", "reason")
PERSON_SEALED = ("name", "aliases", "emails", "organization", "previous_organizations")
ENTITY_SEALED = ("name", "aliases")
# A revision suffix of a source reference ("<page>@2024-05-01T10:00:00.000Z", "<message>@1700000000.0001"):
# it stays plain after the item's token, so "every revision of this item" is still a prefix lookup.
_REVISION = re.compile(r"[0-9][0-9T:.+\-Z]*\Z")
SEALED_MARK = "v1."  # the start of a vault payload (``vault/keys.py``); a JSON payload starts with "{"


def refuse_sealed_filter(codec: RowCodec) -> None:
    """Tags and metadata are sealed under a vault, so no query can compare them: say so rather than find nothing."""
    if codec.vaulted:
        raise InvalidInput("Tag and metadata filters need a store without a vault: the vault seals tags and metadata",
                           "Filter by agent_id, run_id, source, type or dates instead (they stay plain), or search "
                           "with the tag's words in the query")


class RowCodec:
    """Splits records into plain fields and a payload, sealing the payload when a vault is open.

    ``keys`` is an unlocked vault's ``VaultKeys`` (None: no vault, or a locked one). ``vaulted`` says the
    store has a vault: a vaulted codec without keys is *locked* and raises ``VaultLocked`` on every seal,
    unseal or token, so nothing is read as garbage and nothing is written in the clear."""

    OPENED_CACHE = 8192  # payloads kept opened (a search reads ~70 candidates, the same ones again and again)

    def __init__(self, keys: Any = None, *, vaulted: bool = False, writable: bool = True) -> None:
        self.keys = keys
        self.vaulted = vaulted or keys is not None
        # False while a vault init or rotation is unfinished: a row written then would be sealed under the new key
        # with its lookups, keyword terms or vector still as they were, and the resumed run would skip it
        self.writable = writable
        # ciphertext -> its opened fields. A sealed payload is unique per write (random nonce), so it is its own
        # version stamp: a rewritten row has a new payload and never reads a stale entry. Emptied when full.
        self._opened: dict[str, dict[str, Any]] = {}

    # -- the payload --------------------------------------------------------------------------------------
    def _keys(self) -> Any:
        if self.keys is None:
            raise VaultLocked("The vault is locked", LOCKED_FIX)
        return self.keys

    def seal(self, fields: Mapping[str, Any], aad: str) -> str:
        """The payload of a record's sealed fields; ``aad`` names the record (its kind and id)."""
        self._check_writable()
        text = json.dumps(fields, ensure_ascii=False, default=str, separators=(",", ":"))
        return self._keys().seal(text.encode("utf-8"), aad) if self.vaulted else text

    def unseal(self, payload: str | None, aad: str) -> dict[str, Any]:
        if not payload:
            return {}
        if payload.startswith(SEALED_MARK):
            cached = self._opened.get(payload)
            if cached is None or cached.get("\x00aad") != aad:
                cached = {**json.loads(self._keys().open(payload, aad)), "\x00aad": aad}
                if len(self._opened) >= self.OPENED_CACHE:
                    self._opened.clear()
                self._opened[payload] = cached
            return {k: v for k, v in cached.items() if k != "\x00aad"}  # a copy: callers may edit it
        return dict(json.loads(payload))  # JSON: a store without a vault, or a row ``vault init`` has yet to seal

    # -- vectors (the embedded store keeps them sealed too; PostgreSQL's HNSW index needs them plain) ----------
    def _check_writable(self) -> None:
        if not self.writable:
            raise VaultLocked("The vault's first sealing or a key rotation is unfinished, so nothing is written until "
                              "it ends", "Run `mnemo vault init` (or `mnemo vault rotate`) again to finish it")

    def forget_opened(self) -> None:
        """Drop every opened payload from memory (after a purge: a forgotten text must not stay in the cache)."""
        self._opened.clear()

    def seal_vector(self, raw: bytes, lineage_id: str, version: int) -> bytes:
        return self._keys().seal_bytes(raw, f"vector:{lineage_id}:{version}") if self.vaulted else raw

    def open_vector(self, blob: bytes, lineage_id: str, version: int) -> bytes:
        """A stored embedding's float32 bytes (a plain one has a length divisible by 4, a sealed one not)."""
        if len(blob) % 4 == 0:
            return blob
        return bytes(self._keys().open_bytes(blob, f"vector:{lineage_id}:{version}"))

    def vector_is_current(self, blob: bytes | None) -> bool:
        keys = self._keys()
        return blob is None or (len(blob) % 4 == 1 and blob[1:5].hex() == keys.current)

    def is_current(self, payload: str | None) -> bool:
        """Whether a payload is sealed under the current key (what ``vault init`` and ``rotate`` skip)."""
        keys = self._keys()
        return bool(payload) and payload.startswith(f"{SEALED_MARK}{keys.current}.")  # type: ignore[union-attr]

    # -- tokens: what is looked up by equality ------------------------------------------------------------------
    def token(self, kind: str, value: str) -> str:
        return self._keys().token(kind, value) if self.vaulted else value

    def terms(self, terms: Sequence[str]) -> list[str]:
        """The keyword index's terms: the core's own, or their blind tokens (one token per term, so bm25's
        statistics, and the ranking, are the same)."""
        if not self.vaulted:
            return list(terms)
        keys = self._keys()
        return [keys.token("term", t) for t in terms]

    def source_key(self, source: str | None) -> str | None:
        """The plain ``source`` column's value (a filter compares it case-folded)."""
        if source is None or not self.vaulted:
            return source
        return self.token("source", source.casefold())

    def ref(self, source_ref: str | None) -> str | None:
        """A source reference's plain value; the ``#n`` suffix (which item of a message) stays, so a lookup by
        the message finds all its items."""
        if source_ref is None or not self.vaulted:
            return source_ref
        base, sep, rest = source_ref.partition("#")
        stem, at, revision = base.rpartition("@")
        if at and stem and _REVISION.match(revision):  # "<item>@<revision>" (ingest/runner.item_key)
            return self.token("ref", stem) + at + revision + sep + rest
        return self.token("ref", base) + sep + rest

    def thread(self, thread_id: str | None) -> str | None:
        return thread_id if thread_id is None or not self.vaulted else self.token("thread", thread_id)

    def content_hash(self, content_hash: str) -> str:
        return self.token("hash", content_hash) if self.vaulted and content_hash else content_hash

    def person_key(self, key: str) -> str:
        """``email:<address>`` / ``name:<spelling>``; with a vault the kind stays in front of the token, so
        a lookup still prefers an e-mail match to a name match (keys are read in order)."""
        if not self.vaulted:
            return key
        kind, _, _ = key.partition(":")
        return f"{kind}:{self.token('person', key)}"

    def entity_key(self, key: str) -> str:
        return self.token("entity", key)

    def item_key(self, key: str) -> str:
        """The token a ledger item is written under."""
        return self.token("item", key)

    def item_keys(self, key: str) -> list[str]:
        """Every token a ledger item may be stored under (after index re-keyings, chained ones too)."""
        return self._keys().item_tokens(key) if self.vaulted else [key]

    # -- memories -------------------------------------------------------------------------------------------
    @staticmethod
    def memory_aad(lineage_id: str, version: int) -> str:
        # not the row id: archiving a version renames its row, and the payload must still open
        return f"memory:{lineage_id}:{version}"

    def memory_parts(self, m: Memory) -> tuple[dict[str, Any], str]:
        data = m.model_dump()
        plain = {k: data[k] for k in MEMORY_PLAIN}
        sealed = {k: data[k] for k in MEMORY_SEALED if data[k] not in (None, [], {})}
        if self.vaulted:
            sealed.update({k: data[k] for k in MEMORY_VAULTED if data[k] not in (None, [], "")})
            plain.update(summary=m.category or m.source_type.value, keywords=[], source=self.source_key(m.source),
                         source_ref=self.ref(m.source_ref), thread_id=self.thread(m.thread_id),
                         content_hash=self.content_hash(m.content_hash))
        return plain, self.seal(sealed, self.memory_aad(m.lineage_id, m.version))

    def memory_from_parts(self, plain: Mapping[str, Any], payload: str | None) -> Memory:
        sealed = self.unseal(payload, self.memory_aad(plain["lineage_id"], plain["version"]))
        if payload and payload.startswith(SEALED_MARK):
            # a vault row: its plain summary is a label and its lookups tokens; what is not in the payload was empty
            sealed = {"summary": None, "keywords": [], "source": None, "source_ref": None, "thread_id": None,
                      "content_hash": "", **sealed}
        return Memory.model_validate({**plain, **sealed})

    def stub(self, lineage_id: str, version: int, reason: str) -> str:
        """The payload a forgotten memory keeps: nothing of what it said."""
        return self.seal({"content": "", "delete_reason": reason, "metadata": {"forgotten": True}},
                         self.memory_aad(lineage_id, version))

    # -- decision log -----------------------------------------------------------------------------------------
    def log_parts(self, entry: LogEntry) -> tuple[dict[str, Any], str]:
        """Plain columns (the action as its JSON dict; with a vault only its ids and kinds) and the sealed
        reason (with a vault, the whole action too)."""
        action = entry.action.as_dict()
        sealed: dict[str, Any] = {"reason": entry.reason}
        if self.vaulted:
            sealed["action"] = action
            action = {k: v for k, v in action.items() if k in ACTION_PLAIN}
        plain = {"id": entry.id, "timestamp": entry.timestamp, "user_id": entry.user_id,
                 "decision": entry.decision.value, "input_memory_id": entry.input_memory_id,
                 "target_memory_id": entry.target_memory_id, "similarity_score": entry.similarity_score,
                 "action": action, "status": entry.status.value,
                 "processing_time_ms": entry.processing_time_ms, "team_id": entry.team_id,
                 "actor_id": entry.actor_id}
        return plain, self.seal(sealed, f"log:{entry.id}")

    def log_from_parts(self, plain: Mapping[str, Any], payload: str | None) -> LogEntry:
        data = dict(plain)
        sealed = self.unseal(payload, f"log:{data['id']}")
        data["action"] = LogAction.model_validate(sealed.get("action") or data["action"])
        return LogEntry.model_validate({**data, "reason": sealed.get("reason", "")})

    def forgotten_log(self, log_id: str) -> str:
        return self.seal({"reason": "forgotten"}, f"log:{log_id}")

    def reason_removed_log(self, log_id: str, payload: str | None) -> str:
        """The sealed part (``payload``) of another memory's log entry that named a forgotten one: its reason
        may quote the forgotten text ("different subjects: bluefin vs osprey"), so it goes; the entry's own
        ids stay, and so does the action a vault seals whole (its scores and resolution are the surviving
        memory's, and without it the entry would fall back to the plain ids and kinds)."""
        kept = {k: v for k, v in self.unseal(payload, f"log:{log_id}").items() if k == "action"}
        return self.seal({**kept, "reason": QUOTED_A_FORGOTTEN_MEMORY}, f"log:{log_id}")

    # -- conflicts, people, entities, edges -------------------------------------------------------------------
    def conflict_parts(self, c: ConflictRecord) -> tuple[dict[str, Any], str]:
        data = c.model_dump()
        return ({k: v for k, v in data.items() if k not in CONFLICT_SEALED},
                self.seal({k: data[k] for k in CONFLICT_SEALED if data.get(k) not in (None, [], {})},
                          f"conflict:{c.id}"))

    def conflict_from_parts(self, plain: Mapping[str, Any], payload: str | None) -> ConflictRecord:
        sealed = self.unseal(payload, f"conflict:{plain['id']}")
        return ConflictRecord.model_validate({**plain, "reason": sealed.get("reason", ""),
                                              **{k: sealed.get(k) for k in ("existing_value", "incoming_value")}})

    def forgotten_conflict(self, conflict_id: str) -> str:
        return self.seal({"reason": "forgotten"}, f"conflict:{conflict_id}")

    def person_parts(self, p: Person) -> tuple[dict[str, Any], str]:
        data = p.model_dump()
        return ({k: v for k, v in data.items() if k not in PERSON_SEALED},
                self.seal({k: data[k] for k in PERSON_SEALED}, f"person:{p.id}"))

    def person_from_parts(self, plain: Mapping[str, Any], payload: str | None) -> Person:
        return Person.model_validate({**plain, **self.unseal(payload, f"person:{plain['id']}")})

    def person_keys(self, p: Person) -> set[str]:
        """The lookup keys of a person: every e-mail and every spelling of the name."""
        keys = {f"email:{e.lower()}" for e in p.emails} | {f"name:{n.casefold()}" for n in [p.name, *p.aliases]}
        return {self.person_key(k) for k in keys}

    def entity_parts(self, e: Entity) -> tuple[dict[str, Any], str]:
        data = e.model_dump()
        return ({k: v for k, v in data.items() if k not in ENTITY_SEALED},
                self.seal({k: data[k] for k in ENTITY_SEALED}, f"entity:{e.id}"))

    def entity_from_parts(self, plain: Mapping[str, Any], payload: str | None) -> Entity:
        return Entity.model_validate({**plain, **self.unseal(payload, f"entity:{plain['id']}")})

    def entity_keys(self, e: Entity) -> set[str]:
        return {self.entity_key(n.casefold()) for n in [e.name, *e.aliases]}

    def edge_fields(self, e: Edge) -> dict[str, Any]:
        """An edge's columns; with a vault its evidence and metadata ride sealed in the evidence column."""
        data = e.model_dump()
        if self.vaulted and (data.get("evidence") or data.get("metadata")):
            data["evidence"] = self.seal({"evidence": data.get("evidence"), "metadata": data.get("metadata") or {}},
                                         f"edge:{e.id}")
            data["metadata"] = {}
        return data

    def edge_from_fields(self, data: dict[str, Any]) -> Edge:
        evidence = data.get("evidence")
        if isinstance(evidence, str) and evidence.startswith(SEALED_MARK):
            sealed = self.unseal(evidence, f"edge:{data['id']}")
            data = {**data, "evidence": sealed.get("evidence"), "metadata": sealed.get("metadata") or {}}
        return Edge.model_validate(data)


PLAIN = RowCodec()  # the codec of a store without a vault
