"""SQL for the SQLite store's filtered reads: a ``MemoryFilter`` as a WHERE clause, keyword matches over
the core's terms, the decision log's filter.

A filter is applied inside the query that picks candidates, so a narrow filter (one team, one source, a
date range) finds its memories however many others the user has."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Any

from mnemo.domain.models import MemoryStatus
from mnemo.domain.queries import LogFilter, MemoryFilter
from mnemo.domain.queries import json_kind as kind
from mnemo.storage.codec import PLAIN, RowCodec, refuse_sealed_filter
from mnemo.storage.sqlite.sqlite_rows import ts


def filter_sql(flt: MemoryFilter, alias: str = "m", statuses: Sequence[MemoryStatus] | None = None,
               codec: RowCodec = PLAIN) -> tuple[str, list[Any]]:
    """``flt`` as a WHERE clause over ``memories`` (alias ``alias``); ``statuses`` overrides the filter's."""
    a = alias
    chosen = tuple(statuses if statuses is not None else flt.statuses)
    owners = flt.owners
    who = f"{a}.user_id = ?" if len(owners) == 1 else f"{a}.user_id IN ({','.join('?' * len(owners))})"
    parts = [who, f"{a}.status IN ({','.join('?' * len(chosen))})"]
    params: list[Any] = [*owners, *(s.value for s in chosen)]
    if flt.teams is not None:
        named = [t for t in flt.teams if t is not None]
        alternatives = [f"{a}.team_id IN ({','.join('?' * len(named))})"] if named else []
        if None in flt.teams:
            alternatives.append(f"{a}.team_id IS NULL")
        parts.append(f"({' OR '.join(alternatives)})" if alternatives else "0")
        params += named
    if flt.source is not None:
        parts.append(f"(mnemo_fold({a}.source) = ? OR {a}.source_type = ?)")
        params += [codec.source_key(flt.source.casefold()), flt.source.casefold()]
    if flt.category is not None:
        parts.append(f"mnemo_fold({a}.category) = ?")
        params.append(flt.category.casefold())
    if flt.since is not None:
        parts.append(f"{a}.updated_at >= ?")
        params.append(ts(flt.since))
    if flt.until is not None:
        parts.append(f"{a}.updated_at < ?")
        params.append(ts(flt.until))
    for column in ("agent_id", "run_id"):
        if getattr(flt, column) is not None:
            parts.append(f"{a}.{column} = ?")
            params.append(getattr(flt, column))
    if flt.reads_sealed:
        refuse_sealed_filter(codec)
    for spellings in flt.tags:
        parts.append(f"EXISTS (SELECT 1 FROM json_each({a}.keywords) t WHERE mnemo_fold(t.value) IN "
                     f"({','.join('?' * len(spellings))}))")
        params += spellings  # case-folded by tag_spellings
    for key, want in flt.metadata:  # the payload is JSON without a vault (storage/codec.py)
        parts.append(f"EXISTS (SELECT 1 FROM json_each({a}.sealed, '$.metadata') e WHERE e.key = ? AND {_JSON_IS[kind(want)]})")
        params += [key, *([] if want is None or isinstance(want, bool) else [want])]
    return " AND ".join(parts), params


#: How json_each says a metadata value equals the filter's (``domain.queries.metadata_matches``).
_JSON_IS = {"null": "e.type = 'null'", "true": "e.type = 'true'", "false": "e.type = 'false'",
            "number": "e.type IN ('integer', 'real') AND e.value = ?", "text": "e.type = 'text' AND e.value = ?"}


def match_expression(terms: Sequence[str]) -> str:
    """An FTS5 MATCH expression that ORs the terms, each quoted (they are exact terms, never syntax)."""
    return " OR ".join('"' + t.replace('"', '""') + '"' for t in terms)


def keyword_hits(c: sqlite3.Connection, flt: MemoryFilter, terms: Sequence[str], pool: int, *,
                 codec: RowCodec = PLAIN) -> list[tuple[str, float]]:
    """The best ``pool`` keyword matches the filter admits, as (id, rank), best first; rank is -bm25
    (higher is better).

    FTS5 ranks its own matches fastest without a join (2-3x at 100k memories), so the top ``4 x pool`` by
    rank are read first and narrowed by the filter; only when other memories crowd them out does the
    slower joined query run."""
    if not terms:
        return []
    q = match_expression(terms)
    where, params = filter_sql(flt, codec=codec)
    wide = c.execute("SELECT rowid, rank FROM memories_fts WHERE memories_fts MATCH ? ORDER BY rank LIMIT ?",
                     (q, 4 * pool)).fetchall()
    if wide:
        rank_of = {rowid: rank for rowid, rank in wide}
        rows = c.execute(f"SELECT m.rowid, m.id FROM memories m WHERE m.rowid IN ({','.join('?' * len(rank_of))}) "
                         f"AND {where}", (*rank_of, *params)).fetchall()
        kept = sorted(((mid, rank_of[rowid]) for rowid, mid in rows), key=lambda x: x[1])[:pool]
        if len(kept) >= pool or len(wide) < 4 * pool:
            return [(mid, -float(b)) for mid, b in kept]
    rows = c.execute(f"SELECT m.id, bm25(memories_fts) AS b FROM memories_fts f JOIN memories m ON m.rowid = f.rowid "
                     f"WHERE memories_fts MATCH ? AND {where} ORDER BY b LIMIT ?", (q, *params, pool)).fetchall()
    return [(mid, -float(b)) for mid, b in rows]


def log_where(flt: LogFilter) -> tuple[str, list[Any]]:
    parts: list[str] = []
    params: list[Any] = []
    owners = flt.owners
    if owners is not None:
        parts.append(f"user_id IN ({','.join('?' * len(owners))})")
        params += owners
    if flt.teams is not None:
        named = [t for t in flt.teams if t is not None]
        alternatives = [f"team_id IN ({','.join('?' * len(named))})"] if named else []
        if None in flt.teams:
            alternatives.append("team_id IS NULL")
        parts.append(f"({' OR '.join(alternatives)})" if alternatives else "0")
        params += named
    for sql, value in (("decision = ?", flt.decision),
                       ("timestamp >= ?", ts(flt.since) if flt.since else None),
                       ("timestamp <= ?", ts(flt.until) if flt.until else None)):
        if value is not None:
            parts.append(sql)
            params.append(value)
    return ("WHERE " + " AND ".join(parts) if parts else ""), params
