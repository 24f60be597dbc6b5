"""The words people read around mnemo's answers, in English and Korean (the web app, the Slack bot, the
digest and ``mnemo ask``): one table, so a label reads the same everywhere and no language lags.

``label(key, lang)`` falls back to English for an unknown language; a missing key is a bug the tests catch
(``tests/interfaces/test_labels.py`` checks both languages have the same keys)."""

from __future__ import annotations

LANGS = ("en", "ko")

LABELS: dict[str, dict[str, str]] = {
    # answers
    "answer": {"en": "Answer", "ko": "답변"},
    "standing_decision": {"en": "Standing decision", "ko": "현재 유효한 결정"},
    "memory": {"en": "Memory", "ko": "메모리"},
    "sources": {"en": "Sources", "ko": "출처"},
    "evidence": {"en": "Evidence", "ko": "근거"},
    "nothing_found": {"en": "Nothing relevant is stored about that.", "ko": "관련된 기억이 없습니다."},
    "replaces": {"en": "replaces", "ko": "대체함"},
    "replaced_by": {"en": "replaced by", "ko": "다음으로 대체됨"},
    "written_by_llm": {"en": "Written by the LLM from the sources cited.",
                       "ko": "LLM이 인용한 출처만으로 작성한 답변입니다."},
    "llm_not_used": {"en": "The LLM's answer was not shown", "ko": "LLM 답변을 표시하지 않았습니다"},
    "not_current": {"en": "This decision no longer stands.", "ko": "이 결정은 더 이상 유효하지 않습니다."},
    # decision statuses
    "status_standing": {"en": "standing", "ko": "유효"},
    "status_pending": {"en": "pending", "ko": "검토 중"},
    "status_superseded": {"en": "superseded", "ko": "대체됨"},
    "status_reversed": {"en": "reversed", "ko": "번복됨"},
    "status_note": {"en": "note", "ko": "메모"},
    "since": {"en": "since", "ko": "부터"},
    "until": {"en": "until", "ko": "까지"},
}


def lang_of(value: str | None) -> str:
    """A supported language code from ``value`` ("ko-KR" -> "ko"); English otherwise."""
    code = (value or "").strip().lower()[:2]
    return code if code in LANGS else "en"


def label(key: str, lang: str = "en") -> str:
    row = LABELS[key]
    return row.get(lang) or row["en"]


def status_label(status: str | None, lang: str = "en") -> str:
    return label(f"status_{status or 'note'}", lang)
