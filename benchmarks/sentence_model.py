"""Train and check the decision-sentence model (``src/mnemo/ingest/extract/sentence_model.py``).

    .venv/bin/python benchmarks/sentence_model.py cv    [--json OUT]          # leave one split out, per split
    .venv/bin/python benchmarks/sentence_model.py train --splits dev,holdout,... [--out PATH]

Data: the Slack and mail messages of the supersession sequences (``benchmarks/data/supersession/*_sequences.py``;
git commits are read by the commit extractor, not this model). A sentence that holds a labelled message's
``ref`` (the verbatim words of its decision) is a positive when the message's role is standing, replaced,
cancelled, cancellation or restatement; every sentence of an unlabelled message (context, chatter, questions,
requests, acknowledgements, by the splits' labelling convention) is a negative. The other sentences of a
labelled message and the "LGTM"/"동의합니다" agreements (read by their own rule) are left out. Beside them:
Enron intent sentences labelled "No", the even half of the Enron mailbox allen-p (every sentence a negative),
and the ``benchmarks/extract.py`` message sets the cues were tuned on (``docs/extraction.md`` lists them).
Only features seen in three sources or more are trained on.

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

from mnemo.ingest.extract.rules import RESCUE, read_sentence, visible_lines  # noqa: E402
from mnemo.ingest.extract.sentence_model import features  # noqa: E402
from mnemo.text.linear_model import LinearModel  # noqa: E402
from mnemo.text.sentences import sentence_spans  # noqa: E402

SPLITS = ("dev", "holdout", "fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7")
POSITIVE_ROLES = {"standing", "replaced", "cancelled", "cancellation", "restatement"}


def cue_scores(raw: str) -> dict[str, int]:
    """The cue scores as the extractor hands them to the model: ``read_sentence``'s, of the sentence as it
    stands in the message (not re-read from the whitespace-normalised text)."""
    return dict(read_sentence(raw).cues)


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
                    scores = cue_scores(body[s:e])
                    rows.append((features(text, scores, position=i, count=len(spans)), int(i in wanted), text))
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
        row = (features(text, cue_scores(text), position=None), 0, text)
        (held if zlib.crc32(text.encode()) % 4 == 0 else train).append(row)
    return train, held


ALLEN_P = REPO.parent / "shared" / "data" / "enron_maildir" / "allen-p"


def mailbox_negatives(maildir: Path = ALLEN_P) -> tuple[list[tuple[list[str], int, str]], list[list[str]]]:
    """Every sentence of a real mailbox as it reaches the extractor (parsed, normalized), as no decision: Enron
    allen-p, where almost nothing is decided and the rest is broker reports, pipeline notices, newsletters,
    offers, addresses and price tables the sequences never show. Distinct bodies are split by a hash: even ones
    trained on (as sentences), odd ones held out as whole messages to count what the extractor still promotes.
    (A few real decisions, "Let's just close on March 1.", are among the negatives: label noise the model
    tolerates better than it tolerated never seeing real mail.)"""
    train: list[tuple[list[str], int, str]] = []
    held: list[Any] = []
    if not maildir.exists():
        return train, held
    import zlib
    from mnemo.ingest.connectors.mail.mailbox import parse_rfc822
    from mnemo.ingest.normalize import normalize_item

    seen: set[str] = set()
    for path in sorted(p for p in maildir.rglob("*") if p.is_file() and p.name != "SOURCE.txt"):
        try:
            item = normalize_item(parse_rfc822(path.read_bytes(), origin=str(path)))
        except Exception:  # noqa: BLE001, S112 - a benchmark skips what it cannot read
            continue
        if item.body in seen:
            continue
        seen.add(item.body)
        if zlib.crc32(item.body.encode()) % 2:
            held.append(item)
            continue
        body = visible_lines(item.body)
        spans = sentence_spans(body)
        for i, (s, e) in enumerate(spans):
            text = " ".join(body[s:e].split())
            if text:
                train.append((features(text, cue_scores(body[s:e]), position=i, count=len(spans)), 0, text))
    return train, held


LABELLED_TUNED = ("decisions_labeled", "decisions_holdout", "decisions_fresh", "decisions_plain_tune")


def labelled_messages() -> dict[str, list[tuple[list[str], int, str]]]:
    """The message sets of ``benchmarks/extract.py`` the cue patterns were already tuned on (``LABELLED_TUNED``;
    ``decisions_plain_check`` and ``decisions_fresh2`` stay out, as that benchmark's checks): every sentence of
    a message that decides nothing is a negative — Korean and English notices, status, chatter, the Korean the
    mailboxes lack — and a one-sentence message that decides something is a positive."""
    out: dict[str, list[tuple[list[str], int, str]]] = {}
    for name in LABELLED_TUNED:
        path = HERE / "data" / f"{name}.jsonl"
        rows: list[tuple[list[str], int, str]] = []
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            msg = json.loads(line)
            body = visible_lines(msg["text"])
            spans = sentence_spans(body)
            if msg.get("kinds") and len(spans) != 1:
                continue
            for i, (s, e) in enumerate(spans):
                text = " ".join(body[s:e].split())
                if text:
                    rows.append((features(text, cue_scores(body[s:e]), position=i, count=len(spans)),
                                 int(bool(msg.get("kinds"))), text))
        out[name] = rows
    return out


MIN_SOURCES = 3


def general(groups: dict[str, list[tuple[list[str], int, str]]]) -> list[tuple[list[str], int, str]]:
    """The rows of every group, keeping only the features seen in at least MIN_SOURCES groups (splits, the
    Enron intent set, the mailbox): a word one split's teams happen to use ("analytics", a vendor, a town)
    names a topic, not how a decision is said, and trained in it taught the model that "We're not having any
    issues with the analytics store" was a decision (0.90)."""
    seen: dict[str, set[str]] = {}
    for name, rows in groups.items():
        for names, _, _ in rows:
            for f in names:
                seen.setdefault(f, set()).add(name)
    keep = {f for f, where in seen.items() if len(where) >= MIN_SOURCES}
    return [([f for f in names if f in keep], y, text) for rows in groups.values() for names, y, text in rows]


def fit(rows: list[tuple[list[str], int, str]], *, epochs: int = 12, l2: float = 1e-3, rate: float = 0.3,
        seed: int = 7) -> LinearModel:
    """Logistic regression by AdaGrad over sparse binary features, L2-regularised."""
    weights: dict[str, float] = {}
    grads: dict[str, float] = {}
    bias, gbias = 0.0, 0.0
    pos = sum(r[1] for r in rows) or 1
    neg = (len(rows) - pos) or 1
    # classes weighted half-way to balance (the square root of the balancing weight): fully balanced, the few
    # positives among ten thousand sentences of real mail made the model call nearly any "we …" statement a
    # decision ("We're not having any issues with the analytics store on Postgres": 0.99)
    w_pos, w_neg = math.sqrt(len(rows) / (2 * pos)), math.sqrt(len(rows) / (2 * neg))
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


def save(model: LinearModel, out: str, rows: int, what: str) -> None:
    """Write the weights the package ships, and say what they were trained on."""
    weights = model.to_json()
    Path(out).write_text(json.dumps(weights, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"trained on {rows} {what} of {', '.join(model.meta['trained_on'])}; {len(weights['weights'])} weights -> {out}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mode", choices=["cv", "train"])
    ap.add_argument("--splits", default=",".join(SPLITS[:-1]))
    ap.add_argument("--keep-out", default="fresh7")
    ap.add_argument("--out", default=str(REPO / "src" / "mnemo" / "ingest" / "extract" / "sentence_weights.json"))
    ap.add_argument("--json")
    args = ap.parse_args()
    splits = [s for s in args.splits.split(",") if s and s != args.keep_out]
    if not (REPO.parent / "shared" / "data").exists():
        print("warning: ../shared/data is missing: training without real mail, the weights will differ from the "
              "shipped ones", file=sys.stderr)
    data = {s: sentence_rows(s) for s in splits}
    mail, mail_held = enron_negatives()
    box, box_held = mailbox_negatives()
    real = {"enron_intent": mail, "allen-p": box, **labelled_messages()}
    if args.mode == "train":
        rows = general({**{s: data[s] for s in splits}, **real})
        model = fit(rows)
        model.meta = {"trained_on": splits + (["enron_email_intent (No, 3/4)"] if mail else [])
                      + (["enron allen-p (even bodies, every sentence as no decision)"] if box else [])
                      + [f"{name}.jsonl" for name in LABELLED_TUNED],
                      "sentences": len(rows), "positives": sum(r[1] for r in rows), "min_sources": MIN_SOURCES,
                      "thresholds": {"rescue": RESCUE}}
        save(model, args.out, len(rows), f"sentences ({model.meta['positives']} positive)")
        return
    out: dict[str, Any] = {}
    print(f"{'left out':9} | {'sentences':>9} | {'pos':>4} | {'AUC':>5} | model P/R at {RESCUE}")
    for held in splits:
        model = fit(general({**{s: data[s] for s in splits if s != held}, **real}))
        scored = [(model.probability(f), y, bool(read_sentence(t).kinds)) for f, y, t in data[held]]
        res = {"sentences": len(scored), "positives": sum(y for _, y, _ in scored),
               "auc": round(auc([(p, y) for p, y, _ in scored]), 3),
               "rescue": at_threshold([(p, y) for p, y, _ in scored], RESCUE),
               # a rule's verdict as a score of 1 or 0, read at 0.5
               "rules": at_threshold([(float(r), y) for _, y, r in scored], 0.5),
               "combined": at_threshold([(float(r or p >= RESCUE), y) for p, y, r in scored], 0.5)}
        out[held] = res
        print(f"{held:9} | {res['sentences']:>9} | {res['positives']:>4} | {res['auc']:>5} | "
              f"{res['rescue']['precision']:.2f}/{res['rescue']['recall']:.2f}")
        print(f"{'':9} | rules alone P/R {res['rules']['precision']:.2f}/{res['rules']['recall']:.2f}; "
              f"rules or model {res['combined']['precision']:.2f}/{res['combined']['recall']:.2f}")
    full = fit(general({**{s: data[s] for s in splits}, **real})) if mail_held or box_held else None
    if full is not None and mail_held:
        promoted = sum(1 for f, _, _ in mail_held if full.probability(f) >= RESCUE)
        out["enron_no_held"] = {"sentences": len(mail_held), "promoted": promoted}
        print(f"held-out Enron sentences that ask or promise nothing: {promoted}/{len(mail_held)} "
              f"({promoted / len(mail_held):.1%}) at or over {RESCUE}")
    if full is not None and box_held:
        import mnemo.ingest.extract.rules as rules
        shipped = rules.shipped_model
        rules.shipped_model = lambda: full  # type: ignore[assignment]
        try:
            extractor = rules.RuleExtractor()
            promoted = sum(1 for item in box_held if any(
                getattr(f, "extractor", "") == "rules" and f.type == "decision" and f.confidence.value == "medium"
                and not read_sentence(f.evidence[0]).kinds for f in extractor.extract(item.body, item=item)))
        finally:
            rules.shipped_model = shipped  # type: ignore[assignment]
        out["mailbox_held"] = {"messages": len(box_held), "promoted": promoted}
        print(f"held-out allen-p messages (odd bodies) where the model promoted a sentence: {promoted}/{len(box_held)}")
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
