"""An answer to a person's question, with the sources it rests on (``mnemo ask``, the web app's Ask box, the
Slack bot): the same answer everywhere (``docs/front_door.md``).

Search finds the memories; a found decision that was superseded brings the decision that replaced it (what
stands now) in at its rank, so a question that matches the old wording still leads with the standing one.
Then:

- without an LLM (the default), the answer *is* the lead memory's own text: the first standing decision
  found (else the first plain memory, else the first decision, shown with its status). Nothing is written
  that no memory says; the interface adds only its labels (status, date, source).
- with an LLM, the model writes up to three sentences citing the memories by number
  (``prompts.answer_question``). The answer is used only when it cites at least one memory it was given,
  every ``[n]`` it writes is one of those, and every amount, date, number and name in it is stated by a
  memory it cites (``domain.compaction.unsupported_values``); otherwise the extractive answer is shown and
  ``note`` says why.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from mnemo.domain.compaction import unsupported_values
from mnemo.domain.models import Memory, MemoryStatus
from mnemo.domain.decision_status import decision_status
from mnemo.errors import MnemoError
from mnemo.ports import LLM, MemoryStore
from mnemo.prompts import answer_question
from mnemo.retrieval.search import Hit

log = logging.getLogger(__name__)

#: How many memories an answer shows (and an LLM reads).
MAX_SOURCES = 8
_TEXT_CHARS = 600
_CITE = re.compile(r"\[(\d{1,3})\]")
#: A superseded decision's successors are followed this far (a chain of reversals).
_MAX_CHAIN = 10


@dataclass
class AnswerSource:
    """One memory an answer shows, numbered as the answer cites it."""

    n: int
    id: str
    title: str | None
    content: str
    status: str | None            # the register status of a decision (standing, superseded, ...); None otherwise
    kind: str | None
    created_at: str
    valid_until: str | None
    superseded_by: str | None
    source: str | None
    source_ref: str | None
    url: str | None
    people: list[str]
    found: bool = True            # False: reached by a link of a found decision (what replaced it, or what it replaced)
    cancels: bool = False         # a cancellation: it stands as the record that a decision was taken back
    replaces: list[str] = field(default_factory=list)  # found decisions this one replaced


@dataclass
class Answer:
    question: str
    mode: str                     # "llm", "extractive", "period" (what stands of a time span), or "empty"
    text: str                     # the LLM's answer, or the lead memory's own text
    lead: int | None              # the number of the memory the answer rests on
    sources: list[AnswerSource]
    cited: list[int]
    note: str | None = None       # why an LLM's answer was not used

    def as_dict(self) -> dict[str, Any]:
        return {"question": self.question, "mode": self.mode, "text": self.text, "lead": self.lead,
                "cited": self.cited, "note": self.note, "sources": [asdict(s) for s in self.sources]}


def _key(m: Memory) -> str:
    """The id a source is shown under: the memory's stable id while it is current, else its version's own."""
    return m.lineage_id if m.status is MemoryStatus.ACTIVE else m.id


def _source(n: int, m: Memory, *, found: bool, replaces: Sequence[str] = ()) -> AnswerSource:
    meta = m.metadata
    return AnswerSource(n=n, id=_key(m), title=m.title,
                        content=m.content, status=decision_status(m), kind=m.category,
                        created_at=str(meta.get("valid_from") or m.created_at.isoformat()),
                        valid_until=str(meta["valid_until"]) if meta.get("valid_until") else None,
                        superseded_by=m.superseded_by, source=m.source or m.source_type.value,
                        source_ref=m.source_ref, url=m.source_url, people=list(m.people), found=found,
                        replaces=list(replaces), cancels=bool(meta.get("cancels")) and m.status is MemoryStatus.ACTIVE)


def _standing_successor(store: MemoryStore, m: Memory, readable: Callable[[Memory], bool]) -> Memory | None:
    """The decision that stands now in place of the superseded ``m`` (None: nothing readable stands)."""
    current, seen = m, {m.id}
    for _ in range(_MAX_CHAIN):
        nxt_id = current.superseded_by
        if not nxt_id or nxt_id in seen:
            return None
        seen.add(nxt_id)
        nxt = store.get_memory(nxt_id)
        if nxt is None or not readable(nxt) or nxt.status is MemoryStatus.DELETED:
            return None
        status = decision_status(nxt)
        if status == "standing":
            return nxt
        if status != "superseded":
            return None  # reversed or pending: nothing stands in its place
        current = nxt
    return None


def gather(store: MemoryStore, hits: Sequence[Hit], readable: Callable[[Memory], bool]) -> list[AnswerSource]:
    """The memories an answer shows, in rank order, with what replaced a found decision put before it."""
    out: list[AnswerSource] = []
    index: dict[str, AnswerSource] = {}
    for h in _originals_of_compacted(store, hits, readable):
        m = h.memory
        if decision_status(m) == "superseded":
            successor = _standing_successor(store, m, readable)
            if successor is not None:
                key = _key(successor)
                if key in index:
                    if _key(m) not in index[key].replaces:
                        index[key].replaces.append(_key(m))
                elif len(out) < MAX_SOURCES:
                    index[key] = _source(len(out) + 1, successor, found=False, replaces=[_key(m)])
                    out.append(index[key])
        key = _key(m)
        if key in index:
            index[key].found = True
            continue
        if len(out) >= MAX_SOURCES:
            break
        index[key] = _source(len(out) + 1, m, found=True)
        out.append(index[key])
        if index[key].status == "standing":
            _bring_replaced(store, m, index[key], index, out, readable)
    return out


def _originals_of_compacted(store: MemoryStore, hits: Sequence[Hit], readable: Callable[[Memory], bool]) -> list[Hit]:
    """``hits`` with each compacted memory replaced by the originals of it that matched (``Hit.stands_for``,
    best first): an answer states a decision, and a compacted memory has no decision status of its own (a
    walk: after compaction, "마케팅 예산 집행 승인 담당자" was answered with another standing decision)."""
    wanted = [i for h in hits for i in h.stands_for]
    if not wanted:
        return list(hits)
    found = store.get_memories(wanted)
    out: list[Hit] = []
    for h in hits:
        originals = [found[i] for i in h.stands_for if i in found and readable(found[i])]
        if not originals:
            out.append(h)
            continue
        out += [Hit(m, h.score, h.relevance, h.cosine, h.keyword, h.recency, across=h.across) for m in originals]
    return out


def _bring_replaced(store: MemoryStore, m: Memory, shown: AnswerSource, index: dict[str, AnswerSource],
                    out: list[AnswerSource], readable: Callable[[Memory], bool]) -> None:
    """Put what a found standing decision replaced right after it. Why: search may not find the old one (a
    question in the other language, the superseded rank penalty), and an answer that says what stands
    should also say what it replaced, whichever words were asked."""
    for old_id in m.metadata.get("supersedes") or []:
        if len(out) >= MAX_SOURCES:
            return
        old = store.get_memory(old_id) if isinstance(old_id, str) else None
        if old is None or old.status is MemoryStatus.DELETED or not readable(old):
            continue
        key = _key(old)
        if key not in index:
            index[key] = _source(len(out) + 1, old, found=False)
            out.append(index[key])
        if key not in shown.replaces:
            shown.replaces.append(key)


def current(s: AnswerSource) -> bool:
    """Whether ``s`` holds now: a standing decision, or a cancellation (the record that one was taken back)."""
    return s.status == "standing" or s.cancels


def _lead(sources: Sequence[AnswerSource]) -> AnswerSource | None:
    """The memory an answer rests on: the first that holds now, else the first plain memory, else the first."""
    for s in sources:
        if current(s):
            return s
    for s in sources:
        if s.status is None:
            return s
    return sources[0] if sources else None


def _line(s: AnswerSource) -> str:
    text = " ".join(f"{s.title + ': ' if s.title else ''}{s.content}".split())
    if len(text) > _TEXT_CHARS:
        text = text[:_TEXT_CHARS - 1] + "…"
    return f"[{s.n}] {s.created_at[:10]} · {s.status or 'note'} · {s.source or '-'}: {text}"


def _written(llm: LLM, question: str, sources: Sequence[AnswerSource],
             memories: dict[str, Memory]) -> tuple[str | None, list[int], str | None]:
    """(the LLM's answer, its citations, None) when it can be shown, else (None, [], why not)."""
    try:
        reply = llm.complete(answer_question.SYSTEM, answer_question.user_message(question, [_line(s) for s in sources]),
                             answer_question.WrittenAnswer, name="answer")
    except MnemoError as exc:
        log.warning("ask showed the extractive answer: the LLM failed (%s)", exc.message)
        return None, [], f"the LLM failed: {exc.message}"
    text = " ".join(reply.answer.split())
    numbers = {s.n for s in sources}
    cited = sorted({n for n in reply.cited if n in numbers} | {int(n) for n in _CITE.findall(text) if int(n) in numbers})
    if not text or not cited:
        return None, [], "the LLM's answer cited no memory"
    wrong = sorted({int(n) for n in _CITE.findall(text)} - numbers) + sorted(set(reply.cited) - numbers)
    if wrong:
        return None, [], f"the LLM cited memories it was not given: {wrong}"
    by_n = {s.n: memories[s.id] for s in sources if s.id in memories}
    unsupported = unsupported_values(_CITE.sub(" ", text), [by_n[n] for n in cited if n in by_n])
    if unsupported:
        return None, [], f"the LLM's answer stated what no cited memory says: {', '.join(unsupported[:5])}"
    return text, cited, None


def compose(question: str, store: MemoryStore, hits: Sequence[Hit], readable: Callable[[Memory], bool],
            llm: LLM | None = None, *, period: bool = False) -> Answer:
    """The answer to ``question`` from ``hits`` (search's ranked memories, already scoped to the reader).
    ``period``: the question asks what happened in a time span and nothing else ("지난주에 뭐 결정했지?"); the
    answer lists the span's decisions among ``hits`` that hold now (search gives the first k), not only one."""
    sources = gather(store, hits, readable)
    lead = _lead(sources)
    if lead is None:
        return Answer(question=question, mode="empty", text="", lead=None, sources=[], cited=[])
    holding = [s for s in sources if s.found and current(s)]
    if period and len(holding) >= 2:
        return Answer(question=question, mode="period", text="\n".join(f"- {s.content} [{s.n}]" for s in holding),
                      lead=holding[0].n, sources=sources, cited=[s.n for s in holding])
    extractive = Answer(question=question, mode="extractive", text=lead.content, lead=lead.n, sources=sources,
                        cited=[lead.n])
    if llm is None:
        return extractive
    memories = {_key(h.memory): h.memory for h in hits}
    for s in sources:
        if s.id not in memories:
            found = store.get_memory(s.id)
            if found is not None:
                memories[s.id] = found
    text, cited, why = _written(llm, question, sources, memories)
    if text is None:
        extractive.note = why
        return extractive
    return Answer(question=question, mode="llm", text=text, lead=lead.n, sources=sources, cited=cited)
