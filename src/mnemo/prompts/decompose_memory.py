"""The contextual-similarity document's decomposition prompt, batched: several memories per call."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

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

_STR_LIST = {"type": "array", "items": {"type": "string"}}
DECOMPOSITION_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "core": {"type": "object", "properties": {"subject": {"type": "string"}, "action": {"type": "string"},
                                                  "objects": _STR_LIST},
                 "required": ["subject", "action", "objects"]},
        "context": {"type": "object", "properties": {
            "domain": {"type": "string", "enum": [d.value for d in Domain]},
            "intent": {"type": "string", "enum": [i.value for i in Intent]},
            "temporalContext": {"type": "string"}}, "required": ["domain", "intent"]},
        "entities": {"type": "object", "properties": {"people": _STR_LIST, "organizations": _STR_LIST,
                                                      "projects": _STR_LIST, "concepts": _STR_LIST}},
        "relationships": {"type": "object", "properties": {"isUpdate": {"type": "boolean"},
                                                           "references": _STR_LIST}},
    },
    "required": ["core", "context"],
}
SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"items": {"type": "array", "items": {
        "type": "object", "properties": {"index": {"type": "integer"}, "decomposition": DECOMPOSITION_SCHEMA},
        "required": ["index", "decomposition"]}}},
    "required": ["items"],
}


def user_message(texts: Sequence[str]) -> str:
    memories = "\n".join(f'[Memory {i}]\n"""\n{t}\n"""' for i, t in enumerate(texts))
    return _GUIDE.format(memories=memories)


def _strs(x: Any) -> tuple[str, ...]:
    return tuple(str(v).strip() for v in x if str(v).strip()) if isinstance(x, list) else ()


def _terms(s: str) -> frozenset[str]:
    return frozenset(w.casefold() for w in s.replace(",", " ").split() if w.strip())


def to_decomposition(d: dict[str, Any], base: Decomposition, source: str) -> Decomposition:
    """The LLM's semantic parts over the rule-based ``base`` (whose sequence, times and negation stay)."""
    core = d.get("core") or {}
    ctx = d.get("context") or {}
    ent = d.get("entities") or {}
    rel = d.get("relationships") or {}
    try:
        domain = Domain(ctx.get("domain"))
    except ValueError:
        domain = base.domain
    try:
        intent = Intent(ctx.get("intent"))
    except ValueError:
        intent = base.intent
    causality = rel.get("causality") if isinstance(rel.get("causality"), dict) else {}
    subject = str(core.get("subject") or base.subject)
    action = str(core.get("action") or base.action)
    return replace(
        base, subject=subject, action=action, objects=_strs(core.get("objects")) or base.objects,
        domain=domain, domains=(domain,), intent=intent, temporal=str(ctx.get("temporalContext") or base.temporal),
        people=_strs(ent.get("people")) or base.people, organizations=_strs(ent.get("organizations")),
        projects=_strs(ent.get("projects")), concepts=_strs(ent.get("concepts")) or base.concepts,
        is_update=bool(rel.get("isUpdate", base.is_update)), references=_strs(rel.get("references")),
        cause=(causality or {}).get("cause") or None, effect=(causality or {}).get("effect") or None,
        subject_terms=_terms(subject), action_terms=_terms(action), source=source,
    )
