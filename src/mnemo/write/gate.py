"""The write-intelligence gate: one pipeline every agent write passes, whatever the interface.

Agents call "create memory" for every step of a task; prompting them to search first does not hold. So the
server keeps memory clean itself, in the document's order:

1. **Schema validation**: every problem names the field and the fix (``InvalidInput``).
2. **Injection filter** (``domain.injection``): an instruction to a future reader is rejected
   (``GateRejected``, 422); suspicious content with innocent uses is *quarantined*: stored as a soft-deleted
   memory (status ``deleted``, ``delete_reason`` "quarantined: ...", the verdict in ``metadata.gate``), so it
   is out of search, context and similarity, yet kept on record for a person to review (``get``, the log).
3. **Similarity gate**: the user's active memories updated in the last 7 days (same team). A write whose
   cosine with one of them reaches the merge threshold (the document's 0.88, as this embedder's raw cosine)
   is merged into it; so is a write at the looser *restatement* cosine that adds (almost) no content word
   the memory lacks. A merge makes a new version through the engine's UPDATE path with the non-LLM merged
   text (``domain.write_rules.merge_contents``) and the union of tags; a write that adds nothing new at all
   only refreshes the memory (no version, no re-embedding). Answer: ``action: merged, merged_into: ID``.
4. **Content density**: under 80 characters (Hangul weighted, see ``write_rules.effective_length``) the write
   is rejected with a message asking for what is missing, or, with an LLM configured, reconstructed.
5. **Tag normalizer** (``domain.tags``): primaries, specific variants kept as secondaries, at most 8 tags,
   spelled the way the user already spells them; fewer than 3 are topped up from the content (the map's
   words, the user's own tags, similar memories' tags, words the text repeats) and a warning says when
   nothing fitting was found.
6. **Reconstructor** (optional LLM, ``prompts.reconstruct``): thin content restructured into the template,
   the original kept in ``metadata.gate.reconstruction``, then validated again (injection, density).
7. **Consolidation**: the engine's own decision (SKIP / UPDATE / CREATE + LINK) with the vector from step 3
   reused, so a write is embedded once.

Re-embedding follows the document's triggers exactly: content change, merge, reconstruction, title (mnemo
embeds the title), tags only when ``gate.tags_embedded``; never metadata. ``WriteGate.embeddings`` counts
every text this gate embeds, so the triggers are observable.

Bookkeeping: a refused write (schema, injection, density) stores and logs nothing; every accepted write
(created, merged, updated, skipped, linked, quarantined, edited) adds exactly one decision-log entry.
"""

from __future__ import annotations

import json
import re
import threading
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from functools import lru_cache
from typing import Any

import numpy as np

from mnemo.config import Settings
from mnemo.domain.ids import new_id
from mnemo.domain.injection import InjectionVerdict, check
from mnemo.domain.models import (
    AddResult,
    DecisionAction,
    DecisionLogEntry,
    DecisionType,
    LogStatus,
    Memory,
    MemoryDraft,
    MemoryStatus,
    SourceType,
)
from mnemo.domain.tags import (
    TagVocabulary,
    align_to_vocabulary,
    normalize_tags,
    suggest_tags,
    tag_key,
    union_tags,
)
from mnemo.domain.hashing import content_hash, normalize_for_hash
from mnemo.domain.memory_text import embedding_text
from mnemo.domain.write_rules import (
    WriteAction,
    WriteOutcome,
    density_problem,
    merge_contents,
    reembed_reasons,
)
from mnemo.errors import Conflict, GateRejected, InvalidInput, MnemoError, NotFound
from mnemo.ports import LLM, Clock, Embedder, MemoryStore
from mnemo.text.analysis import content_terms, language_of, stem_en, tokens

# How the bundled USE-m3 defaults in ``GateSettings`` were chosen. Merge 0.845: the document's 0.88 is a merge
# threshold set against false merges, so for USE-m3 it is the lowest raw cosine at which at most 2% of the
# KorSTS + STS-B dev pairs with gold < 3 ("different statements") would merge (it keeps 50% of the pairs with
# gold >= 4; ``benchmarks/agent_flood.py --calibrate`` reproduces it). Restatement 0.50 is the related band;
# novelty <= 0.4 was chosen on the dev sessions of ``benchmarks/agent_flood.py`` (0 false merges there) and
# then measured once on its held-out sessions.
USE_M3_CALIBRATION = {"merge": 0.845, "restatement": 0.50, "max_novelty": 0.4}

INTENTS = ("new", "continue", "auto")
_PROPER = re.compile(r"(?<![.!?:]\s)(?<!^)(?<![A-Za-z0-9_])[A-Z][a-z]+[A-Za-z0-9]*(?![A-Za-z0-9_])")
_NOT_PROPER = frozenset(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"])
_SESSION_PREFIX = "session:"
_MERGE_ATTEMPTS = 3  # a merge whose target got a newer version meanwhile is redone from it
_RESERVED_METADATA = "gate"
_KO_TAG_POS = frozenset({"NNG", "NNP", "SL"})
_KO_FACT_POS = frozenset({"NNG", "NNP", "SL", "SN", "XR", "NR"})
_CAMEL = re.compile(r"([a-z0-9])([A-Z])")
_IDENT_SPLIT = re.compile(r"[_/\\]+|(?<=\w)[.\-](?=\w)")
# Discourse words agents wrap a restatement in: they add no fact.
_FILLER = frozenset(stem_en(w) for w in ["still", "even", "though", "again", "now", "keep", "kept", "because", "since", "confirmed", "summary", "recap", "problem", "issue", "explained", "never", "already", "also", "just", "get", "got", "use", "used", "back", "full", "fully", "start", "started", "within", "rather", "plus", "overall", "done", "work", "works", "working", "fine", "good", "ok", "update", "progress", "note", "status", "found", "looks", "seems", "currently"]) | frozenset(
    ["정리", "확인", "문제", "이유", "예정", "정도", "기존", "관련", "내용", "현재", "상황", "진행", "요약", "다시"])
# English words that are poor tags however often they occur (verbs and fillers of progress notes).
_EN_TAG_STOP = frozenset(
    ["added", "adding", "add", "using", "used", "use", "uses", "make", "made", "run", "runs", "ran", "get", "got", "set", "now", "new", "still", "again", "also", "after", "before", "about", "into", "from", "with", "without", "then", "than", "more", "less", "only", "just", "done", "fixed", "fixes", "fixing", "found", "finds", "work", "works", "working", "worked", "need", "needs", "needed", "instead", "every", "each", "other", "same", "first", "last", "next", "all", "some", "one", "two", "three", "per", "via", "because", "since", "while", "when", "where", "which", "what", "there", "their", "this", "that", "these", "those", "back", "down", "over", "under", "out", "off", "summary", "progress", "update", "updates", "note", "notes", "step", "steps", "looks", "seems"])


@dataclass
class _Write:
    """A validated write."""

    content: str
    title: str | None
    category: str | None
    tags: list[str]
    user_id: str
    team_id: str | None
    source: str | None
    importance: float | None
    metadata: dict[str, Any]
    source_type: SourceType
    thread_id: str | None = None
    warnings: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return embedding_text(self.content, self.title)


@dataclass(frozen=True)
class _Match:
    memory: Memory
    cosine: float
    rule: str  # "similar" (merge threshold) | "restates" (adds no new content words) | "session"
    novelty: float | None = None


class WriteGate:
    def __init__(self, store: MemoryStore, embedder: Embedder, engine: Any, settings: Settings, clock: Clock,
                 llm: LLM | None = None) -> None:
        self.store = store
        self.embedder = embedder
        self.engine = engine
        self.settings = settings
        self.config = settings.gate
        self.clock = clock
        self.llm = llm
        self.vocabulary = TagVocabulary.build(self.config.synonyms, self.config.specific)
        self.merge_raw, self.restate_raw = settings.gate_thresholds(embedder.model_id)
        self.embeddings = 0  # texts embedded by this gate: the re-embedding triggers made observable
        self._count_lock = threading.Lock()
        self._known: dict[tuple[str, str | None], Counter[str]] = {}  # each user's tag vocabulary, in use
        self._known_lock = threading.Lock()

    # -- public entry points -------------------------------------------------------------------------------
    def create(self, content: Any, *, title: Any = None, type: Any = None, tags: Any = None, user_id: Any,
               team_id: Any = None, source: Any = None, importance: Any = None, metadata: Any = None,
               source_type: Any = None, thread_id: str | None = None,
               vector: np.ndarray | None = None) -> WriteOutcome:
        """Run one write through the gate (steps 1-7 of the module docstring). ``vector``: the write's
        embedding when the caller already made it (smart-write)."""
        w = self._validate(content, title=title, type=type, tags=tags, user_id=user_id, team_id=team_id,
                           source=source, importance=importance, metadata=metadata, source_type=source_type)
        w.thread_id = thread_id
        verdict = self._screen(w)
        if verdict.verdict == "quarantine":
            return self._quarantine(w, verdict)
        vec = self._embed(w.text) if vector is None else vector
        neighbours: list[tuple[Memory, float]] = []
        if self.config.enabled:
            match, neighbours = self._similar_recent(w, vec)
            if match is not None:
                return self._merge(w, match)
        reconstructed = None
        if self.config.enabled:
            problem = density_problem(w.content, self.config.min_chars, self.config.hangul_weight)
            if problem is not None:
                if self.llm is None or not self.config.reconstruct:
                    raise self._rejected(*problem, code="content_too_thin", w=w)
                reconstructed = self._reconstruct(w)
                vec = self._embed(w.text)  # reconstruction trigger: new content, new embedding
        tags, suggested = self._tags(w, neighbours)
        meta = dict(w.metadata)
        gate_meta: dict[str, Any] = {}
        if reconstructed:
            gate_meta["reconstruction"] = reconstructed
        if [tag_key(t) for t in w.tags] != [tag_key(t) for t in tags]:
            gate_meta["input_tags"] = w.tags
        if gate_meta:
            meta[_RESERVED_METADATA] = gate_meta
        draft = self._draft(w, content=w.content, title=w.title, keywords=tags, metadata=meta)
        result = self.engine.run([draft], vectors=[vec], delete_requests=False)[0]
        self._remember_tags(w, tags)
        return self._outcome_of(result, tags=tags, suggested=suggested, warnings=w.warnings,
                                reconstructed=bool(reconstructed))

    def smart_write(self, title: Any, content: Any, *, type: Any = None, tags: Any = None,
                    session_hint: Any = None, intent: Any = "auto", user_id: Any, team_id: Any = None,
                    source: Any = None) -> WriteOutcome:
        """The smart-write endpoint: ``session_hint`` names the task session, ``intent`` says whether this
        write starts something new (``new``), continues the session's memory (``continue``: merged into it
        whatever the similarity), or lets the server decide (``auto``: continue the session's memory when the
        write is about the same matter, else the gate as for any create). Every write of a session carries
        the hint as its thread (``session:<hint>``)."""
        intent = "auto" if intent is None else intent
        if not isinstance(intent, str) or intent.strip().lower() not in INTENTS:
            raise InvalidInput(f"Invalid intent: {intent!r}", "Use one of: new, continue, auto")
        intent = intent.strip().lower()
        hint = self._text_field(session_hint, "session_hint", 500)
        if intent == "continue" and not hint:
            raise InvalidInput("Invalid session_hint: intent 'continue' needs one",
                               "Pass the session_hint of the session to continue, or use intent 'auto'")
        thread = f"{_SESSION_PREFIX}{hint}" if hint else None
        if thread is None or intent == "new":
            return self.create(content, title=title, type=type, tags=tags, user_id=user_id, team_id=team_id,
                               source=source, thread_id=thread)
        w = self._validate(content, title=title, type=type, tags=tags, user_id=user_id, team_id=team_id,
                           source=source, importance=None, metadata=None, source_type=None)
        w.thread_id = thread
        session = self.store.latest_in_thread(w.user_id, thread, w.team_id)
        if session is not None:
            verdict = self._screen(w)
            if verdict.verdict == "quarantine":
                return self._quarantine(w, verdict)
            vec = self._embed(w.text)
            cos = float(vec @ self._stored_vector(session))
            if intent == "continue" or cos >= self._related_raw():
                return self._merge(w, _Match(session, cos, "session"))
            return self.create(content, title=title, type=type, tags=tags, user_id=user_id, team_id=team_id,
                               source=source, thread_id=thread, vector=vec)
        return self.create(content, title=title, type=type, tags=tags, user_id=user_id, team_id=team_id,
                           source=source, thread_id=thread)

    def update(self, memory_id: str, *, user_id: str | None, content: Any = None, title: Any = None,
               tags: Any = None, type: Any = None, importance: Any = None, metadata: Any = None) -> Memory:
        """Edit a memory (any of its version ids; another user's id is not found). Content or title changes
        make a new version, re-embedded; tags, type, importance and metadata change in place, not
        re-embedded (the document's triggers)."""
        if not isinstance(memory_id, str) or not memory_id.strip():
            raise InvalidInput("Invalid memory_id: empty", "Pass the id of the memory to change")
        found = self.store.get_memory(memory_id.strip())
        if found is None or (user_id is not None and found.user_id != user_id):
            raise NotFound(f"No memory with id {memory_id!r}", "List ids with search or the memories list")
        current = next((m for m in reversed(self.store.lineage(found.lineage_id))
                        if m.status is MemoryStatus.ACTIVE), None)
        if current is None:
            raise NotFound(f"Memory {memory_id!r} is deleted", "Deleted memories cannot be edited; create a new one")
        new_content = None if content is None else self._content(content)
        new_title = self._text_field(title, "title", 500) if title is not None else None
        new_category = self._text_field(type, "type", 100) if type is not None else None
        new_importance = self._importance(importance) if importance is not None else None
        new_meta = self._metadata(metadata) if metadata is not None else None
        new_tags = None
        if tags is not None:
            new_tags = normalize_tags(self._tag_list(tags), self.vocabulary, max_tags=self.config.max_tags,
                                      keep_specific=self.config.keep_specific).tags
        content_changed = new_content is not None and normalize_for_hash(new_content) != normalize_for_hash(
            current.content)
        title_changed = title is not None and (new_title or None) != (current.title or None)
        tags_changed = new_tags is not None and [tag_key(t) for t in new_tags] != [tag_key(t) for t in current.keywords]
        if content_changed or title_changed:
            probe = f"{new_title or ''}\n{new_content or ''}".strip()
            verdict = check(probe)
            if verdict.verdict != "clean":
                raise self._rejected(verdict.reason, "Remove the instructions to the reader and send the edit again",
                                     code="injection_rejected", w=None)
            if content_changed and self.config.enabled:
                problem = density_problem(new_content or "", self.config.min_chars, self.config.hangul_weight)
                if problem is not None:
                    raise self._rejected(*problem, code="content_too_thin", w=None)
        reasons = reembed_reasons(content_changed=content_changed, title_changed=title_changed,
                                  tags_changed=tags_changed, tags_embedded=self.config.tags_embedded)
        now = self.clock.now()
        if reasons:
            draft = MemoryDraft(
                content=new_content if content_changed else current.content,
                title=(new_title or None) if title is not None else current.title,
                category=new_category if new_category is not None else current.category,
                keywords=new_tags if new_tags is not None else list(current.keywords),
                importance=new_importance if new_importance is not None else current.importance,
                confidence=current.confidence, source_type=current.source_type, source=current.source,
                thread_id=current.thread_id, user_id=current.user_id, team_id=current.team_id,
                metadata=new_meta or {})
            vec = self._embed(embedding_text(draft.content, draft.title))
            result = self.engine.apply_update(current, draft, vec, explicit=True,
                                              reason=f"Edited: {', '.join(reasons)} changed; new version re-embedded")
            return self.store.get_memory(result.memory_id or current.id) or current
        changes = {k: v for k, v in (("tags", new_tags if tags_changed else None), ("type", new_category),
                                     ("importance", new_importance), ("metadata", new_meta)) if v is not None}
        if not changes:
            return current
        merged_meta = {**current.metadata, **new_meta} if new_meta is not None else None
        with self.store.transaction() as tx:
            tx.update_in_place(current.id, updated_at=now, keywords=new_tags if tags_changed else None,
                               category=new_category, importance=new_importance, metadata=merged_meta)
            self._log(tx, DecisionType.UPDATE, current.user_id, current.id, current.id, None,
                      f"Edited in place ({', '.join(changes)}): no new version, embedding kept",
                      DecisionAction(type="update", target_id=current.id, create_version=False,
                                     updates={k: v for k, v in changes.items() if k != "metadata"} or None))
        return self.store.get_memory(current.id) or current

    # -- step 1: validation ---------------------------------------------------------------------------------
    def _validate(self, content: Any, *, title: Any, type: Any, tags: Any, user_id: Any, team_id: Any,
                  source: Any, importance: Any, metadata: Any, source_type: Any) -> _Write:
        user = self._text_field(user_id, "user_id", 200)
        if not user:
            raise InvalidInput("Invalid user_id: empty", "Pass the user the memory belongs to")
        st = SourceType.USER_INPUT
        if source_type is not None:
            try:
                st = SourceType(source_type)
            except ValueError:
                raise InvalidInput(f"Invalid source_type: {source_type!r}",
                                   "Use one of: user_input, bootstrapped, tool_output, realtime") from None
        return _Write(content=self._content(content), title=self._text_field(title, "title", 500),
                      category=self._text_field(type, "type", 100), tags=self._tag_list(tags), user_id=user,
                      team_id=self._text_field(team_id, "team_id", 200), source=self._text_field(source, "source", 200),
                      importance=None if importance is None else self._importance(importance),
                      metadata=self._metadata(metadata), source_type=st)

    def _content(self, content: Any) -> str:
        if not isinstance(content, str):
            raise InvalidInput(f"Invalid content: expected text, got {type(content).__name__}",
                               "Send the memory as a string: what happened, why, and the outcome")
        text = content.strip()
        if not text:
            raise InvalidInput("Invalid content: empty", "Send what happened, why, and the outcome")
        if len(text) > self.config.max_content_chars:
            raise InvalidInput(f"Invalid content: {len(text)} characters (at most {self.config.max_content_chars})",
                               "Split it into several memories, one per fact or decision")
        return text

    @staticmethod
    def _text_field(value: Any, name: str, limit: int) -> str | None:
        if value is None:
            return None
        if not isinstance(value, str):
            raise InvalidInput(f"Invalid {name}: expected text, got {type(value).__name__}", f"Send {name} as a string")
        value = value.strip()
        if len(value) > limit:
            raise InvalidInput(f"Invalid {name}: {len(value)} characters (at most {limit})", f"Shorten the {name}")
        return value or None

    @staticmethod
    def _importance(value: Any) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0.0 <= float(value) <= 1.0:
            raise InvalidInput(f"Invalid importance: {value!r}", "Use a number from 0 to 1")
        return float(value)

    def _tag_list(self, tags: Any) -> list[str]:
        if tags is None:
            return []
        if isinstance(tags, str):
            tags = [t for t in tags.split(",")]
        if not isinstance(tags, (list, tuple)):
            raise InvalidInput(f"Invalid tags: expected a list of strings, got {type(tags).__name__}",
                               'Send tags as a list, e.g. ["auth", "cli", "bug"]')
        if len(tags) > 64:
            raise InvalidInput(f"Invalid tags: {len(tags)} given (at most 64)",
                               f"Send the few that matter; the gate keeps {self.config.max_tags}")
        out = []
        for i, t in enumerate(tags):
            if not isinstance(t, str):
                raise InvalidInput(f"Invalid tags[{i}]: expected a string, got {type(t).__name__}",
                                   "Send every tag as a string")
            if len(t) > 100:
                raise InvalidInput(f"Invalid tags[{i}]: {len(t)} characters (at most 100)", "Use short tags")
            if t.strip():
                out.append(t.strip())
        return out

    def _metadata(self, metadata: Any) -> dict[str, Any]:
        if metadata is None:
            return {}
        if not isinstance(metadata, dict) or not all(isinstance(k, str) for k in metadata):
            raise InvalidInput("Invalid metadata: expected an object with string keys",
                               'Send metadata as a JSON object, e.g. {"ticket": "ENG-42"}')
        if _RESERVED_METADATA in metadata:
            raise InvalidInput(f"Invalid metadata.{_RESERVED_METADATA}: reserved for the write gate",
                               "Use another key name")
        try:
            size = len(json.dumps(metadata, ensure_ascii=False, allow_nan=False).encode("utf-8"))
        except (TypeError, ValueError) as exc:
            raise InvalidInput(f"Invalid metadata: not JSON ({exc})", "Send only strings, numbers, lists and objects") from None
        if size > self.config.max_metadata_bytes:
            raise InvalidInput(f"Invalid metadata: {size} bytes (at most {self.config.max_metadata_bytes})",
                               "Keep metadata small; put the substance in content")
        return dict(metadata)

    # -- step 2: injection ------------------------------------------------------------------------------------
    def _screen(self, w: _Write) -> InjectionVerdict:
        verdict = check(f"{w.title}\n{w.content}" if w.title else w.content)
        if verdict.verdict == "reject":
            raise self._rejected(verdict.reason, "Store facts, not instructions to whoever reads the memory later",
                                 code="injection_rejected", w=w)
        w.warnings.extend(verdict.warnings)
        return verdict

    def _quarantine(self, w: _Write, verdict: InjectionVerdict) -> WriteOutcome:
        """Kept on record, out of search, context and similarity: a soft-deleted memory with the reason."""
        now = self.clock.now()
        tags = normalize_tags(w.tags, self.vocabulary, max_tags=self.config.max_tags).tags
        meta = {**w.metadata, _RESERVED_METADATA: {"quarantine": {"rule": verdict.rule, "reason": verdict.reason,
                                                                  "evidence": verdict.evidence}}}
        memory = Memory(id=new_id("mem"), lineage_id="", status=MemoryStatus.DELETED, user_id=w.user_id,
                        team_id=w.team_id, content=w.content, title=w.title, category=w.category, keywords=tags,
                        importance=w.importance if w.importance is not None else 0.5, source_type=w.source_type,
                        source=w.source, thread_id=w.thread_id, created_at=now, updated_at=now, deleted_at=now,
                        delete_reason=f"quarantined: {verdict.reason}"[:1000], content_hash=content_hash(w.content),
                        metadata=meta)
        memory = memory.model_copy(update={"lineage_id": memory.id})
        reason = f"Quarantined by the write gate ({verdict.rule}): {verdict.reason}"
        with self.store.transaction() as tx:
            tx.insert_memory(memory, None)
            self._log(tx, DecisionType.CREATE, w.user_id, memory.id, None, None, reason,
                      DecisionAction(type="quarantine", reason_detail=verdict.rule), status=LogStatus.SKIPPED)
        return WriteOutcome(action=WriteAction.QUARANTINED, memory_id=memory.id, lineage_id=memory.id, version=1,
                            reason=reason, tags=tags, warnings=w.warnings)

    # -- step 3: similarity gate ---------------------------------------------------------------------------
    def _similar_recent(self, w: _Write, vec: np.ndarray) -> tuple[_Match | None, list[tuple[Memory, float]]]:
        """The recent memory this write restates, if any, and the recent neighbours (for tag suggestions)."""
        cutoff = self.clock.now() - timedelta(days=self.config.window_days)
        hits = self.store.nearest_active(w.user_id, vec, self.config.candidates, self.restate_raw)
        loaded = self.store.get_memories([i for i, _ in hits]) if hits else {}
        recent = [(loaded[i], c) for i, c in hits if i in loaded and loaded[i].status is MemoryStatus.ACTIVE
                  and loaded[i].team_id == w.team_id and loaded[i].updated_at >= cutoff]
        for m, cos in recent:
            if cos < self.restate_raw:
                break
            if (w.thread_id is None or w.thread_id != m.thread_id) and names_differ(m.content, w.content):
                continue  # different named subjects: never one memory
            if cos >= self.merge_raw:
                return _Match(m, cos, "similar"), recent
            nov = novelty(w.text, embedding_text(m.content, m.title))
            if nov <= self.config.max_novelty:
                return _Match(m, cos, "restates", nov), recent
        return None, recent

    def _merge(self, w: _Write, match: _Match) -> WriteOutcome:
        """Merge the write into ``match.memory``, redone from the newer version when another writer made one
        meanwhile (the merged text is built from the version it extends, so nothing is lost)."""
        for _ in range(_MERGE_ATTEMPTS - 1):
            try:
                return self._merge_once(w, match)
            except Conflict:
                current = next((m for m in reversed(self.store.lineage(match.memory.lineage_id))
                                if m.status is MemoryStatus.ACTIVE), None)
                if current is None:
                    raise NotFound(f"Memory {match.memory.id} was deleted meanwhile", "Send the write again") from None
                match = _Match(current, match.cosine, match.rule, match.novelty)
        return self._merge_once(w, match, if_current=False)

    def _merge_once(self, w: _Write, match: _Match, if_current: bool = True) -> WriteOutcome:
        """One merge attempt: a new version when the text gains something, else only the tags and a refresh;
        re-embedded exactly when the text changes."""
        target = match.memory
        incoming = normalize_tags(w.tags, self.vocabulary, max_tags=self.config.max_tags,
                                  keep_specific=self.config.keep_specific)
        aligned = align_to_vocabulary(incoming.tags, self._known_tags(w.user_id, w.team_id))
        tags = union_tags(target.keywords, aligned, self.vocabulary, max_tags=self.config.max_tags)
        self._remember_tags(w, [t for t in tags if t not in target.keywords])
        merged = merge_contents(target.content, w.content)
        title = target.title or w.title
        content_changed = normalize_for_hash(merged) != normalize_for_hash(target.content)
        title_changed = (title or None) != (target.title or None)
        tags_changed = [tag_key(t) for t in tags] != [tag_key(t) for t in target.keywords]
        gate_meta = dict(target.metadata.get(_RESERVED_METADATA) or {})
        gate_meta["merged_writes"] = int(gate_meta.get("merged_writes", 0)) + 1
        why = {"similar": f"similarity {match.cosine:.2f} >= {self.merge_raw:.2f}",
               "restates": f"similarity {match.cosine:.2f} and it adds {round((match.novelty or 0) * 100)}% new words",
               "session": f"continues session {w.thread_id.removeprefix(_SESSION_PREFIX) if w.thread_id else ''}"}
        reason = (f"Write gate: merged into {target.id}, updated within {self.config.window_days:g} days "
                  f"({why[match.rule]})")
        reasons = reembed_reasons(content_changed=content_changed, title_changed=title_changed,
                                  tags_changed=tags_changed, tags_embedded=self.config.tags_embedded,
                                  merged=content_changed)
        if reasons:
            draft = MemoryDraft(
                content=merged, title=title, category=target.category or w.category, keywords=tags,
                importance=max(target.importance, w.importance if w.importance is not None else 0.0),
                confidence=target.confidence, source_type=w.source_type, source=w.source or target.source,
                thread_id=target.thread_id or w.thread_id, user_id=target.user_id, team_id=target.team_id,
                metadata={**w.metadata, _RESERVED_METADATA: gate_meta})
            vec = self._embed(embedding_text(merged, title))
            result = self.engine.apply_update(target, draft, vec, reason=reason, score=round(match.cosine, 4),
                                              if_current=if_current)
            return WriteOutcome(action=WriteAction.MERGED, memory_id=result.memory_id, merged_into=target.id,
                                lineage_id=target.lineage_id, version=result.version, reason=reason, tags=tags,
                                warnings=w.warnings, similarity=round(match.cosine, 4),
                                reembedded=result.version is not None and result.version > target.version,
                                decision=result)
        now = self.clock.now()
        with self.store.transaction() as tx:
            current = tx.active_version(target.lineage_id)
            if current is None:
                raise NotFound(f"Memory {target.id} was deleted meanwhile", "Send the write again")
            tx.update_in_place(current.id, updated_at=now, keywords=tags if tags_changed else None,
                               metadata={**current.metadata, _RESERVED_METADATA: gate_meta})
            detail = "its tags were added" if tags_changed else "nothing new"
            self._log(tx, DecisionType.SKIP, w.user_id, new_id("mem"), current.id, round(match.cosine, 4),
                      f"{reason}; the write restates it ({detail}), no new version",
                      DecisionAction(type="skip", duplicate_of_id=current.id, duplicate_score=round(match.cosine, 4),
                                     updates={"keywords": tags} if tags_changed else None))
        return WriteOutcome(action=WriteAction.MERGED, memory_id=current.id, merged_into=target.id,
                            lineage_id=current.lineage_id, version=current.version,
                            reason=f"{reason}; nothing new to add" + ("" if not tags_changed else ", tags added"),
                            tags=tags, warnings=w.warnings, similarity=round(match.cosine, 4))

    # -- step 5: tags ----------------------------------------------------------------------------------------
    def _tags(self, w: _Write, neighbours: Sequence[tuple[Memory, float]]) -> tuple[list[str], list[str]]:
        """Normalized tags in the user's own spellings, topped up to ``min_tags`` from the content."""
        cfg = self.config
        result = normalize_tags(w.tags, self.vocabulary, max_tags=cfg.max_tags, keep_specific=cfg.keep_specific)
        known = self._known_tags(w.user_id, w.team_id)
        tags = align_to_vocabulary(result.tags, known)
        renamed = {**result.mapped, **{a: b for a, b in zip(result.tags, tags) if a != b}}
        if renamed:
            w.warnings.append("tags normalized: " + ", ".join(f"{k} -> {v}" for k, v in renamed.items()))
        if result.dropped:
            w.warnings.append(f"kept {cfg.max_tags} tags (the maximum); dropped: {', '.join(result.dropped)}")
        suggested: list[str] = []
        if len(tags) < cfg.min_tags:
            related = [t for m, cos in neighbours if cos >= self.restate_raw for t in m.keywords]
            preferred = [t for t, _ in known.most_common(200)]
            suggested = suggest_tags(tag_words(w.text), tags, cfg.min_tags - len(tags), self.vocabulary,
                                     preferred=preferred, related=related)
            suggested = [t for t in align_to_vocabulary(suggested, known) if tag_key(t) not in
                         {tag_key(x) for x in tags}]
            tags += suggested
            if suggested:
                w.warnings.append(f"fewer than {cfg.min_tags} tags given; suggested from the content: "
                                  + ", ".join(suggested))
            if len(tags) < cfg.min_tags:
                w.warnings.append(f"only {len(tags)} tag(s): nothing in the content matched a known tag; "
                                  f"send {cfg.min_tags}-{cfg.max_tags} tags naming the component and the kind of work")
        return tags, suggested

    def _known_tags(self, user_id: str, team_id: str | None) -> Counter[str]:
        """The user's tags in use (their 500 most recently updated memories, then every gated write): new
        tags are spelled the way the user already spells them."""
        key = (user_id, team_id)
        with self._known_lock:
            known = self._known.get(key)
        if known is None:
            known = Counter()
            lister = getattr(self.store, "list_memories", None)
            if lister is not None:
                memories, _ = lister(user_id=user_id, team_id=team_id, status="active", limit=500)
                known.update(t for m in memories for t in m.keywords)
            with self._known_lock:
                if len(self._known) > 10_000:
                    self._known.clear()
                known = self._known.setdefault(key, known)
        return known

    def _remember_tags(self, w: _Write, tags: Sequence[str]) -> None:
        with self._known_lock:
            known = self._known.get((w.user_id, w.team_id))
            if known is not None:
                known.update(tags)

    # -- step 6: reconstruction ------------------------------------------------------------------------------
    def _reconstruct(self, w: _Write) -> dict[str, Any]:
        """Thin content restructured by the LLM; the write is changed in place and the original returned
        for ``metadata.gate.reconstruction``. Validated again; a result still too thin is rejected."""
        from mnemo.prompts import reconstruct_note as reconstruct

        assert self.llm is not None
        try:
            answer = self.llm.complete_json(reconstruct.SYSTEM, reconstruct.user_message(w.content, w.title, w.tags),
                                            reconstruct.SCHEMA, name="memory")
        except MnemoError as exc:
            problem = density_problem(w.content, self.config.min_chars, self.config.hangul_weight) or ("", "")
            raise self._rejected(problem[0], f"{problem[1]} (the reconstructor failed: {exc.message})",
                                 code="content_too_thin", w=w) from None
        content, title = reconstruct.render(answer, language_of(w.content))
        original = {"content": w.content, "title": w.title, "prompt_version": reconstruct.VERSION,
                    "model": getattr(self.llm, "model_id", None)}
        verdict = check(f"{title or ''}\n{content}")
        if verdict.verdict != "clean":
            raise self._rejected(f"The reconstructed content was refused: {verdict.reason}",
                                 "Rewrite the note yourself with what happened, why and the outcome",
                                 code="injection_rejected", w=w)
        problem = density_problem(content, self.config.min_chars, self.config.hangul_weight)
        if problem is not None:
            raise self._rejected(problem[0] + " even after reconstruction", problem[1], code="content_too_thin", w=w)
        w.content, w.title = content, w.title or title
        w.warnings.append(f"content was too short and was restructured by the reconstructor ({reconstruct.VERSION}); "
                          "the original is kept in metadata.gate.reconstruction")
        return original

    # -- helpers ------------------------------------------------------------------------------------------------
    def _embed(self, text: str) -> np.ndarray:
        with self._count_lock:
            self.embeddings += 1
        return self.embedder.embed([text])[0]

    def _stored_vector(self, m: Memory) -> np.ndarray:
        vectors = getattr(self.store, "vectors_for", None)
        got = vectors([m.id]).get(m.id) if vectors is not None else None
        return got if got is not None else self._embed(embedding_text(m.content, m.title))

    def _related_raw(self) -> float:
        """The consolidation engine's related band on this model's raw scale (auto smart-write continues a
        session's memory from here)."""
        return self.settings.policy_for(self.embedder.model_id).bands.related

    def _draft(self, w: _Write, *, content: str, title: str | None, keywords: list[str],
               metadata: dict[str, Any]) -> MemoryDraft:
        return MemoryDraft(content=content, title=title, category=w.category, keywords=keywords,
                           importance=w.importance if w.importance is not None else 0.5, source_type=w.source_type,
                           source=w.source, thread_id=w.thread_id, user_id=w.user_id, team_id=w.team_id,
                           metadata=metadata)

    def _rejected(self, what: str, fix: str, *, code: str, w: _Write | None) -> GateRejected:
        outcome = WriteOutcome(action=WriteAction.REJECTED, reason=f"{what.rstrip('. ')}. {fix}",
                               warnings=list(w.warnings) if w else [])
        return GateRejected(what, fix, code=code, outcome=outcome)

    def _log(self, tx: Any, decision: DecisionType, user_id: str, input_id: str, target_id: str | None,
             score: float | None, reason: str, action: DecisionAction, status: LogStatus = LogStatus.SUCCESS) -> None:
        tx.insert_log(DecisionLogEntry(id=new_id("log"), timestamp=self.clock.now(), user_id=user_id, decision=decision,
                                       input_memory_id=input_id, target_memory_id=target_id, similarity_score=score,
                                       reason=reason, action=action, status=status, processing_time_ms=0.0))

    @staticmethod
    def _outcome_of(result: AddResult, *, tags: list[str], suggested: list[str], warnings: list[str],
                    reconstructed: bool) -> WriteOutcome:
        if result.decision is DecisionType.SKIP:
            action = WriteAction.SKIPPED
        elif result.decision is DecisionType.UPDATE:
            action = WriteAction.UPDATED
        elif result.related_memory_ids:
            action = WriteAction.LINKED
        else:
            action = WriteAction.CREATED
        created = action in (WriteAction.CREATED, WriteAction.LINKED)
        return WriteOutcome(action=action, memory_id=result.memory_id,
                            lineage_id=result.memory_id if created else None, version=result.version,
                            reason=result.reason, tags=tags, suggested_tags=suggested, warnings=warnings,
                            similarity=result.score, reembedded=action is WriteAction.UPDATED,
                            reconstructed=reconstructed, decision=result)


def proper_names(text: str) -> set[str]:
    """Proper-noun-like words (Ember, Nimbus, PostgreSQL, Okta), lower-cased: capitalized words with lower-case
    letters, not opening a sentence. Acronyms and codes (ES, PG16, DB) are left out: agents abbreviate
    freely, so they say little about *which* thing a note is about. Latin words glued to Korean particles
    ("Bit에서") count."""
    out = set()
    for line in text.splitlines():
        for m in _PROPER.finditer(line.strip()):
            w = m.group(0).casefold()
            if w not in _NOT_PROPER:
                out.add(w)
    return out


def names_differ(existing: str, incoming: str) -> bool:
    """The engine's name guard, adapted to agent notes: two texts are about different named things (Ember vs
    Nimbus) when each names something the other does not, and those differing names are at least as many
    as the shared ones. A name and its longer form (Postgres / PostgreSQL) are the same name."""
    ne, ni = proper_names(existing), proper_names(incoming)

    def covered(n: str, other: set[str]) -> bool:
        return any(n == o or (min(len(n), len(o)) >= 4 and (n.startswith(o) or o.startswith(n))) for o in other)

    only_e = {n for n in ne if not covered(n, ni)}
    only_i = {n for n in ni if not covered(n, ne)}
    shared = len(ne) - len(only_e)
    return bool(only_e and only_i) and min(len(only_e), len(only_i)) >= shared


def novelty(new_text: str, existing_text: str) -> float:
    """Share of the new text's fact words that the existing text lacks: how much a write adds to a memory.

    Fact words are Korean nouns, foreign words and numbers (Kiwi) and stemmed English words, with identifiers
    split into their parts (``access_token``, ``saveSession``) so spelling one out is not news, and without
    the discourse words agents wrap restatements in ("still", "confirmed", "summary", "정리", "확인"). Texts in
    different languages share no words, so their novelty is 1: only the embedding can match them."""
    new = fact_words(new_text)
    if not new:
        return 0.0
    return len(new - fact_words(existing_text)) / len(new)


def fact_words(text: str) -> frozenset[str]:
    return _fact_words(text)


@lru_cache(maxsize=4096)
def _fact_words(text: str) -> frozenset[str]:
    lang = language_of(text)
    spelled = _IDENT_SPLIT.sub(" ", _CAMEL.sub(r"\1 \2", text))
    toks = tokens(spelled, lang)
    if lang == "ko":
        words = [t.form for t in toks if t.tag in _KO_FACT_POS]
    else:
        words = content_terms(toks, lang)
    return frozenset(w for w in words if w and w not in _FILLER and w.strip(".,;:") == w or w.isdigit())


def tag_words(text: str) -> list[str]:
    """Candidate tag words of a text in order: Korean nouns and foreign words (Kiwi), English content words."""
    lang = language_of(text)
    toks = tokens(text, lang)
    if lang == "ko":
        return [t.form for t in toks if t.tag in _KO_TAG_POS]
    return [t.form for t in toks if t.tag == "W" and t.form not in _EN_TAG_STOP and not t.form.endswith(("ed", "ly"))]
