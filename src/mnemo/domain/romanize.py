"""Hangul to Latin letters by the Revised Romanization of Korean (syllable by syllable), so a name written in
one script can be compared with the same name in the other: "세종병원" and "the Sejong hospital", "오창" and
"Ochang", "월평" and "Wolpyeong" are one site. Only the letter tables: the sound changes between syllables
that the full standard applies ("신라" is "Silla") are not, so compare loosely (``same_name``).
Pure: standard library only."""

from __future__ import annotations

from difflib import SequenceMatcher

_INITIALS = ("g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h")
_VOWELS = ("a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we", "wi", "yu",
           "eu", "ui", "i")
_FINALS = ("", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l", "m", "p", "p", "t", "t",
           "ng", "t", "t", "k", "t", "p", "t")


def romanize(text: str) -> str:
    """``text`` with every Hangul syllable in Latin letters (lower case); other characters kept."""
    out = []
    for ch in text:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            initial, rest = divmod(code, 588)
            vowel, final = divmod(rest, 28)
            out.append(_INITIALS[initial] + _VOWELS[vowel] + _FINALS[final])
        else:
            out.append(ch.lower())
    return "".join(out)


def letters(text: str) -> str:
    """``text`` romanized and cut to its letters: a name as either script spells it, for comparing and finding."""
    return "".join(c for c in romanize(text) if c.isalpha())


def same_name(a: str, b: str) -> bool:
    """Two spellings of one name, in either script: equal once romanized and stripped to letters, or one
    letter apart in a name of five letters or more ("Wolpyung" for "Wolpyeong" is two: not the same)."""
    ra, rb = letters(a), letters(b)
    if ra == rb:
        return True
    if min(len(ra), len(rb)) < 5 or abs(len(ra) - len(rb)) > 1:
        return False
    return _one_edit(ra, rb)


def _one_edit(a: str, b: str) -> bool:
    """``a`` becomes ``b`` by one substitution, insertion or deletion."""
    if len(a) > len(b):
        a, b = b, a
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    return a[i + (len(a) == len(b)):] == b[i + 1:]


#: Spellings people use for one Korean sound, folded together: "Samsung" and 삼성 ("samseong"), "Pusan" and
#: 부산 ("busan"), "Cheju" and 제주 ("jeju"), "Sillim" and 신림 ("sinrim").
_FOLD = (("eo", "o"), ("eu", "u"), ("ae", "e"), ("oe", "e"), ("sh", "s"), ("ch", "c"), ("j", "c"), ("r", "l"),
         ("b", "p"), ("v", "p"), ("f", "p"), ("g", "k"), ("d", "t"), ("w", ""), ("y", ""))


def alike_names(a: str, b: str) -> bool:
    """Likely one name written in two scripts or two systems: ``same_name``, or close once romanized and the
    usual spelling variants folded (a ratio of 0.6: "Severance" and 세브란스, "Singapore" and 싱가포르 pass;
    "Novena" and 오창, 0.2, do not). For deciding that two sites are NOT one, where a wrong answer loses a
    supersession, so the doubt goes to "alike"."""
    if same_name(a, b):
        return True
    fa, fb = (_folded(x) for x in (a, b))
    return bool(fa) and bool(fb) and (fa in fb or fb in fa or SequenceMatcher(None, fa, fb).ratio() >= 0.6)


def _folded(name: str) -> str:
    out = letters(name)
    for old, new in _FOLD:
        out = out.replace(old, new)
    return out
