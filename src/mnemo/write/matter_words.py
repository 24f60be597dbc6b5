"""The words two decisions share, as supersession counts them: content words (stems; Korean particles, verb
endings and the words of deciding left out), a word of the matter beside the names they choose, a long Korean
word both use (``docs/supersession.md``, "Anchors" and "Other matters in one store")."""

from __future__ import annotations

import re
from functools import lru_cache

from mnemo.domain.decision_text import without_effective_dates
from mnemo.domain.supersession import names_of
from mnemo.text.stopwords import GENERIC_MATTER_WORDS, ORDER_PARTICLES_KO, ORDER_STOP
from mnemo.text.tokenize import index_terms


@lru_cache(maxsize=4096)  # pure: asked of the same texts for each of a write's candidates
def key_terms(text: str) -> frozenset[str]:
    """Content words (Korean particles and English stop words dropped, stems kept), two letters or more. A
    number's Korean unit with its particle ("10시로" leaves "시로", "3명은" "명은") names no matter: two
    decisions setting any times share it, so numbers are read without their units."""
    return frozenset(t for t in index_terms(_NUMBER_UNIT.sub(" ", text))
                     if len(t) >= 2 and not t.isdigit() and t not in ORDER_STOP)


#: A number with its Korean counter or unit and particle: "10시로", "3명은", "2,400만 원으로" keep no term.
_NUMBER_UNIT = re.compile(r"\d[\d,.:]*\s?(?:만|천|억)?\s?(?:시간|시|분|초|일|월|년|원|명|개|주|회|차|층|건|대|번)"
                          r"(?:으로|로|에서|에|부터|까지|은|는|이|가|을|를|도|만|의|씩|째)?(?![가-힣])")


#: A mail subject's leading tag ("[한올한복] 3월 갑사 원단 발주", "[External] …"): the sender's company or a
#: mail label, on every thread between the two parties, whatever each is about.
_SUBJECT_TAG = re.compile(r"^\W{0,3}\[[^\]\n]{1,40}\]")


def shares_matter_word(a: str, b: str, people: set[str]) -> bool:
    """Beside the names they choose, the two texts share a word of the matter ("KYC", "OS", "서버"): two
    decisions that only share a name are as often about different things that involve it."""
    # a name is one both write capitalised: "Standup from tomorrow" and "the standup" share a common word
    a, b = _SUBJECT_TAG.sub(" ", a), _SUBJECT_TAG.sub(" ", b)
    names = key_terms(" ".join((names_of(a) & names_of(b)) | people))  # stemmed as the terms are
    return any((len(t) >= 3 or (len(t) == 2 and _HANGUL_WORD_2.match(t) is not None)) and not t.isdigit()
               and of_a_matter(t)
               for t in (key_terms(a) & key_terms(b)) - names)


#: Korean predicate endings the term analysis may keep whole ("합니다"), and a connective ("해서": "미루기로
#: 해서", "so"): no word of the matter.
KO_ENDINGS = ("니다", "어요", "아요", "세요", "해요", "했다", "한다", "하겠", "겠다", "해서")


def of_a_matter(term: str) -> bool:
    """A content word that can name a matter: not a Korean predicate ending ("변경합니다"), not a person
    addressed by title ("과장님", "대표님": every message between two people opens with it) and not a word
    every decision uses (``이번``, ``진행``, days and times)."""
    return not term.endswith(KO_ENDINGS) and not (term.endswith("님") and len(term) >= 2) \
        and term not in GENERIC_MATTER_WORDS


_HANGUL_WORD = re.compile(r"^[\uac00-\ud7a3]{4,}$")
_HANGUL_WORD_2 = re.compile(r"^[\uac00-\ud7a3]{2}$")  # "마감", "예산": a Korean noun of two syllables is a word


def shared_long_hangul(a: str, b: str) -> bool:
    """Both texts use the same long Korean word ("네이버페이", "주문금액", "토스페이먼츠"): Hangul has no
    capitals to tell a product or a matter by, and a word of four syllables or more is rarely incidental.
    A predicate is no such word: "변경합니다", "진행합니다" end two decisions on any two matters."""
    a, b = _SUBJECT_TAG.sub(" ", a), _SUBJECT_TAG.sub(" ", b)
    return any(_HANGUL_WORD.match(t) and of_a_matter(t) for t in key_terms(a) & key_terms(b))


_KO_PARTICLE_TAIL = ORDER_PARTICLES_KO | {"까지", "부터"}  # the particles a shared word may end with


def shared_matter_terms(a: str, b: str) -> int:
    """How many content words two texts share, Korean verb endings and generic words (``이번``, ``진행``,
    days and times) left out, a word and its particle form ("문제", "문제로") counted once, and the dates each
    takes effect on ("from Monday 9 March") not read."""
    a, b = _SUBJECT_TAG.sub(" ", a), _SUBJECT_TAG.sub(" ", b)
    shared = {t for t in key_terms(without_effective_dates(a)) & key_terms(without_effective_dates(b))
              if of_a_matter(t)}
    return sum(1 for t in shared if not any(t[:-k] in shared and t[-k:] in _KO_PARTICLE_TAIL for k in (1, 2)
                                            if len(t) > k))
