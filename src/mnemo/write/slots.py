"""What a decision sets: the setting it names and the value it gives it ("Set MSRV to 1.74", "elevation mask
5도로 낮춤", "KR region: AWS Seoul", "the uplink prime station becomes Jeju").

Why a slot and not the embedding: two settings of one thing are often far apart in meaning as a whole
("Set MSRV to 1.74. We test against 1.74 in CI" and "Raise MSRV to 1.80 for LazyLock. Replaces once_cell
…" sit at 0.28 with the bundled model), while the words that name the setting are the same. A decision
phrased as "<verb> <setting> to <value>", "<setting> is/becomes <value>", "<setting>: <value>" or, in
Korean, "<setting> <value>(으)로 <change verb>" names its setting in the words before the value; two
decisions that name the same setting with different values are one matter, whatever else they say.

Only values that read as values count (a time, a date, a weekday, an amount, a quantity, a version, a
capitalised name or code): "move fast to ship" names no setting. ``docs/supersession.md`` ("Settings")
has the rule and what it was checked against.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from mnemo.domain.lazy_regex import lazy_compile
from mnemo.domain.decision_text import decision_part
from mnemo.domain.scopes import scope_of, scopes_conflict
from mnemo.domain.supersession import typed_values
from mnemo.text.stopwords import GENERIC_MATTER_WORDS, ORDER_STOP
from mnemo.text.tokenize import index_terms


@dataclass(frozen=True)
class Setting:
    slot: frozenset[str]  # the content words naming what is set (stemmed as the keyword index stems them)
    value: str            # the value given, normalised for comparison
    names: frozenset[str]  # capitalised names in the words that name the setting ("Aussaguel", "Jeju")
    # what the value is for, said after it: "to 5 for the search cluster" ({"search", "cluster"})
    tail: frozenset[str] = frozenset()


_VERSION = r"v?\d+(?:\.\d+)+"
#: A month written as a word ("Mar", "March", "Sept"); the extractor's schedule patterns use it too.
MONTH_WORD = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*"
_WEEKDAY_STEM = r"(?:mon|tues|wednes|thurs|fri|satur|sun)"
_WEEKDAYS = rf"{_WEEKDAY_STEM}days?"
# the units a number is given in ("to 5 for the search cluster" gives 5, not "5for")
_UNIT = (r"(?:%|°|[kKmM]\b|ms|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|d|days?|weeks?|months?|years?|deg|degrees?|"
         r"kg|g|lbs?|t|tons?|km|m|cm|mm|[kmgt]b|units?|pcs|rooms?|seats?|people|x|px|rpm|m/s|km/h|am|pm)\b")
# a value: a date, a version, a number with its unit, a time, a weekday, or a capitalised name or code
# ("AWS", "Jeju", "BigQuery")
_VALUE_EN = (rf"(?:{MONTH_WORD}\.?\s\d{{1,2}}\b|\d{{1,2}}\s{MONTH_WORD}\b|\d{{4}}-\d{{2}}-\d{{2}}\b|\d{{1,2}}/\d{{1,2}}\b|{_VERSION}|"
             rf"[$€£₩]?\d[\d,.:]*(?:\s?{_UNIT})?|(?-i:[A-Z][\w.+-]*)(?:\s(?-i:[A-Z][\w.+-]*)){{0,2}}|"
             rf"(?:{_WEEKDAYS}|midnight|noon)\b)")
_VALUE_KO = (rf"(?:{_VERSION}|\d[\d,.:/~\-]*\s?(?:[가-힣%°]{{1,2}}?)?(?:\s?\d{{1,2}}(?:일|분))?(?:\([월화수목금토일]\))?|"
             r"[A-Z][\w.+-]*|자정|정오|[월화수목금토일]요일)")
_VERB_EN = (r"(?:set|sets|setting|raise[sd]?|raising|bump(?:s|ed|ing)?|lower(?:s|ed|ing)?|increase[sd]?|"
            r"decrease[sd]?|reduce[sd]?|cut|change[sd]?|changing|pin(?:s|ned)?|upgrade[sd]?|downgrade[sd]?|"
            r"update[sd]?|extend(?:s|ed)?|shorten(?:s|ed)?|move[sd]?|moving|push(?:es|ed)?|pull(?:s|ed)?|"
            r"adjust(?:s|ed)?|revise[sd]?|switch(?:es|ed)?|lift(?:s|ed)?)")
_KO_CHANGE = (r"(?:변경|조정|재조정|하향|상향|낮|올|설정|고정|바꾸|바꿉|바꿔|바꿨|통일|당기|당깁|당겨|당겼|미루|미룹|미뤄|"
              r"미뤘|늘리|늘립|늘려|늘림|줄이|줄입|줄여|줄임|연장|단축|확정|결정|정했|정합|정하|합니다|갑니다|가자|하자|진행|운영|옮기|"
              r"옮깁|옮겨)")
#: A choice named in Hangul ("워크숍 장소는 춘천으로 결정했습니다", then "…강릉으로 결정했습니다"): a place, a vendor,
#: a product. Hangul has no capitals to tell a name by, so only in the "<setting>는 <choice>(으)로 <verb>" frame,
#: and not the nouns that say how rather than what ("공격적인 방향으로 진행").
_KO_CHOICE = r"(?!(?:방향|방식|쪽|것|거|걸|형태|구조|기준|순서|방법|일정|내용|계획|그대로|예정|전원|모두|다음|이번)(?:으로|로))[가-힣]{2,8}?"
_KO_KEEPS = r"(?:까지|부터)\s?(?:운영|진행|받|접수|영업|근무|진료|오픈|열|문을)"
_SLOT_WORDS = r"(?:[\w.'/-]+\s){0,5}?[\w.'/-]+"
_KO_SLOT_WORDS = r"(?:[가-힣A-Za-z0-9]+\s){0,4}?[가-힣A-Za-z0-9]+?"
# the words naming what is led or chosen for end at the first preposition ("the nacelle for the gearbox …")
_SHORT_SLOT = (r"(?:the |our )?[\w-]+(?: (?!(?:for|in|at|on|with|by|during|from|as|and|while|until|this|next)\b)"
               r"[\w-]+){0,3}")

# "Set MSRV to 1.74", "Raise the default request timeout from 30s to 60s"
_SET_TO = lazy_compile(rf"(?i)\b{_VERB_EN}\s+(?P<slot>{_SLOT_WORDS})\s+(?:from\s+\S+(?:\s\S+)?\s+)?to\s+"
                     rf"(?P<value>{_VALUE_EN})")
# "elevation mask 5도로 낮춤", "자료 마감을 4월 7일(화)로 당기게"
# ("TTL을 1시간에서 5분으로 줄임": from one value to another)
_KO_SET = lazy_compile(rf"(?P<slot>{_KO_SLOT_WORDS})(?:은|는|을|를|도|이|가)?\s(?:{_VALUE_KO}에서\s?)?(?P<value>{_VALUE_KO})\s?(?:으로|로)\s?"
                     rf"{_KO_CHANGE}")
# the choice right after the setting's particle: "워크숍 장소는 춘천으로 결정했습니다" (not "호스팅은 AWS 서울 리전으로",
# whose last word alone is no choice)
# ("계획대로", "예정대로", "기존대로": "as planned", no choice)
_KO_SET_CHOICE = lazy_compile(rf"(?P<slot>{_KO_SLOT_WORDS})(?:은|는|을|를)\s(?P<value>{_KO_CHOICE})(?<!대)(?:으로|로)\s?{_KO_CHANGE}")
# hours something keeps: "본원 평일 야간진료는 밤 10시까지 운영합니다", then "평일 야간도 자정까지 받겠습니다"
_KO_UNTIL = lazy_compile(rf"(?P<slot>{_KO_SLOT_WORDS})(?:은|는|도)\s(?P<value>(?:오전|오후|밤|새벽)?\s?{_VALUE_KO})\s?{_KO_KEEPS}")
# who leads or owns something: "Ciarán will lead on the nacelle side", then "Thiago will take the lead on the
# nacelle for the gearbox exchange"
_OWNS = lazy_compile(r"(?<![\w.])(?P<value>(?-i:[A-Z][\w'-]+)(?: (?-i:[A-Z][\w'-]+))?) (?:will|is going to|is to|'ll) "
                   r"(?:take (?:the |over (?:the )?)?lead (?:on |of |for )?|lead (?:on |the )?|own |run |handle |"
                   rf"coordinate |take over |be in charge of |be responsible for )(?P<slot>{_SHORT_SLOT})", re.I)
# a choice for something, and where it goes later: "we're going with Twilio for the OTP SMS", then "the SMS OTP
# goes through Africa's Talking"
_CHOSEN_FOR = lazy_compile(r"(?i)\b(?:go|going|goes|went|stick|sticking|stay|staying) with "
                         rf"(?P<value>(?-i:[A-Z][\w.'+-]*)(?: (?-i:[A-Z][\w.'+-]*)){{0,2}}) for (?P<slot>{_SHORT_SLOT})")
# "the uplink prime station becomes Jeju", "the maintenance window is fixed to Tuesdays"
_IS = lazy_compile(rf"(?i)(?<![\w.'/-])(?P<slot>{_SLOT_WORDS})\s+(?:is|are|becomes|become|will be|stays at|remains|"
                 r"moves to|goes to|goes through|runs on|is hosted (?:on|at|with)|is handled by)\s+"
                 r"(?:now\s+|fixed\s+to\s+|set\s+to\s+|going\s+to\s+be\s+|changed\s+to\s+|moving\s+to\s+)?"
                 rf"(?P<value>{_VALUE_EN})")
# "KR region: AWS Seoul (ap-northeast-2)", "- 담당: 진소연 과장"
_LABEL = lazy_compile(rf"(?im)(?:^|[.!?]\s+)\W*(?P<slot>[\w][\w '/&-]{{1,38}}?)(?<!\d)\s?[:：](?!\d)\s*(?P<value>{_VALUE_EN})")
_KO_LABEL = lazy_compile(rf"(?m)(?:^|[.!?]\s+)[\s\-*•·]*(?P<slot>[가-힣A-Za-z0-9][가-힣A-Za-z0-9 ·]{{1,30}}?)(?<!\d)\s?[:：](?!\d)\s*"
                       rf"(?P<value>{_VALUE_KO}|[가-힣]{{2,4}}\s(?:주임|대리|과장|차장|부장|팀장|선생님|님))")

#: Each pattern, in the order they are tried, with a word it cannot match without, looked for first: the
#: patterns' open-ended starts are slow to try at every position of a long mail, and most sentences hold none.
_PATTERNS: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = (
    (_SET_TO, lazy_compile(r"(?i)\bto\b")),
    (_KO_SET, lazy_compile(rf"(?:으로|로)\s?{_KO_CHANGE}")),
    (_KO_SET_CHOICE, lazy_compile(rf"(?:으로|로)\s?{_KO_CHANGE}")),
    (_KO_UNTIL, lazy_compile(_KO_KEEPS)),
    (_OWNS, lazy_compile(r"(?i)\b(?:will|is going to|is to)\b|'ll\b")),
    (_CHOSEN_FOR, lazy_compile(r"(?i)\bwith\b")),
    (_IS, lazy_compile(r"(?i)\b(?:is|are|becomes?|will be|stays|remains|moves|goes|runs)\b")),
    (_LABEL, lazy_compile(r"[:：]")),
    (_KO_LABEL, lazy_compile(r"[:：]")),
)
_NEEDS = dict(_PATTERNS)

#: Words that head a line without naming a setting ("Update: AWS …", "Re: …", "공지: …", "Hi all: Thanks").
_NO_SLOT = frozenset("""re fw fwd subject date from to cc sent note notes update fyi reminder proposal decision
decisions summary agenda ps tl dr tldr q a question answer status eta attendees location where when who what why
how hi hello dear thanks thank regards cheers best ok okay yes sure great quick owner owners name employee
requester approver author tip tips hint step steps path menu usage 안녕하세요 공지 안내 결정 확정 요약 참고 제목 일시 답변 질문 리마인드 재공지""".split())
# verbs and fillers the setting's words can carry ("we set", "the team moves", a commit's "chore:"): not the setting
_NOT_SLOT_TERM = frozenset("we i you they team everyone let lets pleas go will now just then also "
                           "our the default new current config chore fix feat ci build docs".split())
# a name given a setting ends its clause: "The Stage: So I am willing …" is a subject line and a sentence
_CLAUSE_END = lazy_compile(r"\s*(?:$|[,.;:!?)(\[\]/–—-]|\d|(?-i:[A-Z])|\b(?:only|for|until|from|as of|and|or)\b)")
_SCOPE_PREFIX = lazy_compile(r"[a-z][\w./-]*(?:\([^)]*\))?!?")  # a commit's "payments:", "fix(api):"
_SENTENCE_END = lazy_compile(r"[.!?](?:\s|$)|\n")
_CAPITALISED = lazy_compile(r"(?<![\w.])[A-Z][\w.-]*")
_VERB_ONLY = lazy_compile(_VERB_EN, re.I)
_WHEN_WORD = lazy_compile(r"\d+(?:월|일|시|분|주|년)|(?:이번|다음|지난)(?:달|주)?부터")  # "4월 1일부터는" says when


@lru_cache(maxsize=4096)  # pure: asked of the same texts for each of a write's candidates
def setting_of(text: str) -> Setting | None:
    """The first setting ``text`` gives a value to, or None."""
    for rx, needs in _PATTERNS:
        if not needs.search(text):
            continue
        for m in rx.finditer(text):
            found = _setting(text, rx, m)
            if found is not None:
                return found
    return None


def _setting(text: str, rx: re.Pattern[str], m: re.Match[str]) -> Setting | None:
    raw_slot = m.group("slot").strip()
    if not raw_slot or raw_slot.split()[0].lower().strip("'\"") in _NO_SLOT:
        return None
    if rx in (_LABEL, _KO_LABEL) and _SCOPE_PREFIX.fullmatch(raw_slot):
        return None  # a commit's scope ("payments: MTN MoMo callback timeout 45s") labels no setting
    if rx is _IS:  # the words after the last article: "from the next release the SMS OTP goes through …"
        raw_slot = re.split(r"(?i)\b(?:the|a|an|our|this|that)\s", raw_slot)[-1]
    slot = _slot_terms(raw_slot)
    raw_value = m.group("value")
    if not slot or rx in (_LABEL, _IS) and not raw_value[:1].isdigit() and not typed_values(raw_value) \
            and not _CLAUSE_END.match(text, m.end("value")):
        return None
    value = " ".join(raw_value.casefold().split()).rstrip(".")
    if not value or value.isalpha() and value in ORDER_STOP:
        return None
    # the names that qualify it may come before the words that name it ("Aussaguel 7.3 m antenna: the
    # maintenance window is fixed to Tuesdays"); a value named first ("Thiago will lead …") is no qualifier
    start = max((b.end() for b in _SENTENCE_END.finditer(text, 0, m.start("slot"))), default=0)
    clause = (f"{text[start:m.start('value')]} {text[m.end('value'):m.end('slot')]}" if m.start("value") < m.start("slot")
              else text[start:m.end("slot")])
    tail = _TAIL.match(text, m.end("value"))
    return Setting(slot, value, _qualifiers(clause, raw_slot), _slot_terms(tail.group(1)) if tail else frozenset())


_TAIL = lazy_compile(r"\s*(?:for|in|on|at|of)\s+(?:the\s+|our\s+)?((?:[\w-]+\s?){1,3})", re.I)


def _qualifiers(clause: str, slot_words: str) -> frozenset[str]:
    """Capitalised names in the clause up to the setting, other than the setting's own words and its verb."""
    own = {w.lower() for w in re.findall(r"[\w.-]+", slot_words)}
    return frozenset(w.lower() for w in _CAPITALISED.findall(clause)
                     if w.lower() not in own and w.lower() not in ORDER_STOP and w.lower() not in _NO_SLOT
                     and not _VERB_ONLY.fullmatch(w))


def _slot_terms(words: str) -> frozenset[str]:
    """The content words of a setting's name ("DefaultTTL" names the default TTL), times left out. A name
    joined by hyphens, underscores or slashes is one word: "eslint-plugin-react" is not "eslint"."""
    kept = [w for w in words.split() if not _WHEN_WORD.match(w)]
    # "1차 발주" and "2차 발주", "3층 회의실": a number with its counter tells two things apart
    ordinal = {m.group(0) for w in kept if (m := _ORDINAL.match(w))}
    joined = {w.strip(".,;:()'\"").lower() for w in kept if _JOINED.fullmatch(w.strip(".,;:()'\""))} | ordinal
    rest = " ".join(w for w in kept if w.strip(".,;:()'\"").lower() not in joined)
    split = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", rest)
    return frozenset({t for t in index_terms(split) if len(t) >= 2 and not _numeric(t)
                      and t not in ORDER_STOP and t not in GENERIC_MATTER_WORDS and t not in _NOT_SLOT_TERM}
                     | {w for w in joined if not _numeric(w)})


_JOINED = lazy_compile(r"@?[A-Za-z][A-Za-z0-9]*(?:[-_/.][A-Za-z0-9]+)+")
_ORDINAL = lazy_compile(r"\d+(?:차|층|호기|호|단계|회차|번째|기)(?=[가-힣]{0,2}$)")


def _numeric(term: str) -> bool:
    return any(ch.isdigit() for ch in term) and not any(ch.isalpha() for ch in term.strip("0123456789.,:"))


def _same_words(a: frozenset[str], b: frozenset[str]) -> tuple[frozenset[str], frozenset[str]]:
    """``a`` and ``b`` with a Korean word of three syllables or more that begins a longer word of the other
    taken as that word ("세척밸리" of "세척밸리데이션"): compounds are written together or apart as the writer
    likes. Two syllables are too little ("회의" of "회의실", "마감" of "마감시간" name other things)."""
    def fold(xs: frozenset[str], other: frozenset[str]) -> frozenset[str]:
        return frozenset(next((y for y in other if not x.isascii() and len(x) >= 3 and y != x and y.startswith(x)), x)
                         for x in xs)
    return fold(a, b), fold(b, a)


def same_setting(newer: str, older: str) -> bool:
    """The two texts give the same setting different values: "Raise MSRV to 1.80" after "Set MSRV to 1.74",
    "elevation mask 5도로 낮춤" after "set contact elevation mask to 10 deg". The words naming the setting are
    the same, or one's are all in the other's ("contact elevation mask" holds "elevation mask"); settings
    qualified by different names ("Aussaguel 7.3 m antenna: the maintenance window" and "Jeju 9m 안테나
    maintenance window") or scopes (Q1, iOS) are different settings."""
    # "Next step: Leo checks the numbers" and "Next step: Tina checks …" give no setting two values
    a, b = setting_of(decision_part(newer)), setting_of(decision_part(older))
    if a is None or b is None or _same_value(a.value, b.value):
        return False
    if len(a.slot & b.slot) == 1 and next(iter(a.slot & b.slot)) in _TOO_BROAD_ALONE:
        return False
    sa, sb = _same_words(a.slot, b.slot)
    # one's words all in the other's ("contact elevation mask" holds "elevation mask"); when each has a word
    # the other lacks they name two things ("maximum upload size", "maximum download size"); a joined name
    # is one word ("eslint" and "eslint-plugin-react" are two packages, ``_slot_terms``)
    if not sa & sb or not (sa <= sb or sb <= sa):
        return False
    if a.names and b.names and not (a.names & b.names) \
            or a.tail and b.tail and not (a.tail <= b.tail or b.tail <= a.tail):
        return False
    return not scopes_conflict(scope_of(newer), scope_of(older)) and _values_compare(newer, older)


def _same_value(a: str, b: str) -> bool:
    """The same value however written: typed values compared in one spelling ("2:30pm" is "14:30"), else
    the words as written ("5%" is not "15%")."""
    ta, tb = typed_values(a), typed_values(b)
    return ta == tb if ta and tb else a == b


#: A setting named by one of these words alone is any number of things ("the call", "the meeting", "마감").
_TOO_BROAD_ALONE = frozenset("call meet meeting session deadlin deadline date plan price cost budget order "
                             "회의 미팅 마감 일정 날짜 시간 예산 가격 비용".split())


def _values_compare(newer: str, older: str) -> bool:
    """Both texts' values can be of one setting: an amount is not replaced by a date, nor a date by a price.
    Texts with no typed values (versions, names) compare."""
    a, b = typed_values(newer), typed_values(older)
    return not a or not b or bool(set(a) & set(b)) or {"time", "weekday", "date"} >= set(a) | set(b)


# --- a setting stated, for extraction ----------------------------------------------------------------------
# A setting given a new value in words that say so ("PO BW-44817 is revised to 18,000 units", "the uplink prime
# station becomes Jeju", "자료 마감을 4월 7일(화)로 당기게"), or a start set for a day ("the annual blade
# inspection will start on 8 June", "we launch the Kanal on Thursday 4 June"). A plain "X is Y" or "X: Y" is
# left out: mail is full of them ("Time: Saturday July 14 at 8:00 PM" of a party invitation).
# (not "is now $45", "prices were raised to $5.20", "the rating was lowered to Baa3": markets move by themselves)
_CHANGED_TO = lazy_compile(
    r"(?i)\b(?:becomes|become|(?:is|are|was|were|has been|have been) (?:revised|moved|changed|pushed|pulled|"
    rf"brought forward|extended|shortened) to)\s+(?:{_VALUE_EN})"
    # a quantity that is now another ("Citra for 2027 is now 400 lb"), not a price or a time
    r"|\b(?:is|are) now\s+\d[\d,.]*\s?(?!(?:am|pm)\b)(?:lbs?|kg|t|tons?|units?|pcs|rooms?|seats?|people|boxes|"
    r"pallets|cases|containers|copies|days|weeks|months)\b")
_DATE_WORDS = rf"(?:\d{{1,2}}(?:st|nd|rd|th)? {MONTH_WORD}|{MONTH_WORD}\.? \d{{1,2}}\b|\d{{1,2}}/\d{{1,2}}\b)"
_STARTS_ON = lazy_compile(
    r"(?i)\b(?:will (?:now )?(?:start|begin|launch|go live|take place)|(?:we|they) (?:will )?(?:launch|open|"
    rf"start|ship|release|go live))\b[^.?!]{{0,40}}?\bon (?:{_WEEKDAY_STEM}day,? )?(?:the )?"
    rf"{_DATE_WORDS}")
_ON = lazy_compile(r"(?i)\bon\b")
# a time something goes out or is held every day or week ("the daily progress report goes out at 17:00 Irish
# time"), and a return to a value ("Let's go back to 17:00 same-day")
_AT_TIME = lazy_compile(r"(?i)\b(?:goes out|go out|is sent|are sent|is held|are held|takes place|take place|"
                      r"starts|begins)\s(?:daily |weekly |every \w+ )?(?:at|from) "
                      r"(?:\d{1,2}:\d{2}\b|\d{1,2}\s?(?:am|pm)\b)")
# (a time, a day or a date: "we're back to 100% after the outage" is no return)
_BACK_TO = lazy_compile(r"(?i)\b(?:let's|let us|we(?:'ll| will)?|we're|we are) (?:go |going |move |moving |switch |"
                      rf"switching )?back to (?:\d{{1,2}}(?::\d{{2}}|\s?[ap]m\b)|{_WEEKDAYS}\b|{MONTH_WORD}\.? \d|\d{{1,2}}/\d)")
# a recurring day or time set: "정기 발주는 매월 5일에 진행하며", "주간회의는 매주 월요일 10시에 합니다"
_KO_RECURRING = lazy_compile(r"매(?:월|주|일|년)\s?(?:\d{1,2}일|[월화수목금토일](?:요일)?|\d{1,2}시)[^\s.]{0,3}\s?(?:\d{1,2}시\S{0,2}\s)?"
                           r"(?:[가-힣]+\s)?(?:진행|실시|운영|개최|마감|발주|시행|합니다|해요|하기로)")
# a day something is held on: "체육대회를 5월 15일(금)에 개최할 예정입니다", "6월 2일로 오픈합니다"
_KO_HELD_ON = lazy_compile(r"(?:\d{1,2}월\s?\d{1,2}일|\d{1,2}/\d{1,2})(?:\s?\([월화수목금토일]\))?\s?(?:에|로|으로)\s?"
                         r"(?:개최|진행|실시|시행|개막|개강)(?:할|하기로|합니다|됩니다|하겠습니다|하려|\s?예정)")
# a day something is closed on, or a shift by some days: "4/15(수) 예방접종실 휴무입니다", "팝업 일정 일주일 밀립니다"
_KO_CLOSED_ON = lazy_compile(r"(?:\d{1,2}/\d{1,2}|\d{1,2}월\s?\d{1,2}일)(?:\s?\([월화수목금토일]\))?\s?(?:[\w·]+\s){0,3}?"
                           r"(?:휴무|휴진|휴관|휴업|휴원|단축\s?운영)")
# (said as what will be: "진도가 2주 밀렸습니다" reports a delay, it decides nothing)
_KO_SHIFTED = lazy_compile(r"(?:\d+\s?(?:일|주|주일|시간|개월)|일주일|하루|이틀|사흘|나흘|열흘|보름|한 ?주|한 ?달)\s?(?:씩\s?)?"
                         r"(?:밀립니다|밀려요|밀리게|미룹니다|미뤄요|미루기로|연기합니다|연기하기로|당깁니다|당겨요|당기기로|앞당깁|앞당기기로)")
# a day or time stated as what a thing of the team's is: "Kanal launch date is Thursday 14 May", "frame
# deliveries are Tuesdays" (not "today is Monday", "my birthday is May 3")
_IS_WHEN = lazy_compile(rf"(?i)(?<![\w.'/-])(?P<slot>{_SLOT_WORDS})\s+(?:is|are|will be)\s+(?:on\s+|now\s+|still\s+)?"
                      rf"(?P<value>(?:{_WEEKDAYS}\b,?\s?)?"
                      rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\s{MONTH_WORD}|{MONTH_WORD}\.?\s\d{{1,2}}\b)|{_WEEKDAY_STEM}days\b)")
# a meeting's day is a meeting (the extractor's arrangements and memories have them), not a setting
_GATHERINGS = frozenset("meet meeting session call sync standup workshop webinar interview lunch dinner party "
                        "review offsit kickoff confer summit".split())
_NOT_THE_TEAMS = frozenset("today tomorrow tonight yesterday it that this there which what my your his her birthday "
                           "weather holiday".split())
# a labelled change from one value to another: "㈜라온가구 기장·신고: 좌민호 → 반서율", "Standup: 9:30 -> 10:00"
# (short values on both sides: "Tip: go to Settings -> Privacy" is a path through a screen)
_ARROW = lazy_compile(r"^\W*(?P<label>[^:：\n]{2,40})[:：]\s*(?:\S+(?:\s\S+)?)\s?(?:→|->|⇒)\s?[\w(㈜$€£₩][^\s]*(?:\s\S+)?\s*$")
_ASKS = lazy_compile(r"(?i)^\W*(?:please|pls|kindly|can you|could you|would you|don't forget|remember to)\b")
_THEIRS = frozenset("your my his her their its it this that them these those".split())


#: A word that says a message announces what was settled ("Server regions decided.", "공지", "확정 사항"): then
#: its "<label>: <value>" lines are settings ("아래와 같이 조정합니다 / 가. 변경 일시: …"; the noun "변경" alone is
#: not: "[알림] 비밀번호 변경 / - 변경 일시: …").
SETTLED_WORDS = lazy_compile(r"(?i)\b(?:decided|decision|finali[sz]ed|confirmed|agreed|settled|final)\b|확정|결정|공지|"
                           r"정했|정리합니다|정리했|(?:변경|조정)(?:합니다|했습니다|하였습니다|되었습니다)")


def labels_a_setting(sentence: str) -> bool:
    """``sentence`` is "<label>: <value>" ("KR region: AWS Seoul (ap-northeast-2)", "- 업체: ㈜아트로지스"): a
    setting when the message says it announces what was settled (``SETTLED_WORDS``), never by itself ("Time:
    Saturday July 14 at 8:00 PM" of an invitation)."""
    for rx in (_LABEL, _KO_LABEL):
        if _NEEDS[rx].search(sentence):
            for m in rx.finditer(sentence):
                if _setting(sentence, rx, m) is not None:
                    return True
    return False


def states_a_setting(sentence: str) -> str | None:
    """``sentence`` gives something a new value in words that say so ("… is revised to 18,000 units", "…로
    당기게": ``"setting"``), or sets when something starts or goes out (``"schedule"``): a decision the cue
    words of the extractor miss. None for neither. (Each pattern runs only where a word it needs is found:
    this is asked of most sentences of mail that decides nothing.)"""
    korean = _HANGUL.search(sentence) is not None
    digit = _DIGIT.search(sentence) is not None
    if _ON.search(sentence) and _STARTS_ON.search(sentence) or digit and _AT_TIME.search(sentence) or korean and (
            _KO_RECURRING.search(sentence) or _KO_CLOSED_ON.search(sentence) or _KO_HELD_ON.search(sentence)):
        return "schedule"
    for when in (_IS_WHEN.finditer(sentence) if _A_DAY.search(sentence) else ()):
        words = re.split(r"(?i)\b(?:the|a|an|our|this|that)\s", when.group("slot"))[-1]
        terms = _slot_terms(words)
        # two words name a thing of the team's ("Kanal launch date", "frame deliveries"); one names a day
        # anyone has ("Thanksgiving is November 26", "the wedding is June 12")
        if len(terms) >= 2 and not terms & _GATHERINGS \
                and not {w.lower() for w in when.group("slot").split()} & _NOT_THE_TEAMS:
            return "schedule"
    if korean and _KO_SHIFTED.search(sentence):
        return "setting"
    if _BECOMES.search(sentence) and _CHANGED_TO.search(sentence):
        return "setting"
    arrow = _ARROW.search(sentence) if _ARROWS.search(sentence) else None
    if "back to" in sentence.lower() and _BACK_TO.search(sentence) \
            or arrow and arrow.group("label").strip(" -*•·").split()[0].lower() not in _NO_SLOT:
        return "setting"
    if _ASKS.match(sentence):
        return None
    for rx in (_SET_TO, _KO_SET, _OWNS):
        m = rx.search(sentence) if (korean or rx is not _KO_SET) and _NEEDS[rx].search(sentence) else None
        if not m or not _slot_terms(m.group("slot")) or m.group("slot").split()[0].lower() in _NO_SLOT | _THEIRS:
            continue
        # a value that reads as one of a setting ("to 1.80", "to 10:30", "4월 7일(화)로"), not a place a thing
        # was put ("I moved the file to Dropbox"); who leads is a name
        if rx is _OWNS or typed_values(m.group("value")) or re.fullmatch(_VERSION, m.group("value")):
            return "setting"
    return None


_HANGUL = lazy_compile(r"[가-힣]")
_DIGIT = lazy_compile(r"\d")
_BECOMES = lazy_compile(r"(?i)\b(?:becomes?|now|to)\b")
_ARROWS = lazy_compile(r"→|->|⇒")
_A_DAY = lazy_compile(rf"(?i)\b(?:{MONTH_WORD}\.?\s\d|\d{{1,2}}(?:st|nd|rd|th)?\s{MONTH_WORD}|{_WEEKDAY_STEM}days\b)")
