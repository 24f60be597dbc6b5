"""Keyword tokens for the FTS5 index and keyword queries, in Korean and English.

Korean attaches particles and endings to words ("캠페인을", "예산은", "시작합니다"), so a plain unicode
tokenizer never matches "캠페인" against "캠페인을". Without loading a 500 MB morphological analyzer on every
CLI call, we strip the common particles and endings from each Hangul word and index both the word and its
stem; English words go through FTS5's porter stemmer. A morpheme analyzer (kiwipiepy) can replace
``keyword_terms`` later without changing the index layout.
"""

from __future__ import annotations

import re
import unicodedata

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

_EN_STOP = frozenset(
    "a an and are as at be by for from has have i in is it its of on or that the this to was were will with "
    "we you our your they their he she his her them us me my what which who when where how do does did".split()
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
        elif w in _EN_STOP:
            continue
        for c in candidates:
            if c not in seen:
                seen.add(c)
                out.append(c)
    return out


def index_text(text: str) -> str:
    """The string stored in the FTS5 column."""
    return " ".join(keyword_terms(text))


def match_query(text: str, limit: int = 32) -> str | None:
    """An FTS5 MATCH expression that ORs the query's terms (each quoted), or None if it has none."""
    terms = keyword_terms(text)[:limit]
    if not terms:
        return None
    return " OR ".join('"' + t.replace('"', '""') + '"' for t in terms)
