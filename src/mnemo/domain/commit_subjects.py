"""What a commit's subject takes away that an earlier commit's subject added ("Drop telemetry" after "Add
opt-in anonymous usage telemetry") or changes the amount of ("Lower the API rate limit" after "Add rate
limiting to the public API"), and which earlier commit a revert names: the supersession rules that read
commit subjects alone.

Why a module of its own: ``domain/supersession.py`` holds the rules every decision is read by; this one is
for code history only (``docs/commits.md``), and they keep that module (and ``write/supersede.py``) under the
size the project allows.
"""

from __future__ import annotations

import re

from mnemo.domain.supersession import _COMMON


#: A commit subject that introduces something, and one that takes it away ("feat: add opt-in usage
#: telemetry" / "Drop telemetry"; "포인트 2배 적립 이벤트 추가" / "포인트 2배 이벤트 철회").
_ADDS = re.compile(r"^\W*(?:[a-z]+(?:\([^)]*\))?!?:\s*)?(?:add(?:s|ed)?|introduce[sd]?|enable[sd]?|implement(?:s|ed)?|"
                   r"start(?:s|ed)?|publish(?:es|ed)?|set up|sets up|turn(?:s|ed)? on)\s+(.{3,80})", re.I)
_DROPS = re.compile(r"^\W*(?:[a-z]+(?:\([^)]*\))?!?:\s*)?(?:drop(?:s|ped)?|remove[sd]?|delete[sd]?|disable[sd]?|"
                    r"deprecate[sd]?|rip out|get rid of)\s+(.{3,80})", re.I)
_KO_ADDS = re.compile(r"^\W*(?:[a-z]+(?:\([^)]*\))?!?:\s*)?(.{2,60}?)\s?(?:추가|도입|적용|활성화|시작)")
_KO_DROPS = re.compile(r"^\W*(?:[a-z]+(?:\([^)]*\))?!?:\s*)?(.{2,60}?)\s?(?:철회|삭제|제거|폐지|비활성화|취소)(?:함|합니다)?"
                       r"\s*(?:\([^)]*\))?[.!]?\s*$")
_MECHANISM = frozenset("workflow job pipeline step script config configuration setup integration".split())
_SUBJECT_WORD = re.compile(r"[A-Za-z][A-Za-z0-9+#-]{2,}|[가-힣]{2,}")


def takes_away(newer_subject: str | None, older_subject: str | None) -> frozenset[str]:
    """The words of what the newer commit takes away that the older commit added, when the older subject
    introduces something ("Add opt-in anonymous usage telemetry") and the newer one drops it ("Drop
    telemetry", "포인트 2배 이벤트 철회" after "포인트 2배 적립 이벤트 추가"): a cancellation of that commit."""
    if not newer_subject or not older_subject:
        return frozenset()
    added = _ADDS.match(older_subject) or _KO_ADDS.match(older_subject)
    dropped = _DROPS.match(newer_subject) or _KO_DROPS.match(newer_subject)
    if not added or not dropped:
        return frozenset()

    # a version or number names which one: "Drop Python 3.8" takes nothing from "Add Python 3.12"
    if _another_number(dropped.group(1), added.group(1)):
        return frozenset()
    gone, came = _subject_words(dropped.group(1)), _subject_words(added.group(1))
    # all of what is dropped was added, past the word for the mechanism that carried it ("remove the nightly
    # release workflow" after "publish nightly builds to GitHub Releases"): "Remove debug logging from auth"
    # takes nothing from "Add structured logging to payments", "disable cache for admin pages" nothing from
    # "add cache for product pages", and "주문 취소 API 추가" is no removal at all
    return frozenset(gone) if gone and gone & came and gone - came <= _MECHANISM else frozenset()


#: A commit subject that changes how much of something there is ("Lower the API rate limit", "Raise the upload
#: size limit", "Shorten the session timeout"): the verb says which way, the words what.
_ADJUSTS = re.compile(r"^\W*(?:[a-z]+(?:\([^)]*\))?!?:\s*)?(?:lower(?:s|ed)?|raise[sd]?|increase[sd]?|decrease[sd]?|"
                      r"reduce[sd]?|bump(?:s|ed)?|tighten(?:s|ed)?|loosen(?:s|ed)?|relax(?:es|ed)?|shorten(?:s|ed)?|"
                      r"lengthen(?:s|ed)?|extend(?:s|ed)?|double[sd]?|halve[sd]?)\s+(.{3,80})", re.I)
_KO_ADJUSTS = re.compile(r"^\W*(?:[a-z]+(?:\([^)]*\))?!?:\s*)?(.{2,60}?)\s?(?:하향|상향|인상|인하|완화|강화|단축|연장|"
                         r"줄임|늘림|낮춤|높임|축소|확대)(?:함|합니다)?\s*(?:\([^)]*\))?[.!]?\s*$")


#: What has an amount: an adjusted subject names one ("Reduce logging" changes how much is logged, not a setting)
_MEASURES = frozenset("limit timeout ttl size threshold rate interval retry retrie budget quota cap max maximum min "
                      "minimum count concurrency window delay frequency period duration length expiry lifetime "
                      "capacity replica fee price cost".split()) | frozenset(
    "한도 제한 시간 주기 간격 크기 용량 기간 횟수 한계 임계값 상한 하한 요금 가격 비용 수수료 개수".split())


_KO_MEASURES = tuple(m for m in _MEASURES if not m.isascii())
_TAIL = re.compile(r"\s(?:to|for|in|on|from|by|at|of|with|under|over|per|so|because)\s", re.I)


def _subject_words(text: str, *, ing: bool = False) -> set[str]:
    """Content words of a subject's object, plurals folded ("nightly builds"/"nightlies"), and with ``ing``
    "-ing" too ("rate limiting"/"rate limit")."""
    out = set()
    for w in _SUBJECT_WORD.findall(text):
        w = w.casefold()
        if w in _COMMON:
            continue
        w = re.sub(r"(?:ies|s)$", lambda m: "y" if m.group(0) == "ies" else "", w)
        out.add(re.sub(r"(?<=[a-z]{3})ing$", "", w) if ing else w)
    return out


def _another_number(part: str, whole: str) -> bool:
    """``part`` names a version or number ``whole`` does not: which one is meant ("Drop Python 3.8" after
    "Add Python 3.12")."""
    return bool(set(re.findall(r"\d[\d.]*", part)) - set(re.findall(r"\d[\d.]*", whole)))


def adjusts(newer_subject: str | None, older_subject: str | None) -> bool:
    """The newer commit changes the amount of what the older one added ("Lower the API rate limit" after "Add
    rate limiting to the public API"; "세션 만료 시간 단축" after "세션 만료 시간 설정 추가"): a new value of
    that setting, even when both say the value only in their bodies. What is adjusted is a measure (its last
    word a limit, a timeout, a size: "Reduce logging", "Extend the batch API" adjust no value), and every
    word of it must be in what was added (past the word for the mechanism that carried it): "Raise the upload
    size limit" adjusts nothing "Add a download size limit" added."""
    if not newer_subject or not older_subject:
        return False
    added = _ADDS.match(older_subject) or _KO_ADDS.match(older_subject)
    adjusted = _ADJUSTS.match(newer_subject) or _KO_ADJUSTS.match(newer_subject)
    if not added or not adjusted:
        return False
    thing = _TAIL.split(adjusted.group(1), maxsplit=1)[0]  # "the API rate limit" of "… for admins to 60"
    if _another_number(thing, added.group(1)):  # "Raise the Python 3.12 timeout": which one
        return False
    what, came = _subject_words(thing, ing=True), _subject_words(added.group(1), ing=True)
    shared = what & came
    head = ([w for w in _SUBJECT_WORD.findall(thing) if w.casefold() not in _COMMON] or [""])[-1].casefold()
    if not (head.rstrip("s") in _MEASURES or head in _MEASURES or head.endswith(_KO_MEASURES)):
        return False  # "Reduce logging", "Extend the batch API": a feature, not a setting's value
    return bool(shared) and what - came <= _MECHANISM and (len(shared) >= 2 or not shared <= _MECHANISM)


def quotes_title(newer_text: str, older_title: str | None, newer_title: str | None = None) -> bool:
    """The newer text quotes the older one's title: 'Revert "Switch session store from Redis to DynamoDB"';
    or a revert says what it takes back without quotes: "Revert isolated builds because they break mypy" after
    "Use isolated builds" (the older title past its verb, two words at least)."""
    if not older_title:
        return False
    if len(older_title) >= 12 and older_title.casefold() in newer_text.casefold():
        return True
    plain = _REVERT_PLAIN.match(newer_title or "")
    rest = _PR_NUMBER.sub("", _LEADING_VERB.sub("", older_title)).strip(" .").casefold()
    return plain is not None and len(rest.split()) >= 2 and rest in plain.group(1).casefold()


_REVERT_PLAIN = re.compile(r"^\s*revert:?\s+(?![\"“])(.+)$", re.I)
_LEADING_VERB = re.compile(r"^\W*(?:[\w-]+(?:\([^)]*\))?!?:\s*)?[A-Za-z]+\s+")  # "feat(api): Use "
_PR_NUMBER = re.compile(r"\s*\(#\d+\)\s*$")
