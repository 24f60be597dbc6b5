"""Korean person names that carry no title: "김민수가 배포합니다", "이서연, 박준호 두 분", "지은이랑", "채원아".

Why a second recognizer beside the decomposer's (``similarity/decompose._people_orgs_projects``): that one
finds Korean names only before a title ("김철수 팀장", "장도윤님") because it runs without the morphological
analyzer, and Korean marks a name with nothing else, no capital letter. Here the analyzer (Kiwi) reads the
message once, and three forms are taken as names, each a form that common words do not take:

- **A full name**: three syllables starting with a common surname, standing alone (a particle, a title, a
  comma or a space after it), which the analyzer does not read as grammar (a particle or an ending inside
  it: "조정은", "정리해") nor as one common noun ("고객사", "어린이") nor as a two-syllable common noun plus
  one syllable ("이번주").
- **A given name with the suffix 이**, which Koreans add after a given name that ends in a consonant
  ("지은이랑", "한결이한테"), or with the vocative 아/야 ("채원아", "도하야").
- **A name before 씨**, or a proper noun before 님 ("다솜 씨", "보람 님"; a role before 님 is not a name:
  "고객님", "팀장님").

Measured on ``benchmarks/names_ko.py`` (a labelled set written blind to this code); the figures are in
``docs/extraction.md``.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence

from mnemo.text.analysis import Token, tokens

# The surnames of the decomposer's recognizer and a few more; the two-syllable ones apart.
SURNAMES = frozenset("김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진지엄채원천방공현함"
                     "변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용봉경예나")
DOUBLE_SURNAMES = frozenset("남궁 제갈 선우 황보 독고 사공".split())
_NOT_NAMES = frozenset("고객 회원 주주 사용자 담당자 관리자 여러분 선생 사장 부장 팀장 과장 대표 이사 실장 신청자 지원자 참석자 "
                       "작성자 발표자 구매자 판매자 방문자 임원 직원 팀원 동료 전문가 기사 교수 박사 원장 회장 소장 차장 대리 "
                       "주임 책임 선배 후배 작가 환자 보호자 학생 학부모 아버님 어머님 부모 손님 형님 언니 누나 오빠".split())
# What may follow a standalone name: particles, titles, punctuation (checked on the text after the name).
_AFTER = ("이 ", "이가", "가", "은", "는", "을", "를", "의", "에게", "한테", "께", "랑", "이랑", "과", "와", "도", "만",
          "님", "씨", "하고", "이고", "이는", "이를", "이도", "이한테", "이랑")
_LATIN_TITLED = re.compile(r"(?<![\w.@])([A-Z][a-z]+(?: [A-Z][a-z]+)?) ?(?:님|씨)")  # "Priya 님이", "Kevin 씨"
_GRAMMAR = ("J", "E", "XS", "VCP", "VCN", "VV", "VA", "VX")
# Last syllables of place names that given names rarely end in (station, road, street, port, city, county,
# island, district, province, mountain, river, neighbourhood, and 어 of a language's name). A few real names
# end so too (김진구, 이성동): the price of not taking 정자동, 유성구 or 강남역 for people.
_PLACE_ENDINGS = frozenset("역로길항시군섬구도산강어동")
# A surname with a title glued on is no name ("이대리가", "최차장", "오과장한테"): the labels' rule too.
TITLE_WORDS = frozenset("대리 과장 부장 차장 실장 팀장 사장 이사 대표 주임 선임 책임 수석 상무 전무 회장 원장 소장 국장 "
                         "계장 반장 기사 작가 교수 박사 선배 후배 프로 위원 감독 코치 기자".split())
# The last syllable of a unit, not a person, before a title ("인사팀 대리", "연구소 소장").
_UNIT_ENDINGS = ("팀", "실", "소", "부", "과")
# Titles after a name (with or without a space): a surname-led span before one is a name however the
# analyzer reads it ("표지수 프로" is one common noun to it).
_TITLES = ("님", "씨", "팀장", "부장", "과장", "차장", "대리", "사원", "매니저", "대표", "이사", "실장", "본부장", "선임",
           "책임", "주임", "수석", "연구원", "교수", "박사", "프로", "선배", "PM")


def is_hangul(text: str) -> bool:
    """Non-empty and Hangul syllables only."""
    return bool(text) and all("\uac00" <= ch <= "\ud7a3" for ch in text)


def _has_final_consonant(syllable: str) -> bool:
    return (ord(syllable) - 0xAC00) % 28 != 0


def _stands_alone(text: str, start: int, end: int) -> bool:
    """Nothing Hangul glued before the span, and after it a boundary, a particle or a title."""
    if start > 0 and is_hangul(text[start - 1]):
        return False
    rest = text[end:end + 3]
    return not rest or not is_hangul(rest[0]) or rest.startswith(_AFTER)


def _title_follows(text: str, end: int, *, only_ssi: bool = False) -> bool:
    """A title right after ``end`` (one space allowed), itself followed by a particle or a boundary
    ("대리가", "대리," but not "대리점"). ``only_ssi``: only 씨, which follows names and nothing else (a
    common noun before another title is a role: "담당 매니저", "우수사원")."""
    rest = text[end:end + 12]
    rest = rest[1:] if rest.startswith(" ") else rest
    for title in ("씨",) if only_ssi else _TITLES:
        if rest.startswith(title):
            after = rest[len(title):]
            return not after or not is_hangul(after[0]) or after.startswith(_AFTER) or after.startswith(("님", "께"))
    return False


def _modifies_a_noun(inside: Sequence[Token], toks: Sequence[Token], after: int) -> bool:
    """A proper noun the analyzer knows, followed by a space and a noun: a brand or a place naming the
    next word ("이마트 납품", "신세계 백화점", "이태원 매장"). A person takes a particle or a title there; a
    note that lists a known name before a noun ("이서연 휴가 중") is the price."""
    if len(inside) != 1 or inside[0].tag != "NNP" or inside[0].unknown or after >= len(toks):
        return False
    nxt = toks[after]
    return nxt.start > inside[0].start + len(inside[0].form) and nxt.tag in ("NNG", "NNP") and \
        not nxt.form.startswith(_TITLES)


def _full_name(span_toks: Sequence[Token]) -> bool:
    """Whether the analyzer's reading of a three-syllable span allows a name (see the module doc)."""
    if not span_toks or any(t.tag.startswith(_GRAMMAR) for t in span_toks):
        return False
    if len(span_toks) == 1:
        only = span_toks[0]
        if only.tag == "NNG":
            return only.unknown  # a noun its dictionary lacks ("옥상훈"), not a known one ("고객사")
        # a known proper noun: a name unless it ends like a place ("강남역", "여의도", "을지로")
        return only.tag == "NNP" and (only.unknown or only.form[-1] not in _PLACE_ENDINGS)
    first, last = span_toks[0], span_toks[-1]
    if first.tag == "NNP" and len(first.form) == 2 and last.form in _PLACE_ENDINGS and last.tag.startswith("NN"):
        return False  # a place split in two ("유성" + "구")
    has_proper = any(t.tag == "NNP" for t in span_toks)
    common_word = any(t.tag == "NNG" and len(t.form) >= 2 for t in span_toks)
    return has_proper or not common_word


def korean_people(text: str) -> list[str]:
    """Names in ``text`` (Korean) that take no title, in order of appearance, each once."""
    toks = tokens(text, "ko")
    found: list[str] = []
    starts = [t.start for t in toks]  # in order: a span's tokens are found by bisection, not a scan
    # full names: three syllables from a surname, standing alone
    for i in range(len(text) - 2):
        span = text[i:i + 3]
        if not (span[0] in SURNAMES or span[:2] in DOUBLE_SURNAMES) or not is_hangul(span) \
                or not _stands_alone(text, i, i + 3):
            continue
        if span in _NOT_NAMES or span[1:] in TITLE_WORDS:
            continue
        lo = bisect_left(starts, i)
        inside = toks[lo:bisect_left(starts, i + 3, lo)]
        one_known_noun = len(inside) == 1 and inside[0].tag == "NNG" and not inside[0].unknown
        if one_known_noun or (inside and inside[-1].form in _UNIT_ENDINGS and inside[-1].start == i + 2):
            continue  # a role or a unit, even before a title ("변호사님", "인사팀 대리")
        if _title_follows(text, i + 3) and not any(t.tag.startswith(_GRAMMAR) for t in inside):
            found.append(span)  # "서류는 대표님" is a noun and a particle, not a name before a title
            continue
        if span[2] == "이" and _has_final_consonant(span[1]):
            continue  # a given name and its suffix ("유진이가"): taken below
        if (inside and inside[0].start == i and all(t.start + len(t.form) <= i + 3 for t in inside)
                and _full_name(inside) and not _modifies_a_noun(inside, toks, bisect_left(starts, i + 3, lo))):
            found.append(span)
    for k, t in enumerate(toks):
        nxt = toks[k + 1] if k + 1 < len(toks) else None
        if nxt is None or not is_hangul(t.form) or t.form in _NOT_NAMES or not 2 <= len(t.form) <= 4:
            continue
        adjacent = nxt.start == t.start + len(t.form)
        if len(t.form) == 4 and not t.form.endswith("이"):
            continue
        if adjacent and len(t.form) == 2 and t.tag in ("NNP", "NNG", "MAG"):
            if nxt.form == "이" and nxt.tag == "XSN" and _has_final_consonant(t.form[-1]):
                found.append(t.form)  # 지은이랑
            elif nxt.tag == "JKV" and t.tag == "NNP":
                found.append(t.form)  # 채원아
        if (t.tag == "NNP" and t.form.endswith("이") and len(t.form) in (3, 4) and _has_final_consonant(t.form[-2])
                and nxt.tag.startswith("J") and t.form[:-1] not in _NOT_NAMES):
            found.append(t.form[:-1])  # the analyzer kept the suffix: "유진이" + 가, "모상현이" + 가
        if (len(t.form) == 2 and t.tag in ("NNP", "NNG") and _stands_alone(text, t.start, t.start + 2)
                and _title_follows(text, t.start + 2, only_ssi=t.tag == "NNG" and not t.unknown)):
            found.append(t.form)  # a given name before a title: "다솜 씨", "예지 대리", "온유 프로"
    found += [m.group(1) for m in _LATIN_TITLED.finditer(text)]  # "Priya 님", "Kevin 씨"
    out: list[str] = []
    for name in found:
        if name not in out:
            out.append(name)
    return out


# Business words that follow an organization's name ("네이버 쪽 미팅", "쿠팡 입점", "카카오 측에", "김앤장 자문"),
# directly or after a particle ("다온랩스랑 NDA" is not here: a Latin word). Not 본사/지사: "미국 본사".
_ORG_CUES = frozenset("측 쪽 계약 입점 연동 제휴 파트너십 협업 협상 견적 견적서 미팅 담당자 계열사 납품 외주 자문 컨설팅 "
                      "결제 광고 수수료 단가 크레딧 요금 거래 검진 채용설명회 인턴 요청 공문".split())
_ORG_PARTICLES = frozenset("와 과 랑 이랑 하고 에서 의 에".split())


def korean_organizations(text: str, people: Sequence[str]) -> list[str]:
    """Organizations without a suffix, read off the business word after them: a proper noun (or a word the
    analyzer does not know) that is a whole word, not a person of the message and not shaped like a place,
    followed by a word like 측, 쪽, 계약, 입점, 견적 (a particle may come between). A company the analyzer
    takes for a common noun ("토스", "당근") is not found this way."""
    toks = tokens(text, "ko")
    out: list[str] = []
    for k, t in enumerate(toks):
        if not (t.tag == "NNP" or (t.tag == "NNG" and t.unknown)) or len(t.form) < 2 or not is_hangul(t.form):
            continue
        if t.form in people or t.form[-1] in _PLACE_ENDINGS or (t.start > 0 and is_hangul(text[t.start - 1])):
            continue  # a person, a place, or part of a longer word ("분당서울대병원")
        j = k + 1
        if j < len(toks) and toks[j].form in _ORG_PARTICLES and toks[j].tag.startswith("J"):
            j += 1
        if j < len(toks) and toks[j].form in _ORG_CUES and t.form not in out:
            out.append(t.form)
    return out


# Given names common in English, and the same and others as Korean writes them in Hangul: a Korean message
# names a foreign colleague with a particle glued on ("Sarah가", "Jay랑 Emily는", "다니엘에게") or with a
# family name and 님/씨 ("마이클 첸 님"), where neither the capitals rule (a Latin word before Hangul) nor the
# analyzer (a foreign word) reads a person. Only common names that are no words too: a product ("Jira가"), an
# optimizer or a language ("Adam이", "Julia가"), a chip or a country ("M3 Max는", "Jordan은"), Korean words
# ("안나는" = 안 나는, "사라는" = buy) are no people.
_GIVEN_LATIN = (
    "Aaron Alex Alice Amanda Amy Andrew Andy Anna Anne Ben Brian Carlos Catherine Charles Chris Christina "
    "Daniel David Diana Emily Emma Eric Ethan Hannah Henry Isabel Jacob James Jane Jason Jay Jeff "
    "Jennifer Jessica Jim John Jon Joseph Josh Julie Justin Karen Kate Katie Kevin Laura Leo Linda "
    "Lisa Lucas Lucy Luke Maria Mary Matt Matthew Megan Michael Michelle Mike Nancy Nathan Nick "
    "Nicole Noah Oliver Olivia Paul Peter Rachel Rebecca Richard Robert Ryan Sam Sarah Scott Sean Sophia "
    "Sophie Steve Steven Susan Thomas Tim Tom Tony Victoria William Zoe").split()
_GIVEN_HANGUL = (
    "다니엘 데이비드 마이클 제임스 에밀리 케빈 크리스 제니퍼 피터 앤드루 리처드 로버트 스티브 제이슨 에릭 "
    "브라이언 라이언 저스틴 알렉스 앤디 토니 올리비아 엠마 소피아 제시카 레이첼 로라 케이트 니콜 줄리아 "
    "마리아 토마스 윌리엄 매튜 조셉 벤자민 헨리 루카스 노아 그레이스 루시 제인 수잔 린다 낸시 "
    "카를로스 유키 히로시 타나카 사토 스즈키 하루토 아오이").split()
_PARTICLE = r"(?:이랑|한테|에게|께서|가|이|는|은|랑|께|와|과|도|의)"
_TITLES_AFTER_A_NAME = TITLE_WORDS | {"매니저", "리드", "엔지니어", "디자이너", "님", "씨"}
_LATIN_NAMED = re.compile(rf"(?<![A-Za-z])((?:{'|'.join(_GIVEN_LATIN)})(?: [A-Z][a-z]+)?)(?:{_PARTICLE}(?![가-힣])|\s?(?:님|씨))")
_HANGUL_NAMED = re.compile(rf"(?<![가-힣])((?:{'|'.join(_GIVEN_HANGUL)})(?: [가-힣]{{1,4}})?)"
                           rf"(?:\s?(?:님|씨)|{_PARTICLE}(?![가-힣]))")


def foreign_people(text: str) -> list[str]:
    """Foreign colleagues a Korean message names: a common given name (Latin or Hangul), with a family name
    after it when one follows, before a particle or 님/씨 ("Sarah가", "마이클 첸 님", "다니엘에게"). A title or
    님/씨 after the given name is not its family name ("에릭 님이", "다니엘 팀장")."""
    out: list[str] = []
    for rx in (_LATIN_NAMED, _HANGUL_NAMED):
        for m in rx.finditer(text):
            given, _, family = m.group(1).partition(" ")
            bare = family.rstrip("이가은는을를의에도")
            name = given if family and (family[:1] in "님씨" or bare in _TITLES_AFTER_A_NAME) else m.group(1)
            if name not in out:
                out.append(name)
    return out


__all__ = ["DOUBLE_SURNAMES", "SURNAMES", "TITLE_WORDS", "foreign_people", "is_hangul", "korean_organizations",
           "korean_people"]
