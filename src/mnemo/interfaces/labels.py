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
    "standing_decisions": {"en": "Standing decisions of that time", "ko": "그 기간의 현재 유효한 결정"},
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
    "status_cancels": {"en": "a cancellation", "ko": "취소 결정"},  # it stands as the record that one was taken back
    "status_note": {"en": "note", "ko": "메모"},
    "since": {"en": "since", "ko": "부터"},
    "until": {"en": "until", "ko": "까지"},
    # the Slack bot (interfaces/slack_bot)
    "slack_looking_up": {"en": "Looking that up…", "ko": "찾아보는 중입니다…"},
    "slack_help": {"en": "Ask the team's memory: `/mnemo where do we host the marketing site?` or mention me "
                         "with a question. I answer with what stands now and its sources.",
                   "ko": "팀의 기억에 물어보세요: `/mnemo 마케팅 사이트는 어디에 호스팅하나요?` 또는 질문과 함께 "
                         "저를 멘션하세요. 현재 유효한 결정과 출처로 답합니다."},
    "slack_unmapped": {"en": "This Slack workspace ({workspace}) is not mapped to a mnemo team. The operator adds "
                             "it to MNEMO_SLACK_TEAM (e.g. MNEMO_SLACK_TEAM=\"{workspace}=platform\").",
                       "ko": "이 Slack 워크스페이스({workspace})는 mnemo 팀에 연결되어 있지 않습니다. 운영자가 "
                             "MNEMO_SLACK_TEAM에 추가해야 합니다(예: MNEMO_SLACK_TEAM=\"{workspace}=platform\")."},
    "slack_failed": {"en": "Sorry, I could not answer that: {reason}", "ko": "답하지 못했습니다: {reason}"},
    # the weekly digest (interfaces/digest_text.py)
    "digest_title": {"en": "mnemo digest", "ko": "mnemo 결정 요약"},
    "digest_team": {"en": "Team {team}", "ko": "{team} 팀"},
    "digest_private": {"en": "Private ({user})", "ko": "개인 ({user})"},
    "digest_made": {"en": "Decisions made", "ko": "새로 내린 결정"},
    "digest_changed": {"en": "Decisions changed", "ko": "바뀐 결정"},
    "digest_reversed": {"en": "Decisions reversed", "ko": "번복된 결정"},
    "digest_pending": {"en": "Pending proposals", "ko": "검토 중인 제안"},
    "digest_conflicts": {"en": "Open conflicts", "ko": "검토할 충돌"},
    "digest_summary": {"en": "{made} made · {changed} changed · {reversed} reversed · {pending} pending · "
                             "{conflicts} open conflicts",
                       "ko": "새 결정 {made} · 변경 {changed} · 번복 {reversed} · 검토 중 {pending} · "
                             "충돌 {conflicts}"},
    "digest_empty": {"en": "No decisions were made, changed or reversed between {since} and {until}.",
                     "ko": "{since}부터 {until}까지 새로 내리거나 바꾸거나 번복한 결정이 없습니다."},
    "digest_team_quiet": {"en": "No decisions were made, changed or reversed this time.",
                          "ko": "이번 기간에 새로 내리거나 바꾸거나 번복한 결정이 없습니다."},
    "digest_reversed_by": {"en": "reversed by", "ko": "번복한 결정"},
    "digest_proposed": {"en": "proposed", "ko": "제안일"},
    "digest_kept": {"en": "kept", "ko": "유지"},
    "digest_incoming": {"en": "incoming", "ko": "새 값"},
    "digest_source": {"en": "source", "ko": "출처"},
    "digest_footer": {"en": "Written by mnemo from the team's memory (mnemo digest). Times are UTC.",
                      "ko": "mnemo가 팀의 기억으로 만든 요약입니다 (mnemo digest). 시각은 UTC 기준입니다."},
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
