"""What decision extraction finds in one message: a decision of one of the ten kinds, or a memory worth
keeping when a message decides nothing.

``docs/design/system.md#decision-types`` (step 2) names the ten decision types and the fields captured for each: title,
summary, full context, type, confidence (high/medium/low), status (decided/pending/reversed), the people
involved (names, emails, roles), related entities and projects, source, source date and URL. These types
carry exactly that, plus the sentence(s) each finding came from (``evidence``), so a reader can check it.

Content with no decision is kept only when it states something the system is asked about later. The
design documents name those memory categories where they appear: ``project`` (the extracted memory of
``docs/design/consolidation.md#scenarios``, "Q1 마케팅 캠페인: 시작일 1월 15일, 예산 5000만원"), ``person``
("김철수, ABC회사" in ``docs/design/conflicts.md#examples``: who someone is and where they work), and the
query kinds of the retrieval step (a person, a project, a deadline); ``meeting`` covers "미팅 2시에 합시다"
(``docs/design/conflicts.md``).
Anything else (greetings, newsletters, chatter) yields nothing.

Pure: standard library and pydantic only.
"""

from __future__ import annotations

from datetime import datetime
from enum import Enum
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from mnemo.domain.models import ensure_utc


class DecisionKind(str, Enum):
    """The ten decision types of ``docs/design/system.md#decision-types``."""

    APPROVAL = "approval"              # "Yes, approved. Go ahead with the proposal."
    REJECTION = "rejection"            # "Let's not pursue this vendor."
    SELECTION = "selection"            # "We'll go with React for the frontend."
    DELEGATION = "delegation"          # "Sarah will handle the client onboarding."
    COMMITMENT = "commitment"          # "I'll have the draft ready by Friday."
    DIRECTION = "direction"            # "Moving forward, we're focusing on enterprise."
    CONFIRMATION = "confirmation"      # "Confirmed — meeting at 3pm tomorrow."
    CANCELLATION = "cancellation"      # "Let's cancel the Q2 launch event."
    NEGOTIATION = "negotiation"        # "We can do $50K instead of $65K."
    PRIORITIZATION = "prioritization"  # "Let's focus on security before new features."


class Confidence(str, Enum):
    HIGH = "high"
    MEDIUM = "medium"
    LOW = "low"

    @property
    def score(self) -> float:
        """The 0..1 confidence the consolidation engine compares (its 0.1 margin separates the levels)."""
        return _CONFIDENCE_SCORE[self]


_CONFIDENCE_SCORE = {Confidence.HIGH: 0.9, Confidence.MEDIUM: 0.7, Confidence.LOW: 0.5}


class DecisionStatus(str, Enum):
    DECIDED = "decided"    # made: "approved", "하기로 했습니다"
    PENDING = "pending"    # proposed, asked, conditional: "should we…?", "어떨까요?", "if they agree"
    REVERSED = "reversed"  # a decision taken back: "철회", "번복", "no longer", "we reversed"


class MemoryCategory(str, Enum):
    """What a message with no decision may still be worth keeping as (see the module docstring)."""

    PROJECT = "project"    # a project's facts: start, budget, scope, status
    DEADLINE = "deadline"  # something is due at a time
    MEETING = "meeting"    # a meeting or event at a time and place
    PERSON = "person"      # who someone is: role, organization, contact


# Labels a person reads, in the message's language (titles and summaries are written in it).
KIND_LABELS: dict[str, dict[DecisionKind, str]] = {
    "en": {DecisionKind.APPROVAL: "Approved", DecisionKind.REJECTION: "Rejected", DecisionKind.SELECTION: "Selected",
           DecisionKind.DELEGATION: "Assigned", DecisionKind.COMMITMENT: "Commitment",
           DecisionKind.DIRECTION: "Direction", DecisionKind.CONFIRMATION: "Confirmed",
           DecisionKind.CANCELLATION: "Cancelled", DecisionKind.NEGOTIATION: "Offer",
           DecisionKind.PRIORITIZATION: "Priority"},
    "ko": {DecisionKind.APPROVAL: "승인", DecisionKind.REJECTION: "거절", DecisionKind.SELECTION: "선택",
           DecisionKind.DELEGATION: "위임", DecisionKind.COMMITMENT: "약속", DecisionKind.DIRECTION: "방향",
           DecisionKind.CONFIRMATION: "확정", DecisionKind.CANCELLATION: "취소", DecisionKind.NEGOTIATION: "협상",
           DecisionKind.PRIORITIZATION: "우선순위"},
}
STATUS_LABELS: dict[str, dict[DecisionStatus, str]] = {
    "en": {DecisionStatus.DECIDED: "decided", DecisionStatus.PENDING: "pending", DecisionStatus.REVERSED: "reversed"},
    "ko": {DecisionStatus.DECIDED: "결정", DecisionStatus.PENDING: "검토 중", DecisionStatus.REVERSED: "번복"},
}
CATEGORY_LABELS: dict[str, dict[MemoryCategory, str]] = {
    "en": {MemoryCategory.PROJECT: "Project", MemoryCategory.DEADLINE: "Deadline",
           MemoryCategory.MEETING: "Meeting", MemoryCategory.PERSON: "Person"},
    "ko": {MemoryCategory.PROJECT: "프로젝트", MemoryCategory.DEADLINE: "마감", MemoryCategory.MEETING: "회의",
           MemoryCategory.PERSON: "인물"},
}

#: How much a finding matters to later retrieval (0..1), before its status: a direction or an approval
#: shapes more later work than a confirmed meeting time. Pending findings count 0.1 less.
DEFAULT_IMPORTANCE: dict[DecisionKind | MemoryCategory, float] = {
    DecisionKind.APPROVAL: 0.8, DecisionKind.REJECTION: 0.7, DecisionKind.SELECTION: 0.8, DecisionKind.DELEGATION: 0.7,
    DecisionKind.COMMITMENT: 0.7, DecisionKind.DIRECTION: 0.85, DecisionKind.CONFIRMATION: 0.65,
    DecisionKind.CANCELLATION: 0.75, DecisionKind.NEGOTIATION: 0.7, DecisionKind.PRIORITIZATION: 0.8,
    MemoryCategory.PROJECT: 0.6, MemoryCategory.DEADLINE: 0.65, MemoryCategory.MEETING: 0.5, MemoryCategory.PERSON: 0.5,
}


def importance_of(kind: DecisionKind | MemoryCategory, status: DecisionStatus | None = None) -> float:
    return round(DEFAULT_IMPORTANCE[kind] - (0.1 if status is DecisionStatus.PENDING else 0.0), 2)


#: A person's part in a finding. ``author`` wrote the message; ``decider`` made the decision; ``assignee``
#: was given the work (delegation) or promised it (commitment); ``recipient`` received the message.
PERSON_ROLES = ("author", "decider", "proposer", "assignee", "approver", "recipient", "mentioned")


class PersonRef(BaseModel):
    """A person involved: name and/or email, their role in the finding, and a job title when stated."""

    model_config = ConfigDict(extra="forbid")

    name: str | None = None
    email: str | None = None
    role: str = "mentioned"
    title: str | None = None  # "팀장", "CFO" as the text calls them

    @field_validator("name", "email", "title")
    @classmethod
    def _strip(cls, v: str | None) -> str | None:
        v = " ".join(v.split()) if isinstance(v, str) else v
        return v or None

    @field_validator("email")
    @classmethod
    def _lower(cls, v: str | None) -> str | None:
        return v.lower() if v else v

    @model_validator(mode="after")
    def _named(self) -> PersonRef:
        if not self.name and not self.email:
            raise ValueError("a person needs a name or an email")
        return self

    def label(self) -> str:
        return self.name or self.email or "unknown"


class _Finding(BaseModel):
    """The fields a decision and a kept memory share."""

    model_config = ConfigDict(extra="forbid")

    title: str
    summary: str
    full_context: str = ""
    confidence: Confidence = Confidence.MEDIUM
    importance: float = Field(default=0.6, ge=0.0, le=1.0)
    people: list[PersonRef] = Field(default_factory=list)
    entities: list[str] = Field(default_factory=list)
    projects: list[str] = Field(default_factory=list)
    dates: list[str] = Field(default_factory=list)     # time phrases as written: "Friday", "1월 15일", "Q2"
    amounts: list[str] = Field(default_factory=list)   # "$50K", "5000만원", "20%"
    deadline: str | None = None                        # what a commitment or task is due by: "Friday", "금요일"
    source: str | None = None
    source_date: datetime | None = None
    url: str | None = None
    language: str = "en"
    evidence: list[str] = Field(default_factory=list)  # the sentence(s) it came from, verbatim
    sentence_index: int = 0                            # where in the message the first evidence sentence is
    extractor: str = "rules"

    @field_validator("title", "summary")
    @classmethod
    def _not_blank(cls, v: str) -> str:
        v = " ".join(v.split())
        if not v:
            raise ValueError("empty")
        return v

    @field_validator("source_date")
    @classmethod
    def _aware(cls, v: datetime | None) -> datetime | None:
        return ensure_utc(v) if v is not None else None

    def people_names(self) -> list[str]:
        """Names (or emails for people known only by address), each once, in order."""
        out: list[str] = []
        seen: set[str] = set()
        for p in self.people:
            label = p.label()
            if label.casefold() not in seen:
                seen.add(label.casefold())
                out.append(label)
        return out


class ExtractedDecision(_Finding):
    """One decision found in a message (``docs/design/system.md``'s decision record)."""

    type: Literal["decision"] = "decision"
    kind: DecisionKind
    status: DecisionStatus = DecisionStatus.DECIDED
    #: a bare agreement ("LGTM", "동의합니다"): not a decision of its own; it is handed on marked so that the
    #: write path makes the proposal it answers decided (and stores nothing for it)
    agreement: bool = False

    def label(self) -> str:
        return KIND_LABELS.get(self.language, KIND_LABELS["en"])[self.kind]


class ExtractedMemory(_Finding):
    """Something worth remembering from a message that decides nothing."""

    type: Literal["memory"] = "memory"
    category: MemoryCategory

    def label(self) -> str:
        return CATEGORY_LABELS.get(self.language, CATEGORY_LABELS["en"])[self.category]


Extraction = ExtractedDecision | ExtractedMemory

__all__ = [
    "CATEGORY_LABELS",
    "DEFAULT_IMPORTANCE",
    "KIND_LABELS",
    "PERSON_ROLES",
    "STATUS_LABELS",
    "Confidence",
    "DecisionKind",
    "DecisionStatus",
    "ExtractedDecision",
    "ExtractedMemory",
    "Extraction",
    "MemoryCategory",
    "PersonRef",
    "importance_of",
]
