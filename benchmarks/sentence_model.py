"""Train and check the decision-sentence model (``src/mnemo/ingest/extract/sentence_model.py``).

    .venv/bin/python benchmarks/sentence_model.py cv    [--json OUT]          # leave one split out, per split
    .venv/bin/python benchmarks/sentence_model.py train --splits dev,holdout,... [--out PATH]

Data: the Slack and mail messages of the supersession sequences (``benchmarks/data/supersession/*_sequences.py``;
git commits are read by the commit extractor, not this model). A sentence that holds a labelled message's
``ref`` (the verbatim words of its decision) is a positive when the message's role is standing, replaced,
cancelled, cancellation or restatement; every sentence of an unlabelled message (context, chatter, questions,
requests, acknowledgements, by the splits' labelling convention) is a negative. The other sentences of a
labelled message and the "LGTM"/"동의합니다" agreements (read by their own rule) are left out.

``cv`` trains on all splits but one and scores the one left out (the honest figure for unseen data, as each
split was written by someone else who never saw the cues), printing a table of AUC and precision/recall at
the thresholds the extractor uses. ``train`` writes the weights the package ships. The split named by
``--keep-out`` (default ``fresh7``) is never trained on.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
DATA = HERE / "data" / "supersession"
sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(DATA))

from mnemo.ingest.extract.rules import _CUES, _HANGUL, read_sentence, visible_lines  # noqa: E402
from mnemo.ingest.extract.sentence_model import features  # noqa: E402
from mnemo.text.linear_model import LinearModel  # noqa: E402
from mnemo.text.sentences import sentence_spans  # noqa: E402

SPLITS = ("dev", "holdout", "fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7")
POSITIVE_ROLES = {"standing", "replaced", "cancelled", "cancellation", "restatement"}
RESCUE, VETO = 0.5, 0.15  # the extractor promotes from RESCUE (rules.py); VETO is reported for comparison
RULES: dict[str, bool] = {}  # sentence -> the cue rules alone find a decision in it


def sentence_rows(split: str) -> list[tuple[list[str], int, str]]:
    """(features, label, text) for every usable sentence of one split's Slack and mail messages."""
    if not (DATA / f"{split}_sequences.py").exists():
        return []
    import build  # noqa: F401  (the sequence modules import it by name)
    module = importlib.import_module(f"{split}_sequences")
    rows: list[tuple[list[str], int, str]] = []
    for seq in module.SEQUENCES:
        roles: dict[str, str] = {}
        for subj in seq.subjects:
            if subj.standing:
                roles[subj.standing] = "standing"
            for key, role in subj.not_standing:
                roles.setdefault(key, role)
        for step in seq.steps:
            if getattr(step, "source", "") == "github":
                continue
            for msg in step.msgs:
                body = visible_lines(msg.text)
                spans = sentence_spans(body)
                if msg.key is None:
                    wanted: set[int] | None = set()      # every sentence negative
                elif roles.get(msg.key) in POSITIVE_ROLES and msg.ref:
                    at = body.find(msg.ref)
                    wanted = {i for i, (s, e) in enumerate(spans) if at >= 0 and s < at + len(msg.ref) and e > at}
                    if not wanted:
                        continue
                else:
                    continue
                for i, (s, e) in enumerate(spans):
                    text = " ".join(body[s:e].split())
                    if not text:
                        continue
                    if msg.key is not None and i not in wanted:
                        continue
                    scores = _CUES.scores(text, ("en", "ko") if _HANGUL.search(text) else ("en",))
                    rows.append((features(text, scores, position=i, count=len(spans)), int(i in wanted), text))
                    RULES[text] = bool(read_sentence(text).kinds)
    return rows


ENRON_INTENT = REPO.parent / "shared" / "data" / "enron_email_intent" / "Ask0729-fixed.txt"


def enron_negatives() -> tuple[list[tuple[list[str], int, str]], list[tuple[list[str], int, str]]]:
    """Real mail sentences that ask or promise nothing (Parakweet's Enron intent set, label "No", Apache-2.0): the
    status reports, greetings, news and chatter a team's mail is mostly made of ("We're back to 100% after
    yesterday's outage"), which the sequences have too few of. Split by a hash of the sentence: three quarters
    to train on, a quarter to measure how often the model promotes one (``held``)."""
    train: list[tuple[list[str], int, str]] = []
    held: list[tuple[list[str], int, str]] = []
    if not ENRON_INTENT.exists():
        return train, held
    import zlib
    for line in ENRON_INTENT.read_text(encoding="utf-8", errors="replace").splitlines():
        label, _, text = line.partition("\t")
        text = " ".join(text.split())
        if label.strip() != "No" or len(text) < 3:
            continue
        scores = _CUES.scores(text, ("en",))
        row = (features(text, scores), 0, text)
        (held if zlib.crc32(text.encode()) % 4 == 0 else train).append(row)
    return train, held


def fit(rows: list[tuple[list[str], int, str]], *, epochs: int = 12, l2: float = 1e-3, rate: float = 0.3,
        seed: int = 7) -> LinearModel:
    """Logistic regression by AdaGrad over sparse binary features; positives weighted to balance the classes."""
    weights: dict[str, float] = {}
    grads: dict[str, float] = {}
    bias, gbias = 0.0, 0.0
    pos = sum(r[1] for r in rows) or 1
    neg = (len(rows) - pos) or 1
    w_pos, w_neg = len(rows) / (2 * pos), len(rows) / (2 * neg)
    order = list(range(len(rows)))
    rnd = random.Random(seed)
    for _ in range(epochs):
        rnd.shuffle(order)
        for i in order:
            names, y, _ = rows[i]
            z = bias + sum(weights.get(f, 0.0) for f in names)
            p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
            g = (p - y) * (w_pos if y else w_neg)
            gbias += g * g
            bias -= rate * g / math.sqrt(gbias + 1e-8)
            for f in names:
                w = weights.get(f, 0.0)
                gf = g + l2 * w
                grads[f] = grads.get(f, 0.0) + gf * gf
                weights[f] = w - rate * gf / math.sqrt(grads[f] + 1e-8)
    return LinearModel(weights, bias)


def auc(scored: list[tuple[float, int]]) -> float:
    pos = [s for s, y in scored if y]
    neg = [s for s, y in scored if not y]
    if not pos or not neg:
        return float("nan")
    ranked = sorted(scored)
    rank_sum = 0.0
    i = 0
    while i < len(ranked):
        j = i
        while j < len(ranked) and ranked[j][0] == ranked[i][0]:
            j += 1
        avg = (i + j + 1) / 2
        rank_sum += avg * sum(1 for k in range(i, j) if ranked[k][1])
        i = j
    return (rank_sum - len(pos) * (len(pos) + 1) / 2) / (len(pos) * len(neg))


def at_threshold(scored: list[tuple[float, int]], t: float) -> dict[str, float]:
    tp = sum(1 for s, y in scored if s >= t and y)
    fp = sum(1 for s, y in scored if s >= t and not y)
    fn = sum(1 for s, y in scored if s < t and y)
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    return {"precision": round(p, 3), "recall": round(r, 3)}


def _pr(pairs: list[tuple[bool, int]]) -> dict[str, float]:
    tp = sum(1 for p, y in pairs if p and y)
    fp = sum(1 for p, y in pairs if p and not y)
    fn = sum(1 for p, y in pairs if not p and y)
    return {"precision": round(tp / (tp + fp), 3) if tp + fp else 0.0, "recall": round(tp / (tp + fn), 3) if tp + fn else 0.0}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mode", choices=["cv", "train"])
    ap.add_argument("--splits", default=",".join(SPLITS[:-1]))
    ap.add_argument("--keep-out", default="fresh7")
    ap.add_argument("--out", default=str(REPO / "src" / "mnemo" / "ingest" / "extract" / "sentence_weights.json"))
    ap.add_argument("--json")
    args = ap.parse_args()
    splits = [s for s in args.splits.split(",") if s and s != args.keep_out]
    data = {s: sentence_rows(s) for s in splits}
    mail, mail_held = enron_negatives()
    if args.mode == "train":
        rows = [r for s in splits for r in data[s]] + mail
        model = fit(rows)
        model.meta = {"trained_on": splits + (["enron_email_intent (No, 3/4)"] if mail else []),
                      "sentences": len(rows), "positives": sum(r[1] for r in rows),
                      "thresholds": {"rescue": RESCUE, "veto": VETO}}
        Path(args.out).write_text(json.dumps(model.to_json(), ensure_ascii=False, separators=(",", ":")) + "\n",
                                  encoding="utf-8")
        print(f"trained on {len(rows)} sentences ({model.meta['positives']} positive) of {', '.join(splits)}; "
              f"{len(model.to_json()['weights'])} weights -> {args.out}")
        return
    out: dict[str, Any] = {}
    print(f"{'left out':9} | {'sentences':>9} | {'pos':>4} | {'AUC':>5} | rescue P/R @{RESCUE} | veto P/R @{VETO}")
    for held in splits:
        rows = [r for s in splits if s != held for r in data[s]] + mail
        model = fit(rows)
        scored = [(model.probability(f), y) for f, y, _ in data[held]]
        res = {"sentences": len(scored), "positives": sum(y for _, y in scored), "auc": round(auc(scored), 3),
               "rescue": at_threshold(scored, RESCUE), "veto": at_threshold(scored, VETO)}
        texts = [(model.probability(f), y, t) for f, y, t in data[held]]
        res["rules"] = _pr([(RULES[t], y) for _, y, t in texts])
        res["combined"] = _pr([(RULES[t] or p >= RESCUE, y) for p, y, t in texts])
        out[held] = res
        print(f"{held:9} | {res['sentences']:>9} | {res['positives']:>4} | {res['auc']:>5} | "
              f"{res['rescue']['precision']:.2f}/{res['rescue']['recall']:.2f}          | "
              f"{res['veto']['precision']:.2f}/{res['veto']['recall']:.2f}")
        print(f"{'':9} | rules alone P/R {res['rules']['precision']:.2f}/{res['rules']['recall']:.2f}; "
              f"rules or model {res['combined']['precision']:.2f}/{res['combined']['recall']:.2f}")
    if mail_held:
        model = fit([r for s in splits for r in data[s]] + mail)
        promoted = sum(1 for f, _, _ in mail_held if model.probability(f) >= RESCUE)
        out["enron_no_held"] = {"sentences": len(mail_held), "promoted": promoted}
        print(f"held-out Enron sentences that ask or promise nothing: {promoted}/{len(mail_held)} "
              f"({promoted / len(mail_held):.1%}) at or over {RESCUE}")
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
