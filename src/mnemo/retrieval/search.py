"""Hybrid search: vector and keyword candidates, fused, mixed with recency, lifecycle-aware, expanded
along the graph, with abstention.

1. Query analysis (``retrieval.query``): key terms and a time span ("지난주", "last month").
2. Candidates: the store's ``pool`` nearest active memories by embedding and its ``pool`` best keyword
   matches over the core's terms (``text.tokenize.query_terms``: Korean particles stripped, English
   stemmed), active and superseded ones, with the filters applied inside the store's query.
3. Relevance = ``vector_weight`` x cosine + (1 - ``vector_weight``) x keyword score (the store's raw rank
   divided by the best one of this search: 0-1 whatever the backend's rank scale). Below
   ``min_relevance`` (on relevance + ``context_weight`` x context) a memory is not returned: no relevant
   memory, no answer.
   A keyword score counts in full only where the cosine reaches ``keyword_cosine`` (docs/retrieval.md).
   Conversation context: a hit's neighbours in its thread join the candidates and lift it
   (``_in_context``; decisions take no part).
4. Score = 70 % (relevance + context) + 30 % recency of the version's information (``updated_at``: 14-day
   half-life, low floor), x0.3 for a superseded version,
   deleted ones never; one result per memory lineage (its best version).
5. Graph expansion (``hops`` > 0): memories linked to the hits (RELATED_TO, CONTRADICTS, UPDATES,
   SAME_THREAD, ...), each hop x0.9, returned with the subgraph of nodes and relationships.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

import numpy as np

from mnemo.domain.decision_fields import evidence, settles
from mnemo.domain.models import Memory, MemoryStatus, iso_z
from mnemo.domain.queries import Candidate, MemoryFilter, MetaValue
from mnemo.domain.scoring import hop_decay, hybrid, lifecycle_factor, recency
from mnemo.domain.typed_values import typed_values
from mnemo.errors import InvalidInput
from mnemo.text.valid_text import require_unicode
from mnemo.ports import Embedder, MemoryStore
from mnemo.retrieval.query import QueryAnalysis, analyze, asks_only_for_a_period
from mnemo.retrieval.recipes import SearchConfig
from mnemo.text.tokenize import query_terms
from mnemo.domain.decision_status import decision_status, status_note
from mnemo.text.analysis import language_of

# A store returns at least this many candidates from each of vector and keyword search.
_MIN_POOL = 20
# How many of a time span's memories a question about the span reads (``Retriever._in_period``).
_PERIOD_PAGE = 2000
# The keyword floor is at most this share of the search's best cosine.
_KEYWORD_FLOOR_SHARE = 0.6


@dataclass(frozen=True)
class Filters:
    """Narrow a search: every given field must match."""

    teams: tuple[str | None, ...] | None = None  # None: any team (``MemoryFilter.teams``)
    shared: tuple[str, ...] = ()       # team partitions read besides the user's (``domain/access.py``)
    source: str | None = None          # the memory's source ("gmail", "slack", ...) or source type
    category: str | None = None        # decision type / category
    status: str | None = None          # "active" or "superseded"
    since: datetime | None = None
    until: datetime | None = None
    agent_id: str | None = None        # mem0's scopes and filters (``MemoryFilter``)
    run_id: str | None = None
    tags: tuple[tuple[str, ...], ...] = ()
    metadata: tuple[tuple[str, MetaValue], ...] = ()

    def for_user(self, user_id: str) -> MemoryFilter:
        """The store's filter: active and superseded versions (a superseded one ranks lower) unless a
        status is asked for; deleted ones never."""
        statuses = (MemoryStatus(self.status),) if self.status else (MemoryStatus.ACTIVE, MemoryStatus.SUPERSEDED)
        return MemoryFilter(user_id=user_id, statuses=statuses, teams=self.teams, shared=self.shared,
                            source=self.source, category=self.category, since=self.since, until=self.until,
                            agent_id=self.agent_id, run_id=self.run_id, tags=self.tags, metadata=self.metadata)


@dataclass
class Hit:
    memory: Memory
    score: float
    relevance: float
    cosine: float
    keyword: float
    recency: float
    hops: int = 0
    via: str | None = None  # for an expanded hit: the memory it was reached from
    across: bool = False    # the memory is in another language than the question
    lifted: bool = False    # ...and no same-language candidate is closer in meaning (``_ranked``)
    context: float = 0.0    # the best relevance among its neighbours in its thread (``_in_context``)
    stands_for: list[str] = field(default_factory=list)  # a compacted memory: the originals that matched

    def as_dict(self) -> dict[str, Any]:
        m = self.memory
        return {"id": m.id, "content": m.content, "title": m.title, "score": round(self.score, 4),
                "relevance": round(self.relevance, 4), "cosine": round(self.cosine, 4),
                "keyword": round(self.keyword, 4), "recency": round(self.recency, 4),
                "context": round(self.context, 4),
                "created_at": iso_z(m.created_at), "updated_at": iso_z(m.updated_at), "source": m.source,
                "source_type": m.source_type.value,
                "source_ref": m.source_ref, "source_url": m.source_url, "hops": self.hops, "via": self.via,
                "status": m.status.value, "version": m.version, "importance": m.importance,
                "category": m.category, "people": m.people, "thread_id": m.thread_id, "agent_id": m.agent_id,
                "run_id": m.run_id,
                "decision_status": decision_status(m), "superseded_by": m.superseded_by,
                "status_note": status_note(m), "stands_for": self.stands_for}


@dataclass
class SearchResult:
    query: QueryAnalysis
    hits: list[Hit]
    subgraph: dict[str, Any] = field(default_factory=lambda: {"nodes": [], "relationships": []})
    recipe: str = "default"
    span_applied: bool = False
    period: bool = False  # the question named only a time span: the hits are what falls in it (``_in_period``)

    def as_dict(self) -> dict[str, Any]:
        return {"results": [h.as_dict() for h in self.hits], "subgraph": self.subgraph,
                "query": self.query.as_dict(), "recipe": self.recipe, "time_span_applied": self.span_applied}


class Retriever:
    def __init__(self, store: MemoryStore, embedder: Embedder) -> None:
        self.store = store
        self.embedder = embedder

    def search(self, query: str, *, user_id: str, config: SearchConfig, now: datetime,
               filters: Filters | None = None, recipe_name: str = "default") -> SearchResult:
        if not query or not query.strip():
            raise InvalidInput("The search query is empty", "Pass the words to look for")
        require_unicode(query, "search query")
        filters = filters or Filters()
        flt = filters.for_user(user_id)
        analysis = analyze(query.strip(), now)
        if not (filters.since or filters.until) and asks_only_for_a_period(analysis):
            return self._in_period(analysis, filters, user_id, config, now, recipe_name)
        vector = self.embedder.embed_query([query.strip()])[0]
        terms, pool = query_terms(query.strip()), max(_MIN_POOL, config.pool)
        found = self.store.search(flt, vector=vector, terms=terms, k=pool)
        # A filter only removes results: a memory is scored against what the unfiltered search sees (the best
        # keyword rank and cosine of every memory the reader may see), not against the few the filter leaves,
        # or narrowing a search could rank a memory in that the unfiltered search left out (a walk: "billing"
        # found one memory with --agent and none without).
        unfiltered = replace(flt, source=None, category=None, since=None, until=None, agent_id=None, run_id=None,
                             tags=(), metadata=())  # ``teams`` stays: for a team's key it is what the key may read
        seen = found + (self.store.search(unfiltered, vector=vector, terms=terms, k=pool) if unfiltered != flt else [])
        best_rank = max((c.keyword_rank for c in seen if c.keyword_rank), default=0.0)
        lang = language_of(query)
        # a keyword match counts in full from this cosine up (``SearchConfig.keyword_cosine``), lower when
        # even the closest memory is far (a one-word question is far from every sentence it names)
        best_cos = max((c.cosine for c in seen if c.cosine is not None), default=0.0)
        floor = min(config.keyword_cosine, _KEYWORD_FLOOR_SHARE * max(best_cos, 0.0))
        # a memory in the other language is lifted (``_ranked``) when no same-language one is closer in meaning
        langs = {c.memory.id: language_of(c.memory.content) if lang else "" for c in seen}  # ~25 us each
        # (none when no candidate is in the question's language: there is nothing to outrank, and lifting every
        # hit would only squeeze their relevances together against recency)
        closest_same = max((c.cosine for c in seen if c.cosine is not None and lang
                            and langs[c.memory.id] == lang), default=float("inf"))
        candidates = [h for h in (self._hit(c, best_rank, config, now, lang, floor, closest_same, langs[c.memory.id])
                                  for c in found) if h is not None]
        if config.context_weight > 0 and config.context_radius > 0 and candidates:
            candidates = self._in_context(candidates, flt, vector, config, now, lang)
        span_applied = False
        if analysis.since and not (filters.since or filters.until):
            inside = [h for h in candidates
                      if analysis.since <= h.memory.updated_at < (analysis.until or datetime.max.replace(tzinfo=now.tzinfo))]
            if inside:
                candidates, span_applied = inside, True
        candidates = self._parts_behind_their_decision(candidates, flt)
        if analysis.kind != "person":
            candidates = _decisions_before_their_promises(candidates)
        candidates = self._with_successors(candidates, flt, config)
        if not config.expand_compacted:
            candidates = self._compacted_in_place(candidates, flt)
        hits = _best_per_lineage(candidates)
        hits = [h for h in hits if (h.relevance + config.context_weight * h.context >= config.min_relevance
                                    or h.across and h.cosine >= config.min_cosine_across)
                and h.score >= config.min_score]
        hits.sort(key=lambda h: h.score, reverse=True)
        hits = hits[:config.k]
        subgraph: dict[str, Any] = {"nodes": [], "relationships": []}
        if config.hops and hits:
            hits, subgraph = self._expand(hits, config, now, flt)
        return SearchResult(analysis, hits, subgraph, recipe_name, span_applied)

    def _in_period(self, analysis: QueryAnalysis, filters: Filters, user_id: str, config: SearchConfig,
                   now: datetime, recipe_name: str) -> SearchResult:
        """"지난주에 뭐 결정했지?": what falls inside the span, newest first (decisions only when the question
        asks for decisions and there are some), a replaced one after what stands. No relevance line: nothing
        is *about* such a question, and every memory of the span answers it."""
        flt = replace(filters, since=analysis.since, until=analysis.until).for_user(user_id)
        # the span's memories, newest first; a page wide enough that a busy week's notes do not push its
        # decisions out before they are picked
        found, _ = self.store.list_memories(flt, limit=_PERIOD_PAGE)
        if analysis.kind == "decision" and any(_is_decision(m) for m in found):
            found = [m for m in found if _is_decision(m)]
        hits = []
        for m in found:
            factor = lifecycle_factor(m.status, config.superseded_factor)
            if factor is None:
                continue
            recent = recency(m.updated_at, now, config.decay_days, config.recency_floor)
            hits.append(Hit(m, recent * factor, 0.0, 0.0, 0.0, recent))
        hits = _best_per_lineage(hits)
        hits.sort(key=lambda h: (h.score, h.memory.updated_at), reverse=True)
        return SearchResult(analysis, hits[:config.k], recipe=recipe_name, span_applied=True, period=True)

    @staticmethod
    def _hit(c: Candidate, best_rank: float, config: SearchConfig, now: datetime, query_lang: str = "",
             keyword_floor: float = 0.0, closest_same: float = float("inf"),
             memory_lang: str | None = None) -> Hit | None:
        m = c.memory
        factor = lifecycle_factor(m.status, config.superseded_factor)
        if factor is None:
            return None
        cos = c.cosine or 0.0
        kw = c.keyword_rank / best_rank if c.keyword_rank and best_rank > 0 else 0.0
        if keyword_floor > 0 and c.cosine is not None:
            kw *= min(1.0, max(cos, 0.0) / keyword_floor)
        relevance = config.vector_weight * max(cos, 0.0) + (1 - config.vector_weight) * kw
        # A Korean memory for an English question (or the reverse) can share no keyword: its relevance is
        # its meaning alone, not half of it (otherwise a question never finds a memory in the other language)
        across = bool(query_lang) and (memory_lang if memory_lang is not None else language_of(m.content)) != query_lang
        if across:
            relevance = max(relevance, max(cos, 0.0))
        lifted = across and c.cosine is not None and cos >= closest_same
        recent = recency(m.updated_at, now, config.decay_days, config.recency_floor)
        score = hybrid(_ranked(relevance, lifted, config), recent, config.semantic_weight, config.recency_weight) * factor
        return Hit(m, score, relevance, cos, kw, recent, across=across, lifted=lifted)

    def _in_context(self, hits: list[Hit], flt: MemoryFilter, vector: np.ndarray, config: SearchConfig,
                    now: datetime, lang: str) -> list[Hit]:
        """Read each hit in its conversation: a turn is often relevant through the turns around it ("What
        did she say about it?" follows the turn that names "it"), and the evidence a question needs is
        often the turn next to the one that matches its words.

        For the best ``k`` hits that belong to a thread, the active memories ``context_radius`` before
        and after them in that thread (write order) join the candidates with their own relevance (from
        their cosine), when they could still reach the top k. Every hit in a thread then scores on
        ``relevance + context_weight x context``, where context is the best relevance among its
        neighbours. Decisions take no part (``_is_decision``). Measured on LoCoMo's turns
        (``docs/retrieval.md``)."""
        by_id = {h.memory.id: h for h in hits}
        threads = {h.memory.thread_id for h in hits if h.memory.thread_id and h.memory.status is MemoryStatus.ACTIVE
                   and not _is_decision(h.memory)}
        if not threads:
            return hits
        order = self.store.thread_order(flt, sorted(threads), vector)
        if not order:
            return hits
        radius = config.context_radius
        position = {mid: (tid, i) for tid, members in order.items() for i, (mid, _) in enumerate(members)}
        seeds = sorted((h for h in hits if h.memory.id in position and not _is_decision(h.memory)),
                       key=lambda h: h.score, reverse=True)[:config.k]
        wanted: dict[str, float] = {}
        # a neighbour is read from the store only if it could reach the top k: its cosine, the most
        # relevant hit in its window as context, full recency, against the k-th score so far
        kth = sorted((h.score for h in hits), reverse=True)[config.k - 1] if len(hits) >= config.k else 0.0
        for h in seeds:
            tid, i = position[h.memory.id]
            members = order[tid]
            for j in _around(i, radius, len(members)):
                mid, cos = members[j]
                if mid in by_id or mid in wanted:
                    continue
                window = [by_id[members[x][0]].relevance for x in _around(j, radius, len(members))
                          if members[x][0] in by_id]
                best = hybrid(max(cos, 0.0) + config.context_weight * max(window, default=0.0), 1.0,
                              config.semantic_weight, config.recency_weight)
                if best >= kth:
                    wanted[mid] = cos
        decided = {mid for mid, h in by_id.items() if _is_decision(h.memory)}
        if wanted:
            for mid, m in self.store.get_memories(list(wanted)).items():
                if _is_decision(m):
                    decided.add(mid)
                elif m.status is MemoryStatus.ACTIVE and flt.admits(m):
                    h2 = self._hit(Candidate(m, wanted[mid], None), 0.0, config, now, lang)
                    if h2 is not None:
                        by_id[mid] = h2
        # context comes only from neighbours read here and known not to be decisions: a member never
        # read may be a decision, which must not lift the turns around it
        relevance = {mid: h.relevance for mid, h in by_id.items() if mid not in decided}
        for mid, h in by_id.items():
            at = position.get(mid)
            if at is None or mid in decided:
                continue
            tid, i = at
            members = order[tid]
            near = [relevance[members[j][0]] for j in _around(i, radius, len(members)) if members[j][0] in relevance]
            if near:
                h.context = max(near)
                factor = lifecycle_factor(h.memory.status, config.superseded_factor) or 0.0
                h.score = hybrid(_ranked(h.relevance, h.lifted, config) + config.context_weight * h.context,
                                 h.recency, config.semantic_weight, config.recency_weight) * factor
        return list(by_id.values())

    def _compacted_in_place(self, hits: list[Hit], flt: MemoryFilter) -> list[Hit]:
        """An old decision that compaction summarized is shown as its compacted memory: one result for the
        topic instead of its originals filling the list, with the best score among the originals that
        matched (so the topic ranks where its best original would, never lower) and their ids in
        ``stands_for``. A compacted memory the filter does not admit (another source asked for), or one
        written before the original was edited or superseded (its text would be stale until the next
        compaction run), leaves that original as it is; ``expand_compacted`` shows the originals instead."""
        into: dict[str, str] = {h.memory.id: str(h.memory.metadata["compacted_into"]) for h in hits
                                if h.memory.status is MemoryStatus.ACTIVE
                                and isinstance(h.memory.metadata.get("compacted_into"), str)}
        if not into:
            return hits
        known = {h.memory.id: h.memory for h in hits}
        missing = [c for c in set(into.values()) if c not in known]
        known.update(self.store.get_memories(missing) if missing else {})
        shown: dict[str, tuple[Memory, list[Hit], list[str]]] = {}
        for h in sorted(hits, key=lambda h: h.score, reverse=True):  # stands_for best first
            target = known.get(into.get(h.memory.id) or "")
            if target is None or target.status is not MemoryStatus.ACTIVE or not flt.admits(target) or \
                    not _summarized_as_is(target, h.memory):
                target = h.memory
            memory, group, originals = shown.setdefault(target.id, (target, [], []))
            group.append(h)
            if target is not h.memory:
                originals.append(h.memory.id)
        out = []
        for memory, group, originals in shown.values():
            best = max(group, key=lambda h: h.score)
            if not originals:
                out.append(best)
                continue
            out.append(Hit(memory, best.score, best.relevance, best.cosine, best.keyword, best.recency,
                           across=best.across, lifted=best.lifted, context=best.context, stands_for=originals))
        return out

    def _parts_behind_their_decision(self, hits: list[Hit], flt: MemoryFilter) -> list[Hit]:
        """A reply kept as part of a decision (``metadata.part_of``: "LGTM, go ahead and book the change
        window", "좋습니다, 동의해요 👍 5월 첫 주말부터 적용하죠") answers a question about the matter only
        through the decision it agreed to, which may share few of the question's words. The decision ranks
        just above its best-matching part (with that part's relevance, when its own is lower), so the answer
        to "what did we decide about X" is the proposal that was decided, not the "+1" under it. The part
        stays in the result beside it."""
        parts = {h.memory.id: str(h.memory.metadata["part_of"]) for h in hits
                 if h.memory.status is MemoryStatus.ACTIVE and isinstance(h.memory.metadata.get("part_of"), str)}
        if not parts:
            return hits
        by_id = {h.memory.id: h for h in hits}
        missing = [d for d in set(parts.values()) if d not in by_id]
        found = self.store.get_memories(missing) if missing else {}
        for h in sorted((by_id[p] for p in parts), key=lambda h: h.score, reverse=True):
            did = parts[h.memory.id]
            have = by_id.get(did)
            if have is None:
                m = found.get(did)
                if m is None or m.status is not MemoryStatus.ACTIVE or not flt.admits(m):
                    continue
                by_id[did] = Hit(m, h.score * (1 + _AHEAD), h.relevance, h.cosine, h.keyword, h.recency,
                                 via=h.memory.id, across=h.across, lifted=h.lifted)
            elif have.memory.status is MemoryStatus.ACTIVE and have.score <= h.score:
                have.score, have.relevance = h.score * (1 + _AHEAD), max(have.relevance, h.relevance)
        return list(by_id.values())

    def _with_successors(self, hits: list[Hit], flt: MemoryFilter, config: SearchConfig) -> list[Hit]:
        """A superseded memory that matches the question names the matter the question is about; what
        stands on that matter is its successor, which may share few of the question's words ("so we're
        moving it to Netlify instead" answers "where is the marketing site hosted?" only through the
        decision it replaced). Each superseded hit brings the memory that stands in its place (following
        ``superseded_by`` to the active end of the chain; an archived version brings its memory's current
        version) with the hit's score before the superseded penalty, so the standing answer ranks above
        what it replaced; a successor already found keeps the better of the two scores."""
        by_id = {h.memory.id: h for h in hits}
        factor = config.superseded_factor
        todo = {h.memory.superseded_by: h for h in hits
                if h.memory.status is MemoryStatus.SUPERSEDED and h.memory.superseded_by}
        seen: set[str] = set()
        for _ in range(4):  # chains are short; a cycle or a long chain stops here
            todo = {k: v for k, v in todo.items() if k not in seen}
            if not todo:
                break
            seen.update(todo)
            found = self.store.get_memories(list(todo))
            nxt: dict[str, Hit] = {}
            for sid, origin in todo.items():
                m = found.get(sid)
                if m is None or not flt.admits(m):
                    continue
                if m.status is MemoryStatus.SUPERSEDED and m.superseded_by:
                    nxt.setdefault(m.superseded_by, origin)
                    continue
                if m.status is not MemoryStatus.ACTIVE:
                    continue
                score = origin.score / factor if factor > 0 else origin.score
                have = by_id.get(m.id)
                if have is not None:
                    if score > have.score:
                        have.score, have.relevance = score, max(have.relevance, origin.relevance)
                    continue
                by_id[m.id] = Hit(m, score, origin.relevance, origin.cosine, origin.keyword, origin.recency,
                                  via=origin.memory.id, across=origin.across, lifted=origin.lifted)
            todo = nxt
        return list(by_id.values())

    def _party_node(self, node_id: str, hop: int) -> dict[str, Any] | None:
        """People and entities are subgraph nodes (who was involved, what was mentioned), not results."""
        if node_id.startswith("per_"):
            p = self.store.get_person(node_id)
            return None if p is None else {"id": p.id, "kind": "person", "label": p.name, "hops": hop,
                                           "emails": p.emails, "organization": p.organization}
        if node_id.startswith("ent_"):
            e = self.store.get_entity(node_id)
            return None if e is None else {"id": e.id, "kind": e.kind or "entity", "label": e.name, "hops": hop,
                                           "aliases": e.aliases}
        return None

    def _expand(self, hits: list[Hit], config: SearchConfig, now: datetime,
                flt: MemoryFilter) -> tuple[list[Hit], dict[str, Any]]:
        """Follow edges from the hits, ``config.hops`` deep, each hop x ``hop_decay``."""
        seen = {h.memory.id: h for h in hits}
        lineages = {h.memory.lineage_id for h in hits}
        nodes = {h.memory.id: _node(h.memory, 0) for h in hits}
        relationships: dict[str, dict[str, Any]] = {}
        frontier = list(hits)
        for hop in range(1, config.hops + 1):
            edges_by_origin = {h.memory.id: self.store.edges_of(h.memory.id) for h in frontier}
            wanted = {e.target_id if e.source_id == origin else e.source_id
                      for origin, edges in edges_by_origin.items() for e in edges}
            neighbours = self.store.get_memories([i for i in wanted if i not in seen])
            nxt: list[Hit] = []
            for origin_hit in frontier:
                for e in edges_by_origin[origin_hit.memory.id]:
                    relationships[e.id] = {"id": e.id, "type": e.type.value, "source": e.source_id,
                                           "target": e.target_id, "confidence": e.confidence}
                    other = e.target_id if e.source_id == origin_hit.memory.id else e.source_id
                    if other not in nodes and other not in neighbours:
                        node = self._party_node(other, hop)
                        if node is not None:  # a person, entity or project the hit involves / mentions
                            nodes[other] = node
                        continue
                    m = neighbours.get(other)
                    if m is None or other in seen or not flt.admits(m) or m.lineage_id in lineages:
                        continue  # an older version of a hit is its history, not a new finding
                    factor = lifecycle_factor(m.status, config.superseded_factor)
                    if factor is None:
                        continue
                    recent = recency(m.updated_at, now, config.decay_days, config.recency_floor)
                    score = hop_decay(origin_hit.score, hop, config.hop_decay) * factor
                    h = Hit(m, score, hop_decay(origin_hit.relevance, hop, config.hop_decay), 0.0, 0.0, recent,
                            hops=hop, via=origin_hit.memory.id)
                    seen[other] = h
                    lineages.add(m.lineage_id)
                    nodes[other] = _node(m, hop)
                    nxt.append(h)
            frontier = nxt
            if not frontier:
                break
        ordered = sorted(seen.values(), key=lambda h: h.score, reverse=True)
        # edges to memories outside the result (deleted, filtered) stay out of the subgraph
        rels = [r for r in relationships.values() if r["source"] in nodes and r["target"] in nodes]
        return ordered, {"nodes": list(nodes.values()), "relationships": rels}


#: How far above its best-matching part a decision is placed (``Retriever._parts_behind_their_decision``):
#: enough to order the two, too little to pass anything else.
_AHEAD = 1e-6


def _ranked(relevance: float, lifted: bool, config: SearchConfig) -> float:
    """The relevance a hit ranks on: a memory in the other language than the question cannot share its
    keywords, so when it is as close in meaning as any same-language candidate (``lifted``) it ranks with
    ``across_bonus`` in their place (``SearchConfig.across_bonus``). Whether a hit is returned at all is
    decided on its relevance without it. The lift closes that share of the gap to 1 (0.3 at a cosine of
    0.3, the typical one of a question to its memory in the other language), so lifted hits keep their order
    among themselves: a flat +0.3 capped at 1 tied every translation above 0.7 in a one-language store."""
    return relevance + config.across_bonus * (1.0 - relevance) if lifted else relevance


def _around(i: int, radius: int, size: int) -> list[int]:
    """The positions within ``radius`` of ``i`` in a thread of ``size`` members, ``i`` itself left out."""
    return [j for j in range(max(0, i - radius), min(size, i + radius + 1)) if j != i]


def _is_decision(m: Memory) -> bool:
    """Decisions stand on their own words: the register settles them, and a thread's chatter must not lift
    a neighbour above the decision a question asks for (or a decision above the turns around it)."""
    return m.metadata.get("type") == "decision"


def _node(m: Memory, hops: int) -> dict[str, Any]:
    return {"id": m.id, "kind": "memory", "label": (m.title or m.content)[:80], "hops": hops,
            "status": m.status.value}


def _summarized_as_is(compacted: Memory, original: Memory) -> bool:
    """Whether ``compacted`` summarized ``original`` as it is now (its status and version when written)."""
    members = compacted.metadata.get("members")
    now = f"{decision_status(original) or 'gone'}:{original.version}"
    return isinstance(members, dict) and members.get(original.id) == now


def _decisions_before_their_promises(hits: list[Hit]) -> list[Hit]:
    """In one thread, the decision that settles the matter ranks above the promises around it that the
    question matched better ("첫 차 현장 도착 기준으로 맞추겠습니다" under "타설일을 3월 23일(월)로
    재조정합니다"; "Will do — I'll ping their APAC team" under the KYC vendor decision): they share the
    thread's subject line with the question, and the question asks what the thread decided. Only a decision
    found among the hits is moved, just above the best of those, and not for a question that asks who
    (whose promise it is may be the answer)."""
    settled: dict[str, Hit] = {}
    for h in hits:
        m = h.memory
        if m.thread_id and m.status is MemoryStatus.ACTIVE and _settles_its_thread(m) and (
                m.thread_id not in settled or h.score > settled[m.thread_id].score):
            settled[m.thread_id] = h
    for h in hits:
        d = settled.get(h.memory.thread_id or "")
        if d is not None and h is not d and _promise_around(h.memory) and h.score >= d.score:
            d.score = h.score * (1 + _AHEAD)  # its own relevance still decides whether it is shown at all
    return hits


def _promise_around(m: Memory) -> bool:
    """A promise that sets no value of its own ("I'll get the renewal paperwork started"); not a proposal (it
    may be what the thread is deciding), not a promise with a date or an amount ("Daesung will submit the PPAP
    on 20 March" is often the decision itself), and not other talk in the thread: a thread may hold a whole
    day's chat, and "Alice's birthday party is on 3 May" lifted the thread's hosting decision above itself."""
    # the sentence found, without the thread's subject line and its dates
    return _is_decision(m) and m.metadata.get("kind") == "commitment" and not typed_values(evidence(m))


def _settles_its_thread(m: Memory) -> bool:
    """A decision that settles its matter (as supersession reads it), not kept as part of another decision."""
    return _is_decision(m) and settles(m) and not m.metadata.get("part_of")


def _best_per_lineage(hits: Sequence[Hit]) -> list[Hit]:
    best: dict[str, Hit] = {}
    for h in hits:
        key = h.memory.lineage_id or h.memory.id
        if key not in best or h.score > best[key].score:
            best[key] = h
    return list(best.values())
