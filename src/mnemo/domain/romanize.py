"""Hangul to Latin letters by the Revised Romanization of Korean (syllable by syllable), so a name written in
one script can be compared with the same name in the other: "세종병원" and "the Sejong hospital", "오창" and
"Ochang", "월평" and "Wolpyeong" are one site. Only the letter tables: the sound changes between syllables
that the full standard applies ("신라" is "Silla") are not, so compare loosely (``same_name``).
Pure: standard library only."""

from __future__ import annotations

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


def same_name(a: str, b: str) -> bool:
    """Two spellings of one name, in either script: equal once romanized and stripped to letters, or one
    letter apart in a name of five letters or more ("Wolpyung" for "Wolpyeong" is two: not the same)."""
    ra, rb = ("".join(c for c in romanize(x) if c.isalpha()) for x in (a, b))
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
