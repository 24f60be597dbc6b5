"""Keyword terms: the one tokenizer every storage backend's keyword index uses, in Korean and English.

Why in the core: a keyword index must match the same terms whatever the backend (SQLite FTS5 today,
PostgreSQL's tsvector next), so the core computes exact terms and a store indexes and matches them
verbatim, with no tokenizer or stemmer of its own. The terms reproduce what the embedded store's FTS5
``porter unicode61`` tokenizer made of the previous index text, so keyword ranking did not change when the
computation moved here:

- text is NFKC-normalized and case-folded; words are Latin/digit runs (``v2.3``, ``don't`` kept whole for
  de-duplication), Hangul runs, or single CJK characters;
- Korean attaches particles and endings to words ("캠페인을", "예산은", "시작합니다"), so a Hangul word
  contributes itself and its particle-stripped stem (no 500 MB morphological analyzer on every CLI call);
- English stopwords are dropped (``text.stopwords.INDEX_STOP_EN``: part of this computation); each distinct
  surface word is then split at its inner punctuation, its diacritics removed, and Latin parts of 3+
  letters stemmed with the Porter algorithm (PyStemmer).

``KEYWORD_INDEX_VERSION`` names this computation; a store built with another version is re-indexed when
it is opened (``mnemo.write.recorder.ensure_keyword_index``).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

import Stemmer

from mnemo.text.stopwords import INDEX_STOP_EN

_WORD = re.compile(r"[0-9A-Za-z\u00C0-\u024F]+(?:[._'-][0-9A-Za-z]+)*|[\uAC00-\uD7A3\u3131-\u318E]+|[\u4E00-\u9FFF]")
_HANGUL = re.compile(r"[\uAC00-\uD7A3]")

# Particles (josa) and frequent verb endings, longest first so "에서는" wins over "는".
_KO_SUFFIXES = sorted(
    {
        "으로부터", "에서부터", "에게서", "한테서", "으로서", "으로써", "이라고", "에서는", "에서도", "에게는",
        "으로는", "이라는", "까지는", "부터는", "입니다", "합니다", "했습니다", "됩니다", "되었습니다", "됐습니다",
        "하였습니다", "습니다", "었습니다", "았습니다", "였습니다", "해주세요", "해줘", "하세요", "하고", "하며",
        "했다", "한다", "된다", "됐다", "이다", "였다", "에서", "에게", "한테", "으로", "까지", "부터", "처럼",
        "보다", "이나", "이며", "이고", "라고", "하는", "되는", "했던", "에는", "와는", "과는", "로는", "은",
        "는", "이", "가", "을", "를", "의", "에", "와", "과", "도", "로", "만", "요", "께", "랑",
    },
    key=len,
    reverse=True,
)

_KO_SUFFIX_SET = frozenset(_KO_SUFFIXES)
_KO_SUFFIX_LENGTHS = sorted({len(x) for x in _KO_SUFFIXES}, reverse=True)


def _ko_stem(word: str) -> str:
    """Strip the longest known particle or ending (one set lookup per suffix length)."""
    for n in _KO_SUFFIX_LENGTHS:
        if len(word) > n and word[-n:] in _KO_SUFFIX_SET:
            return word[:-n]
    return word


def keyword_terms(text: str) -> list[str]:
    """Lower-cased terms; Hangul words contribute the word and its particle-stripped stem."""
    text = unicodedata.normalize("NFKC", text).casefold()
    out: list[str] = []
    seen: set[str] = set()
    for m in _WORD.finditer(text):
        w = m.group(0)
        candidates = [w]
        if _HANGUL.search(w):
            stem = _ko_stem(w)
            if stem != w:
                candidates.append(stem)
        elif w in INDEX_STOP_EN:
            continue
        for c in candidates:
            if c not in seen:
                seen.add(c)
                out.append(c)
    return out


KEYWORD_INDEX_VERSION = "terms-2"
QUERY_TERMS = 32  # a question's first 32 terms are matched; more only slows the index down

_PART = re.compile(r"[^\W_]+")
_ASCII_WORD = re.compile(r"[a-z]+")
_stemmer = Stemmer.Stemmer("porter")


@lru_cache(maxsize=200_000)
def _index_parts(term: str) -> tuple[str, ...]:
    """What one surface term is indexed as: its alphanumeric parts, diacritics removed, Latin parts of 3+
    letters Porter-stemmed (the FTS5 porter tokenizer leaves shorter ones alone)."""
    if not term.isascii() and not _HANGUL.search(term):
        term = unicodedata.normalize("NFC", "".join(
            ch for ch in unicodedata.normalize("NFKD", term) if not unicodedata.combining(ch)))
    out = []
    for part in _PART.findall(term):
        if len(part) >= 3 and _ASCII_WORD.fullmatch(part):
            part = _stemmer.stemWord(part) or part
        out.append(part)
    return tuple(out)


def terms_of(words: Iterable[str]) -> list[str]:
    """Index terms of distinct surface words, in order (a stem shared by two words appears twice)."""
    return [p for w in words for p in _index_parts(w)]


def index_terms(*texts: str | None) -> list[str]:
    """The keyword terms stored for a memory (its title, content, summary and keywords)."""
    return terms_of(keyword_terms(" ".join(t for t in texts if t)))


def query_terms(text: str, limit: int = QUERY_TERMS) -> list[str]:
    """The keyword terms a question is matched with (its first ``limit`` distinct words; two words with one
    stem count twice, as they did when FTS5 stemmed the query)."""
    return terms_of(keyword_terms(text)[:limit])
