"""The contrastive few-shot judge of ``docs/design/similarity.md``: is B the same context as A?"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from mnemo.domain.models import SimilarityCategory

VERSION = "judge-v1"

EXAMPLES = [
    ("Q1 마케팅 캠페인 예산 5000만원 승인", "Q1 마케팅 캠페인 예산 6000만원으로 증액", "SAME_CONTEXT",
     "같은 Q1 마케팅 캠페인의 예산 정보. 금액만 변경됨."),
    ("Q1 OKR: 사용자 증가 20% 목표", "Q2 OKR: 사용자 증가 15% 목표 설정", "RELATED_CONTEXT",
     "다른 분기의 OKR이지만 연속성 있는 관련 정보"),
    ("회사 성장 전략 회의: 매출 증대 방안", "직원 성장 프로그램: 교육 및 멘토링", "DIFFERENT_CONTEXT",
     "'성장' 키워드는 같지만 완전히 다른 맥락. 회사 매출 vs 직원 개발"),
    ("The CI pipeline is failing on the integration tests", "Sales pipeline review moved to Thursday",
     "DIFFERENT_CONTEXT", "Both say 'pipeline' but one is a build system, the other a sales funnel."),
    ("Flights from Seoul to Busan are booked for the offsite", "Flights from Busan to Seoul are booked for the offsite",
     "RELATED_CONTEXT", "Same trip, but the direction differs: not the same fact."),
]

SYSTEM = "당신은 두 메모리가 같은 맥락(context)인지 판단하는 전문가입니다. You judge whether two memories share one context. Output JSON only."

Verdict = Literal["SAME_CONTEXT", "RELATED_CONTEXT", "DIFFERENT_CONTEXT"]


class Judgment(BaseModel):
    """The judge's answer (the response model: its JSON schema goes to the server, the reply is validated by it)."""

    judgment: Verdict
    confidence: float
    reasoning: str
    key_factors: list[str] = []


def user_message(a: str, b: str) -> str:
    shots = "\n".join(f'Memory A: "{x}"\nMemory B: "{y}"\n판단: {j}\n이유: {r}\n' for x, y, j, r in EXAMPLES)
    return (f"예시들:\n{shots}\n이제 다음을 판단해주세요:\n\nMemory A: \"{a}\"\nMemory B: \"{b}\"\n\n"
            'JSON 형식으로 답변:\n{"judgment": "SAME_CONTEXT|RELATED_CONTEXT|DIFFERENT_CONTEXT", '
            '"confidence": 0.0~1.0, "reasoning": "판단 근거 (메모리의 언어로)", "key_factors": ["판단에 중요한 요소들"]}')


CEILING: dict[str, SimilarityCategory] = {"SAME_CONTEXT": SimilarityCategory.DUPLICATE, "RELATED_CONTEXT": SimilarityCategory.RELATED,
           "DIFFERENT_CONTEXT": SimilarityCategory.UNRELATED}
