"""The injection screen's word-and-letter opinion: a linear model on hashed n-grams of the text itself.

Why: the rules (``domain/injection.py``) read who a text addresses and miss phrasings they were not written
for; the embedding's model (``write/learned_screen.py``) carries meaning across languages but, on a 512-number
summary of a whole text, caught about a third of unseen attacks at a threshold notes can live with. The words
and letter sequences themselves ("당신은 이제", "disregard", "system prompt", "의 지시") carry more: on
labelled sets left out of its training, this model alone caught about 0.8 of attacks at about 2.5% of hard
notes flagged, and on a set written blind the three screens together stopped 0.93 against 0.72 before
(``docs/injection.md``).

Features, as ``benchmarks/injection_ngrams.py`` trains them (the two must agree, so both call ``features``):
the text folded (NFKC, lower case, invisible characters dropped); each word's letter 2- to 5-grams with the
word's edges marked, and word 1- and 2-grams; each kind hashed (CRC-32) into ``DIM`` slots and scaled to unit
length. Only slots a training text filled carry a weight, so the model ships as (slot, weight) pairs.
Standard library and numpy; about 0.1 ms per 100 characters.
"""

from __future__ import annotations

import functools
import re
import unicodedata
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from mnemo.domain.injection_quotes import without_quoted_data

DIM = 1 << 20
WEIGHTS = Path(__file__).with_name("injection_ngrams.npz")
MAX_CHARS = 20_000  # a longer text is judged by its first 20,000 characters (the rules read all of it)

_INVISIBLE = re.compile("[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff\U000e0000-\U000e007f]")
_WORD = re.compile(r"\w+")


def fold(text: str) -> str:
    return _INVISIBLE.sub("", unicodedata.normalize("NFKC", text[:MAX_CHARS])).lower()


@functools.lru_cache(maxsize=65536)
def _letter_slots(word: str) -> tuple[int, ...]:
    """The slots of one word's letter 2- to 5-grams, its edges marked (words recur: cached)."""
    padded = f" {word} "
    crc = zlib.crc32
    return tuple(crc(padded[i:i + n].encode("utf-8", "surrogatepass")) & (DIM - 1)
                 for n in (2, 3, 4, 5) for i in range(len(padded) - n + 1))


def _unit(slots: list[int]) -> tuple[np.ndarray, np.ndarray]:
    """Distinct slots and their counts scaled to unit length."""
    if not slots:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32)
    distinct, counts = np.unique(np.asarray(slots, dtype=np.int64), return_counts=True)
    values = counts.astype(np.float32)
    return distinct, values / np.sqrt(np.dot(values, values))


def features(text: str) -> tuple[np.ndarray, np.ndarray]:
    """(slots, values) of ``text``: letter n-grams and word n-grams, each kind of unit length."""
    folded = fold(text)
    crc = zlib.crc32
    letters: list[int] = []
    for word in folded.split():
        letters.extend(_letter_slots(word))
    tokens = _WORD.findall(folded)
    words = [crc(f"w {t}".encode("utf-8", "surrogatepass")) & (DIM - 1) for t in tokens]
    words += [crc(f"b {a} {b}".encode("utf-8", "surrogatepass")) & (DIM - 1) for a, b in zip(tokens, tokens[1:])]
    slots_l, vals_l = _unit(letters)
    slots_w, vals_w = _unit(words)
    return np.concatenate([slots_l, slots_w]), np.concatenate([vals_l, vals_w])


_SENTENCE_END = re.compile(r"(?<=[.!?。])\s+|\n+")


def parts(text: str) -> list[str]:
    """What the model scores of a text: the whole, and each sentence or line of it when there are several (an
    order appended to a long, ordinary note is diluted in the whole; alone it reads as what it is)."""
    pieces = [p.strip() for p in _SENTENCE_END.split(text[:MAX_CHARS]) if len(p.strip()) >= 20]
    return [text] + pieces if len(pieces) > 1 else [text]  # every part: at most ~1,000 within MAX_CHARS


def screened_text(content: str, title: str | None = None, source: str | None = None, tags: Sequence[str] = (),
                  metadata: Mapping[str, Any] | None = None) -> str:
    """The text the model reads of a write: its content, title, source, tags and metadata values, one per line,
    without the quotations a report or a configuration holds as data (``injection_quotes.without_quoted_data``),
    as trained."""
    parts_ = [content, title, source, " ".join(t for t in tags if isinstance(t, str)), *_strings(metadata or {})]
    return "\n".join(without_quoted_data(p) for p in parts_ if isinstance(p, str) and p.strip())


def _strings(value: Any, depth: int = 0) -> list[str]:
    """The string values of metadata, nested ones too (bounded as the write's validation bounds them)."""
    if isinstance(value, str):
        return [value]
    if depth >= 16:
        return []
    if isinstance(value, Mapping):
        return [s for v in value.values() for s in _strings(v, depth + 1)]
    if isinstance(value, (list, tuple)):
        return [s for v in value for s in _strings(v, depth + 1)]
    return []


@dataclass(frozen=True)
class NgramScreen:
    weights: np.ndarray = field(repr=False)  # DIM float32, zero where no training text reached
    bias: float
    threshold: float  # for the whole text
    part_threshold: float  # for one of its parts alone: higher, since each part is another chance to flag

    def flag(self, text: str) -> tuple[float, float] | None:
        """(score, threshold) of the whole text or of the first part that reaches its threshold; None when
        neither does."""
        whole = self.score(text)
        if whole >= self.threshold:
            return whole, self.threshold
        for part in parts(text)[1:]:
            s = self.score(part)
            if s >= self.part_threshold:
                return s, self.part_threshold
        return None

    def score(self, text: str) -> float:
        slots, values = features(text)
        return float(np.dot(self.weights[slots], values) + self.bias)


@functools.lru_cache(maxsize=1)
def ngram_screen() -> NgramScreen | None:
    """The shipped model, or None when its file is missing or unreadable (the other screens still run)."""
    try:
        with np.load(WEIGHTS) as data:
            weights = np.zeros(DIM, dtype=np.float32)
            weights[data["slots"].astype(np.int64)] = data["weights"].astype(np.float32)
            return NgramScreen(weights, float(data["bias"]), float(data["threshold"]), float(data["part_threshold"]))
    except (OSError, ValueError, KeyError):
        return None
