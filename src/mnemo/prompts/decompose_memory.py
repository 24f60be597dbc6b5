"""The decomposition prompt of ``docs/design/similarity.md#decomposition-prompt``, batched: several memories per call.

``Answer`` is the response model: the provider sends its JSON schema to the server and validates the reply
with it, so ``to_decomposition`` receives typed values (a domain or intent outside ``docs/design/similarity.md``'s lists is
a validation error fed back to the model, not a silent fallback here)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from pydantic import BaseModel, Field

from mnemo.domain.contextual import Decomposition, Domain, Intent

VERSION = "decompose-v1"

SYSTEM = (
    "당신은 이메일 내용을 분석하여 구조화된 semantic 정보를 추출하는 전문가입니다. "
    "You analyze workplace memories (mail, chat, commits, documents) in Korean or English and decompose each "
    "into structured semantic components. Answer in the memory's own language. Output JSON only."
)

_GUIDE = """다음 메모리들을 각각 분석하여 JSON 형식으로 분해해주세요 (Decompose each memory below):

{memories}

각 메모리의 출력 형식 (per memory):
{{
  "core": {{"subject": "핵심 주제 (예: Q1 마케팅 캠페인)", "action": "진행되는 행동 (예: 예산 승인, 회의 개최)",
           "objects": ["행동의 대상들"]}},
  "context": {{"domain": "business_strategy|finance|hr|marketing|engineering|operations|legal|general 중 하나",
              "intent": "inform|request|decision|discussion|report|announcement 중 하나",
              "temporalContext": "시간 관련 언급 (예: Q1, 2025년, 2월 10일 마감)"}},
  "entities": {{"people": ["이메일 주소들, 이름들"], "organizations": ["조직명, 팀명"], "projects": ["프로젝트명"],
               "concepts": ["핵심 개념 키워드들"]}},
  "relationships": {{"isUpdate": true/false, "references": ["언급된 다른 주제들"],
                    "causality": {{"cause": "원인", "effect": "결과"}} 또는 null}}
}}

분석 시 주의사항:
1. domain을 신중하게 선택하세요 (같은 키워드도 다른 domain일 수 있음)
2. subject는 구체적으로 명시하세요
3. concepts는 핵심 키워드만 포함하세요 (너무 많지 않게)

Return {{"items": [{{"index": 0, "decomposition": {{...}}}}, {{"index": 1, "decomposition": {{...}}}}, ...]}}, one item per memory."""


class Core(BaseModel):
    subject: str
    action: str
    objects: list[str]


class Context(BaseModel):
    domain: Domain
    intent: Intent
    temporal_context: str = Field(default="", alias="temporalContext")


class Entities(BaseModel):
    people: list[str] = []
    organizations: list[str] = []
    projects: list[str] = []
    concepts: list[str] = []


class Causality(BaseModel):
    cause: str | None = None
    effect: str | None = None


class Relationships(BaseModel):
    is_update: bool | None = Field(default=None, alias="isUpdate")  # None: the rules' reading stands
    references: list[str] = []
    causality: Causality | None = None


class DecompositionAnswer(BaseModel):
    """One memory's decomposition, in the design's camelCase field names (the prompt shows them)."""

    core: Core
    context: Context
    entities: Entities = Entities()
    relationships: Relationships = Relationships()


class Item(BaseModel):
    index: int
    decomposition: DecompositionAnswer


class Answer(BaseModel):
    """The whole answer: one item per memory of the batch, by its index in the prompt."""

    items: list[Item]


def user_message(texts: Sequence[str]) -> str:
    memories = "\n".join(f'[Memory {i}]\n"""\n{t}\n"""' for i, t in enumerate(texts))
    return _GUIDE.format(memories=memories)


def _strs(values: list[str]) -> tuple[str, ...]:
    return tuple(v.strip() for v in values if v.strip())


def _terms(s: str) -> frozenset[str]:
    return frozenset(w.casefold() for w in s.replace(",", " ").split() if w.strip())


def to_decomposition(d: DecompositionAnswer, base: Decomposition, source: str) -> Decomposition:
    """The LLM's semantic parts over the rule-based ``base`` (whose sequence, times and negation stay)."""
    core, ctx, ent, rel = d.core, d.context, d.entities, d.relationships
    causality = rel.causality or Causality()
    subject = core.subject or base.subject
    action = core.action or base.action
    return replace(
        base, subject=subject, action=action, objects=_strs(core.objects) or base.objects,
        domain=ctx.domain, domains=(ctx.domain,), intent=ctx.intent, temporal=ctx.temporal_context or base.temporal,
        people=_strs(ent.people) or base.people, organizations=_strs(ent.organizations),
        projects=_strs(ent.projects), concepts=_strs(ent.concepts) or base.concepts,
        is_update=base.is_update if rel.is_update is None else rel.is_update, references=_strs(rel.references),
        cause=causality.cause or None, effect=causality.effect or None,
        subject_terms=_terms(subject), action_terms=_terms(action), source=source,
    )
