"""What a model would read in a text, and what a person would not see: the views the injection screen judges.

An instruction can be hidden from the human who reviews a memory and still reach the model that reads it:
Unicode tag characters (invisible, but models read them as ASCII), zero-width and direction controls between
letters, homoglyphs (Cyrillic "о" in "ignоre"), fullwidth or spaced-out letters, leetspeak, HTML comments and
white-on-white spans, and payloads a model is asked to decode (base64, hex, URL-encoding, ROT13). The screen
never judges the raw text alone: it judges every view below, and a view that only exists because something was
hidden or encoded counts against the text.

Pure: standard library only.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import re
import unicodedata
from dataclasses import dataclass, field

from mnemo.domain.lazy_regex import lazy_compile

# Zero-width, word-joiner, BOM, soft hyphen, Mongolian vowel separator, variation selectors and bidirectional
# controls: nothing a reader sees.
HIDDEN = lazy_compile("[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufe00-\ufe0f\ufeff]")
_TAGS = lazy_compile("[\U000e0000-\U000e007f]+")
_HTML_COMMENT = lazy_compile(r"<!--(.*?)(?:-->|$)", re.DOTALL)
_HTML_TAG = lazy_compile(r"</?[a-zA-Z][^<>]{0,400}>")
_INVISIBLE_STYLE = lazy_compile(
    r"<(\w{1,20})\b[^<>]{0,200}?style\s*=\s*[\"'][^\"'<>]{0,200}?(?:display\s*:\s*none|visibility\s*:\s*hidden|"
    r"font-size\s*:\s*0|color\s*:\s*(?:#f{3}(?:f{3})?\b|white|transparent)|opacity\s*:\s*0(?:\.0+)?\b)[^\"'<>]{0,200}[\"']"
    r"[^<>]{0,200}>([^<]{0,2000})</\1\s*>", re.IGNORECASE)
_ATTRIBUTE_TEXT = lazy_compile(r"\b(?:alt|title|aria-label)\s*=\s*[\"']([^\"']{3,400})[\"']", re.IGNORECASE)
_MD_COMMENT = lazy_compile(r"^[ \t]*\[(?://|comment|_)\]:\s*(?:#|<>)\s*[(\"'](.*?)[)\"']\s*$", re.MULTILINE)
_RLO = lazy_compile("\u202e([^\u202c\n]*)")
_DETAILS = lazy_compile(r"<details\b[^>]*>(.*?)</details\s*>", re.IGNORECASE | re.DOTALL)
# single Hangul syllables one space apart ("이 전 지 시 를 무 시"): one word to a model
_KO_SPACED = lazy_compile(r"(?:(?<=\s)|^)(?:[\uac00-\ud7a3][ .\-_*·]){3,}[\uac00-\ud7a3]{1,3}(?=\s|$|[.,!?])")
_LIST_MARK = lazy_compile(r"^[ \t]*(?:\d+[.)]|[-*•])\s+", re.MULTILINE)
_MORSE = {".-": "a", "-...": "b", "-.-.": "c", "-..": "d", ".": "e", "..-.": "f", "--.": "g", "....": "h", "..": "i",
          ".---": "j", "-.-": "k", ".-..": "l", "--": "m", "-.": "n", "---": "o", ".--.": "p", "--.-": "q", ".-.": "r",
          "...": "s", "-": "t", "..-": "u", "...-": "v", ".--": "w", "-..-": "x", "-.--": "y", "--..": "z"}
_MORSE_RUN = lazy_compile(r"(?:[.\-]{1,5}[ /]+){5,}[.\-]{1,5}")
_BASE32 = lazy_compile(r"(?<![A-Za-z0-9])[A-Z2-7]{16,}={0,6}(?![A-Za-z0-9])")
_COMMON = lazy_compile(r"\b(?:the|and|you|your|all|to|of|is|are|now|ignore|send|reveal|prompt|system|rules|admin|"
                     r"password|instructions?|say|with|only|every)\b", re.IGNORECASE)

# Letters from other scripts that look like Latin ones (the Unicode confusables that matter for English words).
_CONFUSABLES = str.maketrans({
    "а": "a", "в": "b", "е": "e", "ё": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p", "с": "c", "т": "t",
    "у": "y", "х": "x", "і": "i", "ї": "i", "ј": "j", "ѕ": "s", "ԁ": "d", "ԛ": "q", "ԝ": "w", "ӏ": "l", "һ": "h",
    "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T", "Х": "X",
    "І": "I", "Ј": "J", "Ѕ": "S", "α": "a", "ε": "e", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "τ": "t",
    "υ": "u", "χ": "x", "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N",
    "Ο": "O", "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X", "ɡ": "g", "ɑ": "a", "ı": "i", "ȷ": "j", "ℓ": "l",
})
_LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s", "!": "i",
                       "|": "l"})
_LEET_WORD = lazy_compile(r"\b(?=[\w@$!|]{0,40}[a-zA-Z])(?=[\w@$!|]{0,40}[0-9@$!|])[\w@$!|]{3,40}\b")
# "i g n o r e", "i.g.n.o.r.e", "i-g-n-o-r-e": single letters joined by one separator
_SPACED = lazy_compile(r"\b(?:[A-Za-z][ .\-_*]){3,}[A-Za-z]\b")
_BASE64 = lazy_compile(r"(?<![\w+/=])[A-Za-z0-9+/]{16,}={0,2}(?![\w+/=])|(?<![\w\-=])[A-Za-z0-9_\-]{20,}={0,2}(?![\w\-=])")
_HEX = lazy_compile(r"(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{2}[ :]?){10,}(?![0-9A-Fa-f])")
_PERCENT = lazy_compile(r"(?:%[0-9A-Fa-f]{2}){4,}")


@dataclass
class Views:
    """The texts judged for one field: ``revealed`` is what a model reads (hidden parts in place, look-alike
    letters as the letters they imitate); ``hidden`` the parts a person would not see; ``decoded`` payloads
    a model could be asked to decode; ``respelled`` the revealed text with leetspeak and spaced letters
    joined."""

    shown: str
    revealed: str
    respelled: str
    markup: str = ""  # the revealed text before HTML-like tags were dropped (chat-template tokens look like tags)
    visible: str = ""  # what a person sees rendered: no comments, invisible spans, tag characters or controls
    hidden: list[str] = field(default_factory=list)
    decoded: list[str] = field(default_factory=list)
    invisible_chars: int = 0

    def all_texts(self) -> list[tuple[str, str]]:
        """(where, text) for every view worth judging, the plain one first."""
        out = [("text", self.revealed)]
        if self.respelled != self.revealed:
            out.append(("respelled", self.respelled))
        out += [("hidden", h) for h in self.hidden if h.strip()]
        out += [("decoded", d) for d in self.decoded if d.strip()]
        return out


def _printable_share(text: str) -> float:
    if not text:
        return 0.0
    good = sum(1 for ch in text if ch.isprintable() or ch in "\n\t")
    return good / len(text)


def _words_share(text: str) -> float:
    """How much of a decoded string is words (letters and spaces): real text, not random bytes."""
    if not text:
        return 0.0
    return sum(1 for ch in text if ch.isalpha() or ch.isspace()) / len(text)


def _decode_base64(token: str) -> str | None:
    raw = token.strip()
    for decode in (base64.b64decode, base64.urlsafe_b64decode):
        try:
            data = decode(raw + "=" * (-len(raw) % 4))
        except (binascii.Error, ValueError):
            continue
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            continue
        if len(text) >= 8 and _printable_share(text) > 0.95 and _words_share(text) > 0.7 and " " in text:
            return text
    return None


def _decode_hex(token: str) -> str | None:
    digits = re.sub(r"[ :]", "", token)
    try:
        text = bytes.fromhex(digits).decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        return None
    return text if _printable_share(text) > 0.95 and _words_share(text) > 0.7 and " " in text else None


def _unpercent(run: str) -> str:
    """A run of %-escapes as the UTF-8 text it spells (the domain does no I/O, so not ``urllib``)."""
    return bytes(int(h, 16) for h in re.findall(r"%([0-9A-Fa-f]{2})", run)).decode("utf-8", errors="replace")


def _morse(run: str) -> str:
    words = re.split(r"\s*/\s*|\s{2,}", run.strip())
    return " ".join("".join(_MORSE.get(code, "") for code in w.split()) for w in words)


def _caesar_best(text: str) -> str | None:
    """The Caesar shift of ``text`` that reads most like English, when one does."""
    best, score = None, 2
    for k in range(1, 26):
        shifted = "".join(chr((ord(c) - 97 - k) % 26 + 97) if "a" <= c <= "z" else
                          chr((ord(c) - 65 - k) % 26 + 65) if "A" <= c <= "Z" else c for c in text)
        n = len(_COMMON.findall(shifted))
        if n > score:
            best, score = shifted, n
    return best


def decoded_payloads(text: str) -> list[str]:
    """Readable text hidden in encodings a model can be asked to undo: base64, hex, %-escapes, ROT13 (the
    ROT13 view is judged whole: on ordinary text it is gibberish that matches nothing)."""
    out = [d for d in (_decode_base64(m.group(0)) for m in _BASE64.finditer(text)) if d]
    out += [d for d in (_decode_hex(m.group(0)) for m in _HEX.finditer(text)) if d]
    out += [_unpercent(m.group(0)) for m in _PERCENT.finditer(text)]
    for m in _BASE32.finditer(text):
        try:
            raw = base64.b32decode(m.group(0) + "=" * (-len(m.group(0)) % 8)).decode("utf-8")
        except (binascii.Error, ValueError, UnicodeDecodeError):
            continue
        if _printable_share(raw) > 0.95 and _words_share(raw) > 0.7 and " " in raw:
            out.append(raw)
    out += [_morse(m.group(0)) for m in _MORSE_RUN.finditer(text)]
    if re.search(r"rot-?13|rot\b|rotate|shift|caesar|cipher|decode|decrypt|시저|밀어|당겨|풀어|해독|복호", text, re.IGNORECASE):
        # asked for: on ordinary text ROT13 is gibberish, and judging it would double the cost of every write
        out.append(codecs.decode(text, "rot_13"))
        shifted = _caesar_best(text) if re.search(r"\b(?:shift|caesar)\b|시저|밀어", text, re.IGNORECASE) else None
        if shifted:
            out.append(shifted)
    if re.search(r"\b(?:reverse|backwards|right\s+to\s+left)\b|거꾸로|뒤집어|역순", text, re.IGNORECASE):
        out.append(text[::-1])
        out.append(" ".join(w[::-1] for w in text.split()))
    return out


def _tags_to_ascii(match: re.Match[str]) -> str:
    return "".join(chr(ord(ch) - 0xE0000) for ch in match.group(0) if 0x20 <= ord(ch) - 0xE0000 < 0x7F)


_SHORT_LINES = lazy_compile(r"(?:^[^\n]{1,12}\n){3,}", re.MULTILINE)
_RESPELL_SIGNS = lazy_compile(r"[A-Za-z][ .\-_*][A-Za-z][ .\-_*][A-Za-z][ .\-_*][A-Za-z]|[A-Za-z][0-9@$!|][A-Za-z]|"
                            r"[0-9@$!|][A-Za-z]{2}|[가-힣][ .\-_*·][가-힣][ .\-_*·][가-힣][ .\-_*·][가-힣]|[a-zA-Z][-_][a-zA-Z]")


def needs_respelling(text: str) -> bool:
    """Whether a respelled view could differ in a way that matters: spaced or joined letters, leetspeak, or a
    sentence split one word per line (checked cheaply, so ordinary mail is judged once, not twice)."""
    return bool(_RESPELL_SIGNS.search(text) or _SHORT_LINES.search(text))


def respell(text: str) -> str:
    """Leetspeak words and spaced-out letters as plain words ("1gn0r3" -> "ignore", "i g n o r e" -> "ignore",
    "이 전 지 시" -> "이전지시"), lines and list items joined (a sentence split one word per line), and hyphenated
    or underscored phrases as words ("assistant-must-approve")."""
    t = _LIST_MARK.sub("", text)
    t = re.sub(r"(?<=\S)[ \t]*\n+[ \t]*(?=\S)", " ", t)
    t = re.sub(r"\b(?:\w\s?_\s?){2,}\w\b", lambda m: re.sub(r"[\s_]", "", m.group(0)), t)
    t = _SPACED.sub(lambda m: re.sub(r"[ .\-_*]", "", m.group(0)), t)
    t = _KO_SPACED.sub(lambda m: re.sub(r"[ .\-_*·]", "", m.group(0)), t)
    t = re.sub(r"(?<=[a-zA-Z])[-_](?=[a-zA-Z])", " ", t)
    return _LEET_WORD.sub(lambda m: m.group(0).translate(_LEET), t)


def views(text: str) -> Views:
    shown = unicodedata.normalize("NFKC", text)
    hidden: list[str] = [_tags_to_ascii(m) for m in _TAGS.finditer(shown)]
    hidden += [m.group(1)[::-1] for m in _RLO.finditer(shown)]  # shown reversed: the reviewer reads it backwards
    hidden += [m.group(1) for m in _MD_COMMENT.finditer(shown)]
    hidden += [m.group(1) for m in _DETAILS.finditer(shown)]
    invisible = len(HIDDEN.findall(shown)) + sum(len(m.group(0)) for m in _TAGS.finditer(shown))
    t = _TAGS.sub(lambda m: " " + _tags_to_ascii(m) + " ", shown)
    t = HIDDEN.sub("", t)
    hidden += [m.group(1) for m in _HTML_COMMENT.finditer(t)]
    hidden += [m.group(2) for m in _INVISIBLE_STYLE.finditer(t)]
    hidden += [m.group(1) for m in _ATTRIBUTE_TEXT.finditer(t)]
    t = _HTML_COMMENT.sub(lambda m: " " + m.group(1) + " ", t)
    markup = t.translate(_CONFUSABLES)
    t = _HTML_TAG.sub(" ", t) if _HTML_TAG.search(t) else t
    revealed = t.translate(_CONFUSABLES)
    hidden = [h.translate(_CONFUSABLES) for h in hidden]
    seen = HIDDEN.sub("", _TAGS.sub("", shown))
    seen = _MD_COMMENT.sub(" ", _INVISIBLE_STYLE.sub(" ", _HTML_COMMENT.sub(" ", _RLO.sub(" ", seen))))
    visible = " ".join(_HTML_TAG.sub(" ", seen).split())
    decoded = decoded_payloads(revealed)
    decoded += [d2 for d in decoded[:8] for d2 in decoded_payloads(d) if d2 != d]  # base64 of ROT13, and so on
    decoded = [d for d in dict.fromkeys(decoded) if d != revealed]  # ROT13 twice is the text itself
    return Views(shown=shown, revealed=revealed, markup=markup, visible=visible,
                 respelled=respell(revealed) if needs_respelling(revealed) else revealed,
                 hidden=hidden, decoded=decoded, invisible_chars=invisible)
