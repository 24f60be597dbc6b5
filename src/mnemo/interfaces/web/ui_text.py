"""The web app's own words in English and Korean (the answer's labels come from ``interfaces.labels``, shared
with the CLI and the Slack bot). ``t(key, lang)`` looks here first, then in the shared table, so a
template asks for every word the same way; ``tests/interfaces/test_web_app.py`` checks both languages
have every key."""

from __future__ import annotations

from mnemo.interfaces.labels import LABELS, label

WEB_TEXT: dict[str, dict[str, str]] = {
    "app_name": {"en": "mnemo", "ko": "mnemo"},
    "skip_to_content": {"en": "Skip to content", "ko": "본문으로 건너뛰기"},
    "nav_ask": {"en": "Ask", "ko": "질문"},
    "nav_register": {"en": "Register", "ko": "결정 목록"},
    "nav_conflicts": {"en": "Conflicts", "ko": "충돌"},
    "nav_health": {"en": "Health", "ko": "상태"},
    "logout": {"en": "Log out", "ko": "로그아웃"},
    "language": {"en": "Language", "ko": "언어"},
    # login
    "login_title": {"en": "Log in", "ko": "로그인"},
    "login_intro": {"en": "Log in with your mnemo API key (mnemo keys create --user YOU).",
                    "ko": "mnemo API 키로 로그인하세요 (mnemo keys create --user 사용자)."},
    "api_key": {"en": "API key", "ko": "API key"},
    "login_button": {"en": "Log in", "ko": "로그인"},
    "login_failed": {"en": "That API key was not accepted. Check it, or create one with `mnemo keys create`.",
                     "ko": "API 키가 올바르지 않습니다. 키를 확인하거나 `mnemo keys create`로 새로 만드세요."},
    "login_expired": {"en": "The login form expired. Try again.", "ko": "로그인 양식이 만료되었습니다. 다시 시도하세요."},
    "logged_out": {"en": "You are logged out.", "ko": "로그아웃되었습니다."},
    "signed_in_as": {"en": "Signed in as", "ko": "로그인 사용자"},
    "team": {"en": "team", "ko": "팀"},
    # ask
    "ask": {"en": "Ask", "ko": "Ask"},
    "ask_title": {"en": "Ask the team's memory", "ko": "팀의 기억에 질문하기"},
    "ask_placeholder": {"en": "Where do we host the site?", "ko": "사이트는 어디에 호스팅하나요?"},
    "ask_button": {"en": "Ask", "ko": "질문하기"},
    "open_memory": {"en": "Open", "ko": "열기"},
    "source_link": {"en": "source", "ko": "원문"},
    # register
    "register_title": {"en": "Decision register", "ko": "결정 목록"},
    "filter": {"en": "Filter", "ko": "필터"},
    "status": {"en": "Status", "ko": "상태"},
    "status_all": {"en": "all", "ko": "전체"},
    "words": {"en": "Words of the matter", "ko": "주제어"},
    "person": {"en": "Person", "ko": "사람"},
    "project": {"en": "Project", "ko": "프로젝트"},
    "source": {"en": "Source", "ko": "출처"},
    "kind": {"en": "Kind", "ko": "종류"},
    "from_date": {"en": "From", "ko": "시작일"},
    "to_date": {"en": "To", "ko": "종료일"},
    "apply": {"en": "Apply", "ko": "적용"},
    "clear": {"en": "Clear", "ko": "초기화"},
    "decision": {"en": "Decision", "ko": "결정"},
    "decided": {"en": "Decided", "ko": "결정일"},
    "replaced": {"en": "Replaced", "ko": "대체"},
    "no_decisions": {"en": "No decision matches these filters.", "ko": "조건에 맞는 결정이 없습니다."},
    "shown_of": {"en": "{shown} of {total} decisions", "ko": "결정 {total}건 중 {shown}건"},
    "previous": {"en": "Previous", "ko": "이전"},
    "next": {"en": "Next", "ko": "다음"},
    # memory
    "memory_title": {"en": "Memory", "ko": "메모리"},
    "timeline": {"en": "Timeline of this matter", "ko": "이 사안의 변경 이력"},
    "versions": {"en": "Versions", "ko": "버전"},
    "version": {"en": "version", "ko": "버전"},
    "neighbourhood": {"en": "People, projects and threads around it", "ko": "관련된 사람, 프로젝트, 스레드"},
    "no_neighbours": {"en": "Nothing is linked to this memory yet.", "ko": "아직 연결된 항목이 없습니다."},
    "graph_label": {"en": "Graph of what this memory is linked to", "ko": "이 메모리와 연결된 항목 그래프"},
    "people": {"en": "People", "ko": "사람"},
    "thread": {"en": "Thread", "ko": "스레드"},
    "linked": {"en": "Linked memories", "ko": "연결된 메모리"},
    "this_one": {"en": "this one", "ko": "현재"},
    "details": {"en": "Details", "ko": "세부 정보"},
    "updated": {"en": "Updated", "ko": "수정일"},
    # conflicts
    "conflicts_title": {"en": "Conflicts to review", "ko": "검토할 충돌"},
    "no_conflicts": {"en": "No open conflicts.", "ko": "열린 충돌이 없습니다."},
    "existing_value": {"en": "Kept now", "ko": "현재 값"},
    "incoming_value": {"en": "Incoming", "ko": "새 값"},
    "keep_existing": {"en": "Keep current", "ko": "현재 값 유지"},
    "keep_incoming": {"en": "Use incoming", "ko": "새 값 적용"},
    "reason": {"en": "Reason (optional)", "ko": "사유 (선택)"},
    "resolved": {"en": "Conflict resolved.", "ko": "충돌을 해결했습니다."},
    "why_flagged": {"en": "Why", "ko": "사유"},
    # health
    "health_title": {"en": "Memory health", "ko": "메모리 상태"},
    "memories_now": {"en": "Memories (current)", "ko": "현재 메모리"},
    "decisions": {"en": "Decisions", "ko": "결정"},
    "duplicate_candidates": {"en": "Duplicate candidates", "ko": "중복 후보"},
    "thin_memories": {"en": "Thin memories", "ko": "내용이 빈약한 메모리"},
    "open_conflicts": {"en": "Open conflicts", "ko": "열린 충돌"},
    "stale_standing": {"en": "Standing decisions not touched in {days} days", "ko": "{days}일 이상 변경 없는 유효 결정"},
    "needs_reembedding": {"en": "Memories to re-embed", "ko": "재임베딩 필요"},
    "compacted": {"en": "Compacted summaries", "ko": "압축 요약"},
    "by_age": {"en": "Current memories by age", "ko": "기간별 현재 메모리"},
    "jobs": {"en": "Upkeep jobs", "ko": "유지보수 작업"},
    "job": {"en": "Job", "ko": "작업"},
    "due": {"en": "due", "ko": "실행 필요"},
    "last_run": {"en": "Last run", "ko": "마지막 실행"},
    "result": {"en": "Result", "ko": "결과"},
    "ingest_runs": {"en": "Sources and ingest runs", "ko": "소스와 수집 실행"},
    "no_sources": {"en": "No live source sends to this memory. Add one with `mnemo sources add`.",
                   "ko": "연결된 실시간 소스가 없습니다. `mnemo sources add`로 추가하세요."},
    "items": {"en": "Items", "ko": "항목"},
    "errors": {"en": "Errors", "ko": "오류"},
    "never": {"en": "never", "ko": "없음"},
    # errors
    "not_found": {"en": "Not found", "ko": "찾을 수 없음"},
    "error_title": {"en": "Something is not right", "ko": "문제가 있습니다"},
    "back_to_ask": {"en": "Back to Ask", "ko": "질문으로 돌아가기"},
    "form_expired": {"en": "This form expired (the page was open too long, or you logged in again). Reload the page "
                             "and try again.",
                     "ko": "양식이 만료되었습니다. 페이지를 새로고침한 뒤 다시 시도하세요."},
}


def t(key: str, lang: str = "en", **values: object) -> str:
    """The ``key`` text in ``lang`` (English when the language has none), with ``{name}`` filled in."""
    row = WEB_TEXT.get(key)
    text = (row.get(lang) or row["en"]) if row is not None else label(key, lang) if key in LABELS else key
    return text.format(**values) if values else text
