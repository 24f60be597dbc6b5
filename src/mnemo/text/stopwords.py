"""Stop words: every list of words mnemo ignores, in one place, each with what it is for.

Why several lists instead of one: they answer different questions, and each was tuned for its own.

- ``INDEX_STOP_EN``: English words left out of the keyword index (``text.tokenize.keyword_terms``). It is
  part of the index's definition: changing it changes stored terms, so it needs a new
  ``KEYWORD_INDEX_VERSION`` (and a re-index). Short on purpose: it reproduces what the index held before
  the core computed terms itself.
- ``ANALYSIS_STOP_EN``: English function words that are not content (``text.analysis``): what the
  decomposition, the similarity levels and the fact-word tests compare. Longer than the index list:
  "would", "between", "again" say nothing about a memory's topic.
- ``TAG_STOP_EN``: English words never suggested as tags (``write.restatement.tag_words``): verbs and
  fillers of agents' progress notes ("added", "fixed", "update"), which are frequent but tag nothing.
- ``RESTATEMENT_FILLER_EN`` / ``RESTATEMENT_FILLER_KO``: discourse words an agent wraps a restatement in
  ("confirmed the cause again", "다시 정리"); they add no fact, so the restatement test ignores them
  (the English ones are stemmed where they are used).
- ``ORDER_PARTICLES_KO`` and ``ORDER_STOP``: what the role-order guard of contextual similarity skips when
  it compares who did what to whom ("Seoul to Busan" vs "Busan to Seoul"): the analysis list plus the
  Korean particles, which mark roles but are not the things being ordered.

``domain.write_rules`` keeps its own short list for merging contents without an LLM: the domain layer
imports nothing outside itself (the layering rules), so it cannot import this module.
"""

from __future__ import annotations

INDEX_STOP_EN = frozenset(
    "a an and are as at be by for from has have i in is it its of on or that the this to was were will with "
    "we you our your they their he she his her them us me my what which who when where how do does did".split()
)

ANALYSIS_STOP_EN = frozenset(
    "a an the of in on at to for from by with and or but nor is was were are be been being am as that this "
    "these those which who whom whose its it his her their our your my we you they he she i me us them "
    "also then than so if not no do does did has have had will would shall should can could may might must "
    "there here about into over under after before between while when where how what why all any each some "
    "such only just very more most other s t just up out off again further once".split()
)

TAG_STOP_EN = frozenset(
    ["added", "adding", "add", "using", "used", "use", "uses", "make", "made", "run", "runs", "ran", "get", "got",
     "set", "now", "new", "still", "again", "also", "after", "before", "about", "into", "from", "with", "without",
     "then", "than", "more", "less", "only", "just", "done", "fixed", "fixes", "fixing", "found", "finds", "work",
     "works", "working", "worked", "need", "needs", "needed", "instead", "every", "each", "other", "same", "first",
     "last", "next", "all", "some", "one", "two", "three", "per", "via", "because", "since", "while", "when",
     "where", "which", "what", "there", "their", "this", "that", "these", "those", "back", "down", "over", "under",
     "out", "off", "summary", "progress", "update", "updates", "note", "notes", "step", "steps", "looks", "seems"])

RESTATEMENT_FILLER_EN = (
    "still", "even", "though", "again", "now", "keep", "kept", "because", "since", "confirmed", "summary", "recap",
    "problem", "issue", "explained", "never", "already", "also", "just", "get", "got", "use", "used", "back", "full",
    "fully", "start", "started", "within", "rather", "plus", "overall", "done", "work", "works", "working", "fine",
    "good", "ok", "update", "progress", "note", "status", "found", "looks", "seems", "currently")

RESTATEMENT_FILLER_KO = frozenset(
    ["정리", "확인", "문제", "이유", "예정", "정도", "기존", "관련", "내용", "현재", "상황", "진행", "요약", "다시"])

ORDER_PARTICLES_KO = frozenset({"은", "는", "이", "가", "을", "를", "의", "에", "에서", "로", "으로", "와", "과", "도", "만"})

ORDER_STOP = ANALYSIS_STOP_EN | ORDER_PARTICLES_KO

#: Words two decisions share without being on one matter: when and how often ("이번", "다음", "오늘"), the
#: doing of it ("진행", "예정", "start", "move"), the time of day. (A weekday stays a word of the matter:
#: "토요일 특근" is one.)
#: And the words of deciding itself, which any two decisions may share ("[확정] … 일정 변경" and "연회장은 …
#: 확정됐습니다"; "Decision: …", "approved", "final"). English words are listed as written and as the index
#: stems them ("weekly" is "weekli"), since the terms compared are stems.
#: ``write/supersede.py`` does not count them as words of a matter.
GENERIC_MATTER_WORDS = frozenset(
    "이번 다음 지난 오늘 내일 모레 이번주 다음주 지난주 관련 예정 일정 진행 그럼 우리 저희 부탁 확인 공유 안내 요청 "
    "오전 오후 start move week weekly next day daily time today tomorrow morning afternoon evening night "
    "weekli dai daili todai morn even "
    "확정 결정 결론 변경 공지 합의 승인 최종 사항 "
    "decision decis decided decid confirmed confirm approved approv announcement announc notice notic update updat "
    "final finalized finaliz".split())
