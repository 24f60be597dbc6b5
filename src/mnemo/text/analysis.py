"""Language-aware analysis of one text: language, content words in order, time references, names.

Korean goes through the Kiwi morphological analyzer (``kiwipiepy``; its model ships in a wheel). Kiwi
takes ~1 s and ~270 MB (a ~340 MB process) to load, so it is loaded once per process, on the first Korean text that needs
it, and shared by every thread. English is tokenized with a regular expression and a light suffix
stripper: enough to match "approved"/"approval"/"approve" without another model.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from mnemo.text.stopwords import ANALYSIS_STOP_EN

if TYPE_CHECKING:
    from kiwipiepy import Kiwi

_HANGUL = re.compile(r"[\uAC00-\uD7A3]")
_LATIN = re.compile(r"[A-Za-z]")
_EN_WORD = re.compile(r"\w+", re.UNICODE)
EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")

# Korean particles (Kiwi tags J*) and endings (E*) carry grammar, not topic.
_KO_CONTENT = frozenset({"NNG", "NNP", "SL", "SN", "XR", "VV", "VA", "SH", "NR"})
_KO_NOUN = frozenset({"NNG", "NNP", "SL", "SH", "XR"})


@lru_cache(maxsize=16384)  # pure; a search asks it of each of its 40-80 candidates, the same memories again and again
def language_of(text: str) -> str:
    """"ko" when Hangul is at least a fifth of the letters, else "en" (the two languages we decompose)."""
    ko = len(_HANGUL.findall(text))
    latin = len(_LATIN.findall(text))
    return "ko" if ko and ko * 5 >= (ko + latin) else "en"


# --- Kiwi ------------------------------------------------------------------------------------------------------
_kiwi: Kiwi | None = None
_kiwi_lock = threading.Lock()


def kiwi() -> Kiwi:
    """The process-wide Kiwi analyzer (loaded on first use)."""
    global _kiwi
    if _kiwi is None:
        with _kiwi_lock:
            if _kiwi is None:
                try:
                    from kiwipiepy import Kiwi
                except ImportError:  # pragma: no cover - a hard dependency
                    from mnemo.errors import ConfigError
                    raise ConfigError("The Korean analyzer is missing", "Reinstall mnemo: pip install kiwipiepy") from None
                # Without the multi-word and typo dictionaries: ~1.0 s and a ~340 MB process instead of
                # ~2.7 s and ~530 MB on the first Korean text; 29 of 3,000 KorSTS sentences analyse
                # differently, each a multi-word name split into its words ("톰슨 로이터" -> "톰슨",
                # "로이터"), which decomposition compares word by word. Typo correction is off either way.
                # Without the default dictionary too (113k Wikipedia proper nouns: "신방학중학교", "오병철"):
                # loading and the first text take 0.69 s instead of 1.45 s and the analyzer ~67 MB less,
                # which is what keeps a Korean `mnemo add` under 1.5 s (docs/korean.md). 213 of 7,001 KorSTS
                # and PAWS-X sentences analyse differently (0.9% of content words: "트램폴린" is now kept
                # whole, "눈덩이" is split into "눈", "덩이"); every Korean benchmark scored the same with and
                # without it (names_ko, supersession, extract, chat_messages, bilingual).
                _kiwi = Kiwi(load_typo_dict=False, load_multi_dict=False, load_default_dict=False)
    return _kiwi


@dataclass(frozen=True, slots=True)
class Token:
    form: str  # lower-cased surface form or lemma
    tag: str   # Kiwi tag for Korean; "W" (word), "STOP", "NUM" for English
    start: int
    unknown: bool = False  # a Korean word the analyzer's dictionary does not hold (Kiwi's ``oov``: it guessed)


def _korean_tokens(text: str) -> tuple[Token, ...]:
    return tuple(Token(t.form.lower() if t.tag == "SL" else t.form, t.tag, t.start, bool(getattr(t, "oov", False)))
                 for t in kiwi().tokenize(text))


@lru_cache(maxsize=4096)
def tokens(text: str, language: str) -> tuple[Token, ...]:
    if language == "ko":
        try:
            return _korean_tokens(text)
        except UnicodeError:
            # a lone surrogate (a JSON "\ud800" escape, mail decoded with surrogateescape) breaks the analyzer's
            # UTF-8 when its tokens are read; "?" in its place keeps every offset
            return _korean_tokens(text.encode("utf-8", "replace").decode("utf-8"))
    out = []
    for m in _EN_WORD.finditer(text):
        w = m.group(0).lower()
        tag = "NUM" if w[0].isdigit() else ("STOP" if w in ANALYSIS_STOP_EN else "W")
        out.append(Token(w, tag, m.start()))
    return tuple(out)


def stem_en(word: str) -> str:
    """A light English stemmer: approved/approval/approving -> approv, campaigns -> campaign."""
    w = word
    for suffix in ("ational", "ization", "ations", "ation", "ments", "ment", "ings", "ing", "ness", "ies",
                   "ied", "als", "al", "ed", "es", "s", "e", "y"):
        if len(w) > len(suffix) + 2 and w.endswith(suffix):
            return w[: -len(suffix)] + ("i" if suffix in ("ies", "ied") else "")
    return w


def content_terms(toks: tuple[Token, ...], language: str) -> list[str]:
    """Topic words in order: Korean nouns/stems/foreign words/numbers, English non-stopwords (stemmed)."""
    if language == "ko":
        return [t.form for t in toks if t.tag in _KO_CONTENT]
    return [t.form if t.tag == "NUM" else stem_en(t.form) for t in toks if t.tag != "STOP"]


def order_sequence(toks: tuple[Token, ...], language: str) -> tuple[str, ...]:
    """The words the role-order guard compares: every word for English (stopwords are skipped as pivots
    later), content morphemes plus particles for Korean (particles mark who does what)."""
    if language == "ko":
        return tuple(t.form for t in toks if t.tag in _KO_CONTENT or t.tag.startswith("J"))
    return tuple(t.form for t in toks)


# Korean case particles by the role they give the noun before them (이/가 and 은/는 both mark the one who
# acts or the topic; 을/를 what is acted on; 에게/한테/께 the receiver; 에서/부터 the origin; 로/으로/까지 the
# destination). The same two nouns in exchanged roles are a different statement.
_ROLE = {"이": "agent", "가": "agent", "은": "agent", "는": "agent", "께서": "agent",
         "을": "object", "를": "object", "에게": "receiver", "한테": "receiver", "께": "receiver",
         "에게서": "origin", "한테서": "origin", "에서": "origin", "부터": "origin", "로부터": "origin",
         "로": "goal", "으로": "goal", "까지": "goal"}


def role_marks(toks: tuple[Token, ...]) -> tuple[tuple[str, str], ...]:
    """(noun, role) for each Korean noun directly followed by a case particle."""
    out = []
    for i in range(len(toks) - 1):
        t, nxt = toks[i], toks[i + 1]
        if t.tag in _KO_NOUN or t.tag == "SN":
            role = _ROLE.get(nxt.form) if nxt.tag.startswith("J") else None
            if role:
                out.append((t.form, role))
    return tuple(out)


def is_noun(tok: Token, language: str) -> bool:
    if language == "ko":
        return tok.tag in _KO_NOUN
    return tok.tag == "W"


# --- time references --------------------------------------------------------------------------------------------
_MONTHS = {m: i for i, m in enumerate(
    "january february march april may june july august september october november december".split(), 1)}
_MONTHS.update({m[:3]: i for m, i in list(_MONTHS.items())})
_MONTHS["sept"] = 9
_WEEKDAYS = {"monday": "mon", "tuesday": "tue", "wednesday": "wed", "thursday": "thu", "friday": "fri",
             "saturday": "sat", "sunday": "sun", "월요일": "mon", "화요일": "tue", "수요일": "wed",
             "목요일": "thu", "금요일": "fri", "토요일": "sat", "일요일": "sun"}
_ORDINAL_Q = {"first": 1, "second": 2, "third": 3, "fourth": 4, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4}

_TIME_PATTERNS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"\b(\d{4})[-./](\d{1,2})[-./](\d{1,2})\b"), "ymd"),
    (re.compile(r"(\d{4})\s*년\s*(\d{1,2})\s*월\s*(\d{1,2})\s*일"), "ymd"),
    (re.compile(r"(?<!\d)(\d{1,2})\s*월\s*(\d{1,2})\s*일"), "md"),
    (re.compile(r"(?<!\d)(\d{1,2})\s*월(?:\s?(?:말|초|중순))?(?!\s*\d)"), "m_ko"),  # "11월 말" is said whole
    (re.compile(r"(?i)\b(january|february|march|april|may|june|july|august|september|october|november|"
                r"december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b"), "mon_d"),
    (re.compile(r"(?i)\b(\d{1,2})(?:st|nd|rd|th)?\s+(january|february|march|april|may|june|july|august|"
                r"september|october|november|december)\b"), "d_mon"),
    (re.compile(r"(?i)\b(january|february|march|april|june|july|august|september|october|november|"
                r"december)\b"), "mon"),
    (re.compile(r"(?i)\b(?:q|fy\s?q)([1-4])\b"), "q"),
    (re.compile(r"([1-4])\s*분기"), "q"),
    (re.compile(r"(?i)\b(first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter\b"), "q_word"),
    (re.compile(r"(?i)\b(?:h([12])|([12])h)\b"), "h"),
    (re.compile(r"(상|하)반기"), "h_ko"),
    (re.compile(r"(?i)\b(first|second)\s+half\b"), "h_word"),
    (re.compile(r"(?<!\d)(20\d{2})(?:\s*년)?(?!\d)"), "y"),
    (re.compile(r"(?i)\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|([월화수목금토일]요일)"), "wd"),
    (re.compile(r"(?i)\b(next|this|last)\s+(week|month|quarter|year)\b"), "rel_en"),
    (re.compile(r"(다음|이번|지난)\s*(주|달|분기|해)"), "rel_ko"),
    (re.compile(r"(?i)\b(today|tomorrow|yesterday)\b|(오늘|내일|어제|모레)"), "day"),
]
_REL = {"next": "next", "this": "this", "last": "last", "다음": "next", "이번": "this", "지난": "last",
        "주": "week", "달": "month", "분기": "quarter", "해": "year"}
_DAY = {"오늘": "today", "내일": "tomorrow", "어제": "yesterday", "모레": "day-after-tomorrow"}


def time_references(text: str) -> tuple[frozenset[str], list[str]]:
    """Normalized time keys ("q1", "2025", "m03", "m03-15", "wd:tue", "rel:next-week") and the phrases."""
    keys: set[str] = set()
    phrases: list[str] = []
    taken: list[tuple[int, int]] = []
    for pattern, kind in _TIME_PATTERNS:
        for m in pattern.finditer(text):
            if any(s < m.end() and m.start() < e for s, e in taken):
                continue
            try:
                key = _time_key(kind, m)
            except (KeyError, ValueError):  # e.g. "Frıday": re's IGNORECASE matches letters our tables lack
                continue
            if key:
                keys.update(key)
                phrases.append(m.group(0).strip())
                taken.append((m.start(), m.end()))
    return frozenset(keys), phrases


def _time_key(kind: str, m: re.Match[str]) -> list[str] | None:
    g = m.groups()
    if kind == "ymd":
        return [g[0], f"m{int(g[1]):02d}", f"m{int(g[1]):02d}-{int(g[2]):02d}"]
    if kind == "md":
        mo, d = int(g[0]), int(g[1])
        return [f"m{mo:02d}", f"m{mo:02d}-{d:02d}"] if 1 <= mo <= 12 else None
    if kind == "m_ko":
        mo = int(g[0])
        return [f"m{mo:02d}"] if 1 <= mo <= 12 else None
    if kind == "mon_d":
        return [f"m{_MONTHS[g[0].lower().rstrip('.')]:02d}", f"m{_MONTHS[g[0].lower().rstrip('.')]:02d}-{int(g[1]):02d}"]
    if kind == "d_mon":
        return [f"m{_MONTHS[g[1].lower()]:02d}", f"m{_MONTHS[g[1].lower()]:02d}-{int(g[0]):02d}"]
    if kind == "mon":
        return [f"m{_MONTHS[g[0].lower()]:02d}"]
    if kind == "q":
        return [f"q{g[0]}"]
    if kind == "q_word":
        return [f"q{_ORDINAL_Q[g[0].lower()]}"]
    if kind == "h":
        return [f"h{g[0] or g[1]}"]
    if kind == "h_ko":
        return ["h1" if g[0] == "상" else "h2"]
    if kind == "h_word":
        return ["h1" if g[0].lower() == "first" else "h2"]
    if kind == "y":
        return [g[0]]
    if kind == "wd":
        return [f"wd:{_WEEKDAYS[(g[0] or g[1]).lower()]}"]
    if kind in ("rel_en", "rel_ko"):
        return [f"rel:{_REL.get(g[0].lower(), g[0].lower())}-{_REL.get(g[1].lower(), g[1].lower())}"]
    if kind == "day":
        return [f"day:{(g[0] or _DAY.get(g[1], g[1])).lower()}"]
    return None
