"""The decision-extraction prompt (``docs/design/system.md#decision-fields``, step 2): one message in, its decisions (ten
types, with status, confidence, people, entities, projects, dates, amounts) or the memories worth keeping
out, as JSON, in the message's own language. ``Answer`` is the response model (the provider sends its JSON
schema and validates the reply with it); ``to_findings`` turns a validated answer into the domain's
``ExtractedDecision`` / ``ExtractedMemory``, adding what the header knows (sender and recipient emails,
source, date, URL) that the model should not have to repeat.
"""

from __future__ import annotations

from typing import Any, Protocol

from pydantic import BaseModel

from mnemo.domain.sources import SourceItem
from mnemo.domain.extraction import (
    PERSON_ROLES,
    Confidence,
    DecisionKind,
    DecisionStatus,
    ExtractedDecision,
    ExtractedMemory,
    Extraction,
    MemoryCategory,
    PersonRef,
    importance_of,
)

VERSION = "extract-v1"

SYSTEM = (
    "You read one workplace message (e-mail, chat, commit, document) in Korean or English and extract the "
    "decisions it states, exactly as a careful assistant keeping a team's decision log would. Write titles and "
    "summaries in the message's own language (Korean for a Korean message, English for an English one). "
    "Never invent a decision the text does not state. Output JSON only."
)

_GUIDE = """Extract the decisions in this message.

Decision types (kind):
- approval: "Yes, approved. Go ahead with the proposal." / "예산안 승인합니다."
- rejection: "Let's not pursue this vendor." / "이 업체와는 계약하지 않기로 했습니다." (putting something on hold counts)
- selection: "We'll go with React for the frontend." / "프론트엔드는 React로 가죠."
- delegation: "Sarah will handle the client onboarding." / "박지민 님이 온보딩을 맡아 주세요."
- commitment: "I'll have the draft ready by Friday." / "초안은 금요일까지 드리겠습니다."
- direction: "Moving forward, we're focusing on enterprise." / "앞으로는 엔터프라이즈에 집중하기로 했습니다."
- confirmation: "Confirmed — meeting at 3pm tomorrow." / "회의는 내일 3시로 확정되었습니다." (a rescheduled time counts)
- cancellation: "Let's cancel the Q2 launch event." / "2분기 출시 행사는 취소합니다."
- negotiation: "We can do $50K instead of $65K." / "6500만원 대신 5000만원까지 가능합니다."
- prioritization: "Let's focus on security before new features." / "신규 기능보다 보안을 먼저 처리합시다."

status: "decided" (made), "pending" (proposed, asked, conditional, awaiting approval), "reversed" (an earlier
decision taken back: 철회, 번복, "we reversed", "no longer"). confidence: "high" when the text states the decision
plainly, "medium" when it is implied, "low" when unsure.

For each decision give: kind, status, confidence, title (short, like "Chose AWS over GCP for infrastructure"),
summary (one or two sentences), evidence (the sentence(s) of the message that state it, copied verbatim),
people (name, email if known, role: decider | proposer | assignee | approver | recipient | mentioned),
entities (companies, products, services), projects, dates and amounts as written, deadline if any.

If the message decides nothing, list under "memories" only what is worth remembering later, with category:
project (a project's facts: start, budget, scope), deadline (something due at a time), meeting (a meeting at a
time), person (who someone is: role, organization, contact). Greetings, thanks, newsletters and chatter yield
nothing: return {{"decisions": [], "memories": []}}.

{header}Message:
\"\"\"
{body}
\"\"\""""

class PersonAnswer(BaseModel):
    name: str | None = None
    email: str | None = None
    role: str | None = None  # decider | proposer | ...; anything else is read as "mentioned"


class DecisionAnswer(BaseModel):
    # The order is the order the model writes in (constrained decoding follows it): the labels first.
    kind: DecisionKind
    status: DecisionStatus
    confidence: Confidence
    title: str
    summary: str
    evidence: str
    people: list[PersonAnswer] = []
    entities: list[str] = []
    projects: list[str] = []
    dates: list[str] = []
    amounts: list[str] = []
    deadline: str | None = None


class MemoryAnswer(BaseModel):
    category: MemoryCategory
    confidence: Confidence | None = None  # None: medium
    title: str
    summary: str
    evidence: str
    people: list[PersonAnswer] = []
    entities: list[str] = []
    projects: list[str] = []
    dates: list[str] = []
    amounts: list[str] = []
    deadline: str | None = None


class Answer(BaseModel):
    """The whole answer: the message's decisions, or (when it decides nothing) what else is worth keeping."""

    decisions: list[DecisionAnswer]
    memories: list[MemoryAnswer]


def user_message(body: str, *, subject: str | None = None, item: SourceItem | None = None,
                 language: str | None = None) -> str:
    lines = []
    if subject:
        lines.append(f"Subject: {subject}")
    if item is not None:
        if item.author is not None:
            lines.append(f"From: {_who(item.author.name, item.author.email)}")
        if item.recipients:
            lines.append("To: " + ", ".join(_who(p.name, p.email) for p in item.recipients[:10]))
        if item.occurred_at is not None:
            lines.append(f"Date: {item.occurred_at.isoformat()}")
        lines.append(f"Source: {item.source}")
    if language:
        lines.append(f"Language: {'Korean' if language == 'ko' else 'English'}")
    header = ("\n".join(lines) + "\n\n") if lines else ""
    return _GUIDE.format(header=header, body=body)


def _who(name: str | None, email: str | None) -> str:
    return f"{name} <{email}>" if name and email else (name or email or "")


def _strs(values: list[str]) -> list[str]:
    return [v.strip() for v in values if v.strip()]


def _people(answered: list[PersonAnswer], header: list[PersonRef]) -> list[PersonRef]:
    """The model's people, each matched to the header's sender/recipients (for the email), plus the header's."""
    out: list[PersonRef] = []
    for p in answered:
        if not (p.name or p.email):
            continue
        name, email = ((p.name or "").strip() or None), ((p.email or "").strip() or None)
        role = (p.role or "mentioned").strip().lower()
        known = next((h for h in header if (email and h.email == email.lower()) or
                      (name and h.name and h.name.casefold() == name.casefold())), None)
        out.append(PersonRef(name=name or (known.name if known else None), email=email or (known.email if known else None),
                             role=role if role in PERSON_ROLES else "mentioned"))
    for h in header:
        if not any((h.email and q.email == h.email) or (h.name and q.name and h.name.casefold() == q.name.casefold())
                   for q in out):
            out.append(h)
    return out


def _sentence_index(evidence: str, body: str) -> int:
    """Where the evidence starts, counted in sentences (0 when the model paraphrased it)."""
    from mnemo.text.sentences import sentence_spans

    probe = " ".join(evidence.split())[:40]
    if not probe:
        return 0
    flat = " ".join(body.split())
    pos = flat.find(probe)
    if pos < 0:
        return 0
    return max(0, sum(1 for start, _ in sentence_spans(flat) if start <= pos) - 1)


class Facts(Protocol):
    """What ``to_findings`` reads of a message's facts (``mnemo.ingest.extract.facts.MessageFacts``; prompts
    sit below ingest, so they name the one field they use instead of importing it)."""

    people: list[PersonRef]  # the people of the message's header, with their part


def to_findings(answer: Answer, *, facts: Facts, body: str, subject: str | None, language: str,
                source: dict[str, Any], extractor: str) -> list[Extraction]:
    """The model's (validated) answer as domain findings. Raises pydantic's ``ValidationError`` when a
    finding does not fit the domain (an empty title, say), so the caller can fall back to the rules."""
    context = f"{subject}\n\n{body.strip()}" if subject else body.strip()
    header = list(facts.people)
    out: list[Extraction] = []
    for d in answer.decisions:
        evidence = d.evidence.strip()
        out.append(ExtractedDecision(
            kind=d.kind, status=d.status, confidence=d.confidence, importance=importance_of(d.kind, d.status),
            title=d.title, summary=d.summary, full_context=context, people=_people(d.people, header),
            entities=_strs(d.entities), projects=_strs(d.projects), dates=_strs(d.dates), amounts=_strs(d.amounts),
            deadline=d.deadline or None, language=language, evidence=[evidence] if evidence else [],
            sentence_index=_sentence_index(evidence, body), extractor=extractor, **source))
    if out:
        return out
    for m in answer.memories:
        evidence = m.evidence.strip()
        out.append(ExtractedMemory(
            category=m.category, confidence=m.confidence or Confidence.MEDIUM, importance=importance_of(m.category),
            title=m.title, summary=m.summary, full_context=context, people=_people(m.people, header),
            entities=_strs(m.entities), projects=_strs(m.projects), dates=_strs(m.dates), amounts=_strs(m.amounts),
            deadline=m.deadline or None, language=language, evidence=[evidence] if evidence else [],
            sentence_index=_sentence_index(evidence, body), extractor=extractor, **source))
    return out
