"""Does contextual similarity stop false merges that raw cosine makes, without losing real duplicates?

Raw cosine (the decision tree's bands on the embedding alone) and mnemo's contextual similarity side by
side, on the public sets in ``../shared/data`` (read at run time, never copied) and on the cases written
for this repo in ``benchmarks/data``:

* PAWS-X Korean dev / PAWS-Wiki English dev: false-duplicate rate (non-paraphrases categorized duplicate
  or update) and duplicate recall (paraphrases categorized duplicate or update).
* KorSTS / STS-B train+dev: Spearman with the gold scores; pairs scored >= 4.5 categorized duplicate or
  update, pairs scored <= 1.5 categorized related or unrelated.
* Korean question pairs (validation; label 0 = same question): the same two rates.
* Cross-language: each PAWS-X Korean sentence against its PAWS-Wiki English original (same id).
* Experiment 2A (``benchmarks/data/context_cases.jsonl``): "same" = anything but unrelated (the pair would
  be merged or linked); accuracy, false positives (different contexts judged same), false negatives.
* The rule-based domain and intent classifiers on ``benchmarks/data/domain_intent.jsonl``.
* Speed: pairs per second end to end (embedding included, cold decomposition cache) and for the scoring
  alone once texts are embedded, no LLM.

Run from the repo root::

    .venv/bin/python benchmarks/similarity.py [--data-dir ../shared/data] [--max-pairs N] [--json OUT]
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import sys
import time
from collections import Counter
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import cpu_info, table  # noqa: E402

from mnemo.domain.contextual import categorize  # noqa: E402
from mnemo.domain.models import SimilarityCategory as C  # noqa: E402
from mnemo.domain.policy import Bands  # noqa: E402
from mnemo.similarity.engine import ContextualSimilarity  # noqa: E402
from mnemo.similarity.decompose import RuleDecomposer  # noqa: E402
from mnemo.config import EmbedderSettings  # noqa: E402
from mnemo.bootstrap import build_embedder as make_embedder  # noqa: E402

MERGED = {C.DUPLICATE, C.UPDATE}


# ---------- data ----------
def read_paws(path: Path) -> list[tuple[str, str, str, int]]:
    rows = []
    with path.open(encoding="utf-8") as f:
        reader = csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE)
        next(reader)
        for row in reader:
            if len(row) < 4 or row[1].strip() == "NS" or row[2].strip() == "NS" or row[3] not in ("0", "1"):
                continue
            rows.append((row[0], row[1], row[2], int(row[3])))
    return rows


def read_sts(path: Path) -> list[tuple[str, str, float]]:
    rows = []
    with path.open(encoding="utf-8") as f:
        lines = f.read().splitlines()
    if path.suffix == ".tsv":
        lines = lines[1:]
    for line in lines:
        p = line.split("\t")
        if len(p) >= 7:
            try:
                rows.append((p[5], p[6], float(p[4])))
            except ValueError:
                continue
    return rows


def read_question_pairs(path: Path) -> list[tuple[str, str, int]]:
    rows = []
    with path.open(encoding="utf-8") as f:
        reader = csv.reader(f, delimiter="\t")
        next(reader)
        for row in reader:
            if len(row) >= 3 and row[2].strip() in ("0", "1"):
                rows.append((row[0], row[1], int(row[2])))
    return rows


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


# ---------- statistics ----------
def rankdata(x) -> np.ndarray:
    x = np.asarray(x, dtype=float)
    order = np.argsort(x, kind="mergesort")
    xs = x[order]
    new = np.r_[True, xs[1:] != xs[:-1]]
    ids = np.cumsum(new) - 1
    counts = np.bincount(ids)
    starts = np.cumsum(np.r_[0, counts[:-1]])
    avg = starts + (counts - 1) / 2.0 + 1
    ranks = np.empty(len(x))
    ranks[order] = avg[ids]
    return ranks


def spearman(a, b) -> float:
    return float(np.corrcoef(rankdata(a), rankdata(b))[0, 1])


def share(flags) -> float | None:
    flags = list(flags)
    return round(sum(flags) / len(flags), 4) if flags else None


# ---------- evaluation ----------
class Runner:
    def __init__(self, sim: ContextualSimilarity) -> None:
        self.sim = sim
        self.bands = Bands()
        self.pairs = 0
        self.seconds = 0.0

    def run(self, pairs: list[tuple[str, str]]):
        t = time.perf_counter()
        results = self.sim.compare_many(pairs)
        self.seconds += time.perf_counter() - t
        self.pairs += len(pairs)
        raw_cats = [categorize(r.raw_embedding, self.bands) for r in results]
        return results, raw_cats


def paws_metrics(runner: Runner, rows) -> dict:
    results, raw = runner.run([(a, b) for _, a, b, _ in rows])
    labels = [lab for *_, lab in rows]
    out = {"pairs": len(rows)}
    for name, cats in (("raw", raw), ("contextual", [r.category for r in results])):
        out[name] = {
            "false_duplicate_rate": share(c in MERGED for c, lab in zip(cats, labels) if lab == 0),
            "false_skip_rate": share(c is C.DUPLICATE for c, lab in zip(cats, labels) if lab == 0),
            "duplicate_recall": share(c in MERGED for c, lab in zip(cats, labels) if lab == 1),
        }
    out["contextual"]["capped_by_role_order"] = share(bool(r.capped_by and r.capped_by.startswith(("roles", "역할")))
                                                      for r in results)
    return out


def sts_metrics(runner: Runner, rows) -> dict:
    results, raw = runner.run([(a, b) for a, b, _ in rows])
    gold = [g for *_, g in rows]
    out = {"pairs": len(rows)}
    for name, cats, scores in (("raw", raw, [r.raw_embedding for r in results]),
                               ("contextual", [r.category for r in results], [r.overall_score for r in results])):
        out[name] = {
            "spearman": round(spearman(scores, gold), 4),
            "gold>=4.5_dup_or_update": share(c in MERGED for c, g in zip(cats, gold) if g >= 4.5),
            "gold<=1.5_related_or_unrelated": share(c not in MERGED for c, g in zip(cats, gold) if g <= 1.5),
        }
    return out


def question_metrics(runner: Runner, rows) -> dict:
    results, raw = runner.run([(a, b) for a, b, _ in rows])
    out = {"pairs": len(rows)}
    for name, cats in (("raw", raw), ("contextual", [r.category for r in results])):
        out[name] = {"duplicate_recall": share(c in MERGED for c, (_, _, lab) in zip(cats, rows) if lab == 0),
                     "false_duplicate_rate": share(c in MERGED for c, (_, _, lab) in zip(cats, rows) if lab == 1)}
    return out


def cross_metrics(runner: Runner, ko_rows, en_rows) -> dict:
    en = {i: (a, b) for i, a, b, _ in en_rows}
    pairs = []
    for i, a, b, _ in ko_rows:
        if i in en:
            pairs.append((a, en[i][0]))
            pairs.append((b, en[i][1]))
    results, raw = runner.run(pairs)
    return {"pairs": len(pairs),
            "raw": {"dup_or_update": share(c in MERGED for c in raw)},
            "contextual": {"dup_or_update": share(r.category in MERGED for r in results)}}


def context_metrics(runner: Runner, cases) -> dict:
    results, raw = runner.run([(c["a"], c["b"]) for c in cases])
    out: dict = {"cases": len(cases), "by_group": dict(Counter(c["group"] for c in cases))}
    for name, cats in (("raw", raw), ("contextual", [r.category for r in results])):
        same = [c is not C.UNRELATED for c in cats]
        truth = [c["expected"] == "same" for c in cases]
        out[name] = {
            "accuracy": share(s == t for s, t in zip(same, truth)),
            "false_positive_rate": share(s for s, t in zip(same, truth) if not t),
            "false_negative_rate": share(not s for s, t in zip(same, truth) if t),
        }
        for lang in ("ko", "en"):
            out[name][f"accuracy_{lang}"] = share(s == t for s, t, c in zip(same, truth, cases) if c["lang"] == lang)
    out["contextual_errors"] = [
        {"id": c["id"], "expected": c["expected"], "category": r.category.value, "score": round(r.overall_score, 3),
         "raw": round(r.raw_embedding, 3)}
        for c, r in zip(cases, results) if (r.category is not C.UNRELATED) != (c["expected"] == "same")]
    return out


def classifier_metrics(rows) -> dict:
    dec = RuleDecomposer()
    out: dict = {"sentences": len(rows)}
    preds = [dec.decompose(r["text"]) for r in rows]
    for field in ("domain", "intent"):
        got = [getattr(p, field).value for p in preds]
        out[field] = {"accuracy": share(g == r[field] for g, r in zip(got, rows))}
        for lang in ("ko", "en"):
            out[field][lang] = share(g == r[field] for g, r in zip(got, rows) if r["lang"] == lang)
        conf = Counter((r[field], g) for g, r in zip(got, rows) if g != r[field])
        out[field]["top_confusions"] = [f"{t}->{g}: {n}" for (t, g), n in conf.most_common(5)]
    return out


def scoring_speed(sim: ContextualSimilarity, pairs: list[tuple[str, str]]) -> dict:
    """Pairs/s of the contextual scoring alone: texts embedded and decomposed beforehand (a warm cache, as
    in consolidation where every stored memory was decomposed once)."""
    texts = list(dict.fromkeys(t for p in pairs for t in p))
    vec = {t: v for t, v in zip(texts, sim.embedder.embed(texts))}
    sim.cache.get_many(texts)
    t0 = time.perf_counter()
    decomposed = dict(zip(texts, sim.cache.get_many(texts)))
    for a, b in pairs:
        sim._result(a, b, float(vec[a] @ vec[b]), decomposed)
    dt = time.perf_counter() - t0
    return {"pairs": len(pairs), "pairs_per_s": round(len(pairs) / dt, 1)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data-dir", default=str(REPO.parent / "shared" / "data"))
    ap.add_argument("--max-pairs", type=int, default=0, help="cap each public set (0 = all)")
    ap.add_argument("--embedder", default="use-m3")
    ap.add_argument("--calibrated", action="store_true",
                    help="fit the model's bands on mnemo's bundled calibration pairs first (as `mnemo calibrate`)")
    ap.add_argument("--json", default=str(REPO / "benchmarks" / "results" / "similarity.json"))
    args = ap.parse_args()
    data = Path(args.data_dir)
    if not data.is_dir():
        sys.exit(f"Error: no data directory at {data}. Pass --data-dir pointing at the shared evaluation data.")
    cap = (lambda xs: xs[: args.max_pairs]) if args.max_pairs else (lambda xs: xs)

    embedder = make_embedder(EmbedderSettings(provider=args.embedder))
    calibration = None
    if args.calibrated:
        from mnemo.similarity.calibrate import bundled_pairs, fit_bands

        calibration = fit_bands(embedder, bundled_pairs()).bands
    sim = ContextualSimilarity(embedder, calibration=calibration)
    runner = Runner(sim)
    t_start = time.perf_counter()
    report: dict = {"embedder": embedder.model_id, "calibration": calibration.model_dump() if calibration else None, "machine": cpu_info(), "max_pairs": args.max_pairs or None}

    ko_paws = read_paws(data / "pawsx_ko" / "dev_2k.tsv")
    en_paws = read_paws(data / "paws_wiki_en" / "dev.tsv")
    cases = read_jsonl(REPO / "benchmarks" / "data" / "context_cases.jsonl")
    print("experiment 2A ...", flush=True)
    report["experiment_2a"] = context_metrics(runner, cases)
    print("PAWS ...", flush=True)
    report["paws_ko"] = paws_metrics(runner, cap(ko_paws))
    report["paws_en"] = paws_metrics(runner, cap(en_paws))
    print("STS ...", flush=True)
    report["korsts"] = sts_metrics(runner, cap(read_sts(data / "korsts" / "sts-dev.tsv") + read_sts(data / "korsts" / "sts-train.tsv")))
    report["stsb_en"] = sts_metrics(runner, cap(read_sts(data / "stsb_en" / "sts-dev.csv") + read_sts(data / "stsb_en" / "sts-train.csv")))
    print("question pairs, cross-language ...", flush=True)
    report["ko_question_pairs"] = question_metrics(runner, cap(read_question_pairs(data / "korean_question_pair" / "validation.txt")))
    report["cross_language"] = cross_metrics(runner, cap(ko_paws), en_paws)
    report["classifiers"] = classifier_metrics(read_jsonl(REPO / "benchmarks" / "data" / "domain_intent.jsonl"))
    report["speed"] = {
        "end_to_end_pairs_per_s": round(runner.pairs / runner.seconds, 1),
        "pairs": runner.pairs,
        "scoring_only": scoring_speed(sim, [(a, b) for _, a, b, _ in cap(en_paws)[:2000]] +
                                      [(a, b) for _, a, b, _ in cap(ko_paws)[:2000]]),
        "cache": sim.cache.stats(),
        "total_s": round(time.perf_counter() - t_start, 1),
    }

    x2 = report["experiment_2a"]
    rows = [
        ["2A accuracy (>=0.95)", x2["raw"]["accuracy"], x2["contextual"]["accuracy"]],
        ["2A false positives (<=0.05)", x2["raw"]["false_positive_rate"], x2["contextual"]["false_positive_rate"]],
        ["2A false negatives", x2["raw"]["false_negative_rate"], x2["contextual"]["false_negative_rate"]],
    ]
    for key, label in (("paws_ko", "PAWS-X ko"), ("paws_en", "PAWS en")):
        r = report[key]
        rows.append([f"{label} false-dup (<=0.05)", r["raw"]["false_duplicate_rate"], r["contextual"]["false_duplicate_rate"]])
        rows.append([f"{label} dup recall (>=0.60)", r["raw"]["duplicate_recall"], r["contextual"]["duplicate_recall"]])
    for key, label in (("korsts", "KorSTS"), ("stsb_en", "STS-B")):
        r = report[key]
        rows.append([f"{label} Spearman", r["raw"]["spearman"], r["contextual"]["spearman"]])
        rows.append([f"{label} >=4.5 dup/update (>=0.90)", r["raw"]["gold>=4.5_dup_or_update"], r["contextual"]["gold>=4.5_dup_or_update"]])
        rows.append([f"{label} <=1.5 rel/unrel (>=0.98)", r["raw"]["gold<=1.5_related_or_unrelated"], r["contextual"]["gold<=1.5_related_or_unrelated"]])
    q = report["ko_question_pairs"]
    rows.append(["ko question pairs dup recall", q["raw"]["duplicate_recall"], q["contextual"]["duplicate_recall"]])
    rows.append(["ko question pairs false-dup", q["raw"]["false_duplicate_rate"], q["contextual"]["false_duplicate_rate"]])
    cl = report["cross_language"]
    rows.append(["cross-language dup/update (>=0.80)", cl["raw"]["dup_or_update"], cl["contextual"]["dup_or_update"]])
    cls = report["classifiers"]
    rows.append(["domain classifier accuracy", "", cls["domain"]["accuracy"]])
    rows.append(["intent classifier accuracy", "", cls["intent"]["accuracy"]])
    sp = report["speed"]
    rows.append(["pairs/s end to end (>=1000)", "", sp["end_to_end_pairs_per_s"]])
    rows.append(["pairs/s scoring only", "", sp["scoring_only"]["pairs_per_s"]])
    print(table(rows, ["metric (target)", "raw cosine", "contextual"]))

    out = Path(args.json)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, ensure_ascii=False, indent=2), encoding="utf-8")
    print(f"wrote {out}")


if __name__ == "__main__":
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    main()
