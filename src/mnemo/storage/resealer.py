"""Rewrite a store's rows under a new codec: ``vault init`` (plain to sealed) and ``vault rotate`` (one data
key to the next), for both backends.

Why row by row, in chunks, each chunk its own commit: a store can hold a million memories, and neither
command may lose anything when it is killed. A row is rewritten whole (payload and plain columns) in one
statement, so it is either still under the old codec or fully under the new one; the store's codec opens
both (JSON, old key, new key), so the store keeps working while a run is interrupted, and the next run picks
up the rows not yet under the new key (``RowCodec.is_current``). The ingest ledger's item keys carry no
key id, so they are turned into tokens in one transaction that also records that it happened.

A rotation with a new index key (a member removed) recomputes every token of a row from its sealed
plaintext in the same statement that re-seals it, so "under the current data key" still means "done". The
ledger's item tokens have no plaintext behind them: each is chained (``VaultKeys.chain``), all in one
transaction that records the data key it was done for.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from typing import Any

from mnemo.domain.models import Memory
from mnemo.storage.codec import RowCodec

CHUNK = 500
_LEDGER_DONE = "vault_ledger_tokens"
_LEDGER_CHAINED = "vault_ledger_chained"  # how many re-keyings have chained the ledger (retired index keys)


class Dialect:
    """What differs between SQLite and PostgreSQL here; each backend's store subclasses it."""

    pg = False
    memory_columns = ""
    log_columns: Sequence[str] = ()
    conflict_columns: Sequence[str] = ()
    person_columns: Sequence[str] = ()
    entity_columns: Sequence[str] = ()
    edge_columns: Sequence[str] = ()

    def write(self) -> AbstractContextManager[Any]:
        raise NotImplementedError

    def value(self, column: str, value: Any) -> Any:
        raise NotImplementedError

    # record kind -> the backend's row decoder (``memory_from_row`` and its siblings)
    rows: Mapping[str, Callable[[RowCodec, Sequence[Any]], Any]] = {}

    def row(self, kind: str, cx: RowCodec, r: Sequence[Any]) -> Any:
        return self.rows[kind](cx, r)

    def reindex(self, c: Any, memory_id: str, tokens: Sequence[str]) -> None:
        """Replace a memory's keyword-index terms with ``tokens``."""
        raise NotImplementedError

    def reseal_vector(self, c: Any, memory_id: str, cx: RowCodec) -> None:
        """Seal a memory's stored vector under ``cx``'s current key, where the backend keeps vectors sealed."""

    def q(self, sql: str) -> str:
        return sql.replace("?", "%s") if self.pg else sql

    def order(self, column: str) -> str:
        return f'{column} COLLATE "C"' if self.pg else column


def _chunks(d: Dialect, select: str, done: Callable[[Sequence[Any]], bool]) -> Iterator[tuple[Any, list[Any]]]:
    """Rows of ``select`` (ordered by their first column, an id) in chunks, each yielded inside its own write
    transaction, skipping rows ``done`` says are already under the new codec."""
    last = ""
    while True:
        with d.write() as c:
            rows = c.execute(d.q(select), (last, CHUNK)).fetchall()
            if not rows:
                return
            last = rows[-1][0]
            todo = [r for r in rows if not done(r)]
            yield c, todo


def reseal(d: Dialect, cx: RowCodec, terms_of: Callable[[Memory], Sequence[str]] | None,
           on_progress: Callable[[int], None] | None = None, *, rekey_index: bool = False) -> int:
    """Every row under ``cx``'s current key (see the module doc); how many were rewritten. ``cx`` opens
    every row (JSON, an older key, the current one). ``terms_of`` is given when the store gets its vault
    or a new index key (``rekey_index``): the keyword index's terms and the ledger's item keys become
    tokens under it too (a plain rotation keeps the index key, so its tokens stay)."""
    if rekey_index and terms_of is None:
        raise ValueError("re-keying the index needs the memories' terms")
    old = new = cx
    n = 0

    def step(k: int) -> None:
        nonlocal n
        n += k
        if on_progress and k:
            on_progress(k)

    # memories: the payload, the plain columns a vault turns into labels and tokens, the keyword terms
    vaulted = ("summary", "keywords", "source", "source_ref", "thread_id", "content_hash")
    sets = ", ".join(f"{c} = ?" for c in vaulted)
    if d.pg:
        sets += ", source_key = ?"
    for c, rows in _chunks(d, f"SELECT m.id, {d.memory_columns} FROM memories m WHERE m.id > ? "
                              f"ORDER BY {d.order('m.id')} LIMIT ?", lambda r: new.is_current(r[-1])):
        for r in rows:
            memory = d.row("memory", old, r[1:])
            plain, sealed = new.memory_parts(memory)
            values = [d.value(col, plain[col]) for col in vaulted]
            if d.pg:
                values.append(plain["source"])
            c.execute(d.q(f"UPDATE memories SET {sets}, sealed = ? WHERE id = ?"), (*values, sealed, r[0]))
            d.reseal_vector(c, r[0], new)
            if terms_of is not None and memory.content:
                d.reindex(c, r[0], new.terms(terms_of(memory)))
        step(len(rows))

    if rekey_index:
        step(_chain_ledger(d, new))

    simple: list[tuple[str, str, Sequence[str], Callable[[Any], tuple[dict[str, Any], str]]]] = [
        ("log", "decision_log", d.log_columns, new.log_parts),
        ("conflict", "conflicts", d.conflict_columns, new.conflict_parts),
    ]
    for kind, table, columns, parts in simple:
        for c, rows in _chunks(d, f"SELECT {', '.join(columns)}, sealed FROM {table} WHERE id > ? "
                                  f"ORDER BY {d.order('id')} LIMIT ?", lambda r: new.is_current(r[-1])):
            for r in rows:
                plain, sealed = parts(d.row(kind, old, r))
                if kind == "log":
                    c.execute(d.q("UPDATE decision_log SET action = ?, sealed = ? WHERE id = ?"),
                              (d.value("action", plain["action"]), sealed, r[0]))
                else:
                    c.execute(d.q(f"UPDATE {table} SET sealed = ? WHERE id = ?"), (sealed, r[0]))
            step(len(rows))

    for kind, table, columns, keys_table, key_column in (
            ("person", "people", d.person_columns, "person_keys", "person_id"),
            ("entity", "entities", d.entity_columns, "entity_keys", "entity_id")):
        for c, rows in _chunks(d, f"SELECT {', '.join(columns)}, sealed FROM {table} WHERE id > ? "
                                  f"ORDER BY {d.order('id')} LIMIT ?", lambda r: new.is_current(r[-1])):
            for r in rows:
                record = d.row(kind, old, r)
                _, sealed = new.person_parts(record) if kind == "person" else new.entity_parts(record)
                keys = new.person_keys(record) if kind == "person" else new.entity_keys(record)
                c.execute(d.q(f"UPDATE {table} SET sealed = ? WHERE id = ?"), (sealed, r[0]))
                c.execute(d.q(f"DELETE FROM {keys_table} WHERE {key_column} = ?"), (r[0],))
                for key in sorted(keys):
                    c.execute(d.q(f"INSERT INTO {keys_table} (user_id, key, {key_column}) VALUES (?, ?, ?) "
                                  "ON CONFLICT DO NOTHING"), (record.user_id, key, r[0]))
            step(len(rows))

    def edge_done(r: Sequence[Any]) -> bool:
        evidence, metadata = r[5], r[9]
        return (not evidence and metadata in (None, "{}", {})) or (isinstance(evidence, str) and new.is_current(evidence))

    for c, rows in _chunks(d, f"SELECT {', '.join(d.edge_columns)} FROM edges WHERE id > ? "
                              f"ORDER BY {d.order('id')} LIMIT ?", edge_done):
        for r in rows:
            data = new.edge_fields(d.row("edge", old, r))
            c.execute(d.q("UPDATE edges SET evidence = ?, metadata = ? WHERE id = ?"),
                      (data["evidence"], d.value("metadata", data["metadata"]), r[0]))
        step(len(rows))

    for table, key, label in (("live_sources", "name", "source"), ("hook_deliveries", "id", "delivery")):
        for c, rows in _chunks(d, f"SELECT {key}, sealed FROM {table} WHERE {key} > ? "
                                  f"ORDER BY {d.order(key)} LIMIT ?",
                               lambda r: new.is_current(r[-1]) or r[-1] in (None, "", "{}")):
            for r in rows:
                fields = old.unseal(r[1], f"{label}:{r[0]}")
                c.execute(d.q(f"UPDATE {table} SET sealed = ? WHERE {key} = ?"),
                          (new.seal(fields, f"{label}:{r[0]}"), r[0]))
            step(len(rows))

    if terms_of is not None and not rekey_index:  # the ledger's item keys become tokens, once
        step(_rewrite_ledger(d, _LEDGER_DONE, "1", new.item_key))
    return n


def _chain_ledger(d: Dialect, cx: RowCodec) -> int:
    """Chain every ledger item token under the new index key, once per rotation. The mark is the
    re-keying's generation (its count of retired index keys), which only grows."""
    return _rewrite_ledger(d, _LEDGER_CHAINED, str(len(cx.keys.retired_index)), cx.keys.chain)


def _rewrite_ledger(d: Dialect, mark: str, value: str, rewrite: Callable[[str], str]) -> int:
    """Every ledger item key through ``rewrite``, in one transaction that also sets ``mark`` to ``value``,
    unless it holds it already (an item key carries no key id, so a half-rewritten ledger could not tell
    which rows were done). How many rows were rewritten."""
    with d.write() as c:
        done = c.execute(d.q("SELECT value FROM store_meta WHERE key = ?"), (mark,)).fetchall()
        if done and done[0][0] == value:
            return 0
        items = c.execute("SELECT user_id, source, item_key FROM ingested_items").fetchall()
        for user_id, source, item in items:
            c.execute(d.q("UPDATE ingested_items SET item_key = ? WHERE user_id = ? AND source = ? AND item_key = ?"),
                      (rewrite(item), user_id, source, item))
        c.execute(d.q("DELETE FROM store_meta WHERE key = ?"), (mark,))
        c.execute(d.q("INSERT INTO store_meta (key, value) VALUES (?, ?)"), (mark, value))
    return len(items)


__all__ = ["CHUNK", "Dialect", "reseal"]
