"""Keyword search on PostgreSQL: bm25 over the core's terms, read from postings (migration 008).

Why postings and not the GIN index on ``memories.terms``: under row-level security PostgreSQL may not use
an index for an operator that is not LEAKPROOF until the policy has filtered the row, and the text-search
match (``@@``) is not, so every keyword search scanned the whole table (84 ms at 100k memories, and ten
times that at 1M). ``memory_terms`` is looked up by equality on text, which is LEAKPROOF: its B-tree stays
usable under the same policy. Triggers on ``memories`` keep it, and the corpus statistics in
``keyword_stats``, in step with every write.

How a search runs (``keyword_hits``):
1. The document frequency of each query term in each partition read comes from ``keyword_stats``.
2. Each term's postings are read in impact order (bm25's term-frequency part): whole, rarest term first,
   while the total stays within ``POSTINGS_BUDGET``; a term past the budget contributes its best
   ``POSTINGS_PER_TERM`` only. Rare terms weigh most in bm25, so reading them whole keeps every memory
   that holds a rare and a common term; a question made only of very common terms (in a partition of a
   million memories) is the one case where a memory can be missed, and the vector side of the hybrid
   search still finds it by meaning.
3. bm25 is summed per memory over the postings read (term at a time, from the index alone); the best
   ``RESCORE_FACTOR x pool`` are then scored exactly from their own ``tsvector`` and filtered, so a
   memory whose common term fell past its cut still gets that term's share.
4. A filter narrower than partition and status (a source, a category, a team, dates) is applied while the
   postings are summed, so it never empties the answer; when the answer is still short of ``pool`` and a
   list was cut, the search runs once more reading every posting.

bm25 uses FTS5's formula and parameters (SQLite's store returns the same, negated to "higher is
better"), so the core, which divides every rank by the best of its search, ranks alike on both backends.
The corpus statistics are those of the partitions read, every memory whatever its status, as FTS5 counts
its whole table; one user's or team's memories never weigh on another's scores.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from mnemo.domain.models import MemoryStatus
from mnemo.domain.queries import MemoryFilter
from mnemo.storage.postgres.pg_rows import query_terms
from mnemo.storage.codec import PLAIN, RowCodec
from mnemo.storage.postgres.pg_search import filter_sql

# bm25's parameters as SQLite's FTS5 has them, so both backends rank keyword matches alike.
BM25_K1 = 1.2
BM25_B = 0.75
# How many postings one search reads whole, over all its terms (rarest first); past it, a term's best
# POSTINGS_PER_TERM by impact.
POSTINGS_BUDGET = 12_000
POSTINGS_PER_TERM = 300
# How many of the best partial scores are rescored exactly, per memory asked for.
RESCORE_FACTOR = 4


def keyword_hits(c: Any, flt: MemoryFilter, terms: Sequence[str], pool: int, *,
                 codec: RowCodec = PLAIN) -> list[tuple[str, float]]:
    """The best ``pool`` keyword matches the filter admits, as (id, rank), best first (see module doc)."""
    wanted = query_terms(terms)
    if not wanted or pool <= 0:
        return []
    owners = list(flt.owners)
    df, n, avgdl = term_statistics(c, owners, wanted)
    weights = [max(math.log((n - df.get(t, 0) + 0.5) / (df.get(t, 0) + 0.5)), 1e-6) for t in wanted]
    limits = list_limits(wanted, df)
    rows = _pass(c, flt, wanted, weights, limits, pool, avgdl, codec)
    if len(rows) < pool and any(limit is not None for limit in limits):
        rows = _pass(c, flt, wanted, weights, [None] * len(wanted), pool, avgdl, codec)
    return [(str(i), float(r)) for i, r in rows]


def term_statistics(c: Any, owners: list[str], wanted: list[str]) -> tuple[dict[str, int], float, float]:
    """In one read of ``keyword_stats``: how many memories of the partitions hold each term (every status),
    and bm25's N and mean document length over them (at least 1 each, as FTS5 floors them)."""
    df: dict[str, int] = {}
    docs = total = 0.0
    for lexeme, n, length in c.execute(
            "SELECT lexeme, sum(docs), sum(total_len) FROM keyword_stats WHERE user_id = ANY(%s) "
            "AND (lexeme = '' OR lexeme = ANY(%s)) GROUP BY lexeme", (owners, wanted)).fetchall():
        if lexeme == "":
            docs, total = float(n), float(length)
        else:
            df[str(lexeme)] = int(n)
    return df, max(docs, 1.0), max(total / max(docs, 1.0), 1.0)


def list_limits(wanted: list[str], df: dict[str, int]) -> list[int | None]:
    """Per term (in ``wanted``'s order): None to read its postings whole, else how many to read."""
    limits: dict[str, int | None] = {}
    spent = 0
    for term in sorted(wanted, key=lambda t: df.get(t, 0)):
        n = df.get(term, 0)
        if spent + n <= POSTINGS_BUDGET:
            limits[term], spent = None, spent + n
        else:
            limits[term] = POSTINGS_PER_TERM
    return [limits[t] for t in wanted]


def _pass(c: Any, flt: MemoryFilter, wanted: list[str], weights: list[float], limits: list[int | None],
          pool: int, avgdl: float, codec: RowCodec) -> list[tuple[Any, Any]]:
    """Two statements, each with a plan that needs no table statistics (a new store has none until
    autovacuum's first analyze, and a single statement joining the candidates back to ``memories`` was
    then planned as a scan of the table per candidate: 49 ms at 800 memories): the candidates from the
    postings, read by index, then their exact scores, read by primary key."""
    where, params = filter_sql(flt, codec=codec)
    statuses = [MemoryStatus(s).value for s in flt.statuses]
    narrow = flt.narrowed  # less than whole partitions in the wanted statuses
    # Narrow filters join each posting to its memory while summing (so the cut keeps only admitted ones).
    join = f"JOIN memories m ON m.id = t.memory_id AND {where}" if narrow else ""
    best = c.execute(f"""
        WITH o AS (SELECT unnest(%s::text[]) AS user_id),
        q AS (SELECT * FROM unnest(%s::text[], %s::int[], %s::float8[]) AS q(lexeme, lim, w)),
        st AS (SELECT unnest(%s::text[]) AS status)
        SELECT p.memory_id FROM o CROSS JOIN q CROSS JOIN st CROSS JOIN LATERAL (
            SELECT t.memory_id, t.impact FROM memory_terms t {join}
            WHERE t.user_id = o.user_id AND t.lexeme = q.lexeme AND t.status = st.status
            ORDER BY t.impact DESC LIMIT q.lim) p
        GROUP BY p.memory_id ORDER BY sum(q.w * p.impact) DESC, p.memory_id COLLATE "C" LIMIT %s""",
        [list(flt.owners), wanted, limits, weights, statuses, *(params if narrow else []),
         RESCORE_FACTOR * pool]).fetchall()
    if not best:
        return []
    # The candidates by primary key, then the filter: the fence (``OFFSET 0``) keeps the planner from
    # walking the user's whole index to check each row against the list, which it did on a table without
    # statistics yet (4.2 ms against 0.2 ms for 55 candidates at 700 memories).
    rows = c.execute(f"""
        WITH q AS (SELECT * FROM unnest(%s::text[], %s::float8[]) AS q(lexeme, w))
        SELECT m.id, (SELECT sum(q.w * cardinality(u.positions) * {BM25_K1 + 1}
                                 / (cardinality(u.positions) + {BM25_K1} * (1 - {BM25_B} + {BM25_B} * m.n_terms / %s)))
                      FROM unnest(m.terms) u JOIN q ON q.lexeme = u.lexeme) AS rank
        FROM (SELECT * FROM memories WHERE id = ANY(%s) OFFSET 0) m WHERE {where}
        ORDER BY rank DESC, m.id COLLATE "C" LIMIT %s""",
        [wanted, weights, avgdl, [r[0] for r in best], *params, pool]).fetchall()
    # Two statements see two snapshots: a memory rewritten in between may hold none of the terms any more
    # (its rank is NULL); it no longer matches, so it is dropped.
    return [(r[0], r[1]) for r in rows if r[1] is not None]
