"""Decision extraction without an LLM: sentence speech acts on BC3 and the Enron intent sentences, and the
ten decision kinds with their status on a labeled set of Korean and English messages written for mnemo.

* **BC3** (``../shared/data/bc3``, 20 W3C mailing-list threads, 3 annotators): a sentence's gold label is
  ``req`` / ``cmt`` / ``prop`` when at least two of the three annotators gave it. ``classify_sentence``
  predicts ``request`` / ``commitment`` / ``proposal``. Quoted lines (``> …``) are predicted empty: the
  normalize step removes quoted text before extraction ever sees it. The cue patterns were developed
  looking at errors on the first ten threads only (``tune``); the last ten (``check``) are reported apart.
  (All gold positives were printed once while learning the file format.)
* **Enron intent** (``../shared/data/enron_email_intent``, Parakweet, Yes/No per sentence: the sentence
  asks for or commits to an action): predicted Yes when the sentence is a request, a commitment or a
  proposal. Never used to tune, so it is the less-tuned check.
* **Labeled messages**, written for this project in Korean and English (realistic mail, chat, PR and
  meeting-note text; every kind, pending and reversed cases, messages that decide nothing): per kind
  precision / recall / F1 at message level, per status, and message accuracy (the predicted kinds and
  statuses both exactly as labeled; a message with no decision must yield no decision).
  ``decisions_labeled.jsonl`` (68) is the development set the cues were written against.
  ``decisions_holdout.jsonl`` (36) was written after that and run once before any change (``FIRST_RUN``);
  the gaps it showed were then fixed in general form, so it is no longer held out.
  ``decisions_fresh.jsonl`` (24) was written after that second round and likewise run once first.
  ``decisions_plain_tune.jsonl`` / ``decisions_plain_check.jsonl`` (68 + 66, issue 13): decisions as people
  state them without "decided" (switches, "let's use", "X로 가죠", "X 대신 Y"), headers in both languages
  ("결정:", "합의 사항", "Outcome:"), bulleted notes, and non-decisions (bare agreements, "I'll own it" alone,
  chatter), split by language and decides-or-not on a hash of the id before any rule changed; the rules were
  tuned on ``plain_tune`` only, ``plain_check`` was left untouched (its errors were printed once, in the
  session that wrote ``fresh2``, so it is no longer quite untouched).
  ``decisions_fresh2.jsonl`` (120, 60 per language, a third deciding nothing): written by a helper who read
  only the label format, never the cues; first run at the end of the session that wrote it (``FIRST_RUN``).
  The first-run figures are the honest estimate for unseen messages.
  The extractor's learned second opinion (``benchmarks/sentence_model.py``) is trained on ``labeled``,
  ``holdout``, ``fresh`` and ``plain_tune`` and on three quarters of the Enron intent "No" sentences (the
  Enron figure below is of ``classify_sentence``, which does not use it); ``plain_check`` and ``fresh2``
  stay out of its training.
* **Speed**: ms per message over the labeled set and over real mail bodies from the Enron mailbox.

    .venv/bin/python benchmarks/extract.py [--json benchmarks/results/extract.json] [--show-errors bc3|enron|labeled]
"""

from __future__ import annotations

import argparse
import html
import json
import statistics
import sys
import time
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(HERE))

from _common import cpu_between, cpu_info, cpu_snapshot, summarize, table, write_json

DATA = REPO.parent / "shared" / "data"
LABELED_SETS = {"dev": HERE / "data" / "decisions_labeled.jsonl", "holdout": HERE / "data" / "decisions_holdout.jsonl",
                "fresh": HERE / "data" / "decisions_fresh.jsonl",
                "plain_tune": HERE / "data" / "decisions_plain_tune.jsonl",
                "plain_check": HERE / "data" / "decisions_plain_check.jsonl",
                "fresh2": HERE / "data" / "decisions_fresh2.jsonl"}
#: Each later set's figures on its first run, before anything was changed because of it.
FIRST_RUN = {
    "holdout": {"messages": 36, "micro_f1": 0.793, "macro_f1": 0.782, "message_accuracy": 0.694,
                "message_accuracy_by_language": {"en": 0.833, "ko": 0.556}, "pending_f1": 0.4},
    "fresh": {"messages": 24, "micro_f1": 0.884, "macro_f1": 0.836, "message_accuracy": 0.833,
              "message_accuracy_by_language": {"en": 0.833, "ko": 0.833}, "pending_f1": 0.667},
    "plain_tune": {"messages": 68, "micro_f1": 0.512, "macro_f1": 0.462, "message_accuracy": 0.529,
                   "message_accuracy_by_language": {"en": 0.472, "ko": 0.594}, "pending_f1": 0.0},
    "fresh2": {"messages": 120, "micro_f1": 0.562, "macro_f1": 0.577, "message_accuracy": 0.5,
               "message_accuracy_by_language": {"en": 0.567, "ko": 0.433}, "pending_f1": 0.519},
    "plain_check": {"messages": 66, "micro_f1": 0.444, "macro_f1": 0.408, "message_accuracy": 0.379,
                    "message_accuracy_by_language": {"en": 0.371, "ko": 0.387}, "pending_f1": 0.5},
}
KINDS = ["approval", "rejection", "selection", "delegation", "commitment", "direction", "confirmation",
         "cancellation", "negotiation", "prioritization"]
BC3_LABELS = {"req": "request", "cmt": "commitment", "prop": "proposal"}


def prf(tp: int, fp: int, fn: int) -> dict:
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return {"precision": round(p, 3), "recall": round(r, 3), "f1": round(f, 3), "tp": tp, "fp": fp, "fn": fn,
            "support": tp + fn}


# --- BC3 ---------------------------------------------------------------------------------------------------------
def _text(s: str | None) -> str:
    return " ".join(html.unescape(html.unescape(s or "")).split())


def load_bc3(root: Path) -> list[dict]:
    corpus = ET.parse(root / "corpus.xml").getroot()
    notes = ET.parse(root / "annotation.xml").getroot()
    votes: dict[str, dict[str, Counter]] = defaultdict(lambda: defaultdict(Counter))
    for thread in notes.findall("thread"):
        listno = (thread.findtext("listno") or "").strip()
        for annotation in thread.findall("annotation"):
            labels = annotation.find("labels")
            given: dict[str, set[str]] = defaultdict(set)
            for node in labels if labels is not None else []:
                given[node.tag].add(node.get("id"))
            for tag, ids in given.items():
                for sid in ids:
                    votes[listno][tag][sid] += 1
    rows = []
    for t_index, thread in enumerate(corpus.findall("thread")):
        listno = (thread.findtext("listno") or "").strip()
        for doc in thread.findall("DOC"):
            text_node = doc.find("Text")
            for sent in text_node.findall("Sent") if text_node is not None else []:
                sid = sent.get("id")
                gold = {name for tag, name in BC3_LABELS.items() if votes[listno][tag][sid] >= 2}
                rows.append({"thread": t_index, "id": f"{listno}/{sid}", "text": _text(sent.text), "gold": gold})
    return rows


def eval_bc3(rows: list[dict], classify) -> dict:
    out = {}
    for half, keep in (("tune", lambda t: t < 10), ("check", lambda t: t >= 10), ("all", lambda t: True)):
        counts = {name: [0, 0, 0] for name in BC3_LABELS.values()}
        n = 0
        for row in rows:
            if not keep(row["thread"]):
                continue
            n += 1
            pred = set() if row["text"].startswith(">") else classify(row["text"])
            for name in counts:
                g, p = name in row["gold"], name in pred
                counts[name][0] += g and p
                counts[name][1] += p and not g
                counts[name][2] += g and not p
        out[half] = {"sentences": n, **{name: prf(*c) for name, c in counts.items()}}
    return out


# --- Enron intent -----------------------------------------------------------------------------------------------
def load_enron_intent(root: Path) -> list[dict]:
    rows = []
    for line in (root / "Ask0729-fixed.txt").read_text(encoding="utf-8", errors="replace").splitlines():
        label, _, text = line.partition("\t")
        if label in ("Yes", "No") and text.strip():
            rows.append({"text": text.strip(), "gold": label == "Yes"})
    return rows


def enron_predict(labels: set[str]) -> bool:
    return bool(labels & {"request", "commitment", "proposal"})


def eval_enron(rows: list[dict], classify) -> dict:
    tp = fp = fn = tn = 0
    per_act = Counter()
    for row in rows:
        labels = classify(row["text"])
        pred = enron_predict(labels)
        tp += pred and row["gold"]
        fp += pred and not row["gold"]
        fn += row["gold"] and not pred
        tn += not pred and not row["gold"]
        for act in ("request", "commitment", "proposal"):
            if act in labels:
                per_act[(act, row["gold"])] += 1
    acts = {act: {"predicted": per_act[(act, True)] + per_act[(act, False)],
                  "precision": round(per_act[(act, True)] / max(1, per_act[(act, True)] + per_act[(act, False)]), 3)}
            for act in ("request", "commitment", "proposal")}
    return {"sentences": len(rows), "intent": prf(tp, fp, fn), "accuracy": round((tp + tn) / max(1, len(rows)), 3),
            "by_act": acts}


# --- labeled messages --------------------------------------------------------------------------------------------
def load_labeled(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def run_labeled(rows: list[dict]) -> tuple[dict, list[dict]]:
    from mnemo.domain.sources import SourceItem
    from mnemo.ingest.extract.rules import RuleExtractor

    ex = RuleExtractor()
    counts = {k: [0, 0, 0] for k in KINDS}
    status_counts = {s: [0, 0, 0] for s in ("decided", "pending", "reversed")}
    exact = kinds_exact = 0
    by_lang: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    errors = []
    ms = []
    for row in rows:
        item = SourceItem(source=row.get("source", "mail"), source_id=row["id"], title=row.get("subject"), body=row["text"])
        t0 = time.perf_counter()
        found = ex.extract(row["text"], item=item)
        ms.append((time.perf_counter() - t0) * 1000)
        # a bare agreement ("LGTM", "동의합니다") is handed on marked as one, for the write path to settle the
        # proposal it answers; it is not a decision of its own
        decisions = [f for f in found if f.type == "decision" and not getattr(f, "agreement", False)]
        kinds = {f.kind.value for f in decisions}
        statuses = {f.status.value for f in decisions}
        gold_k, gold_s = set(row["kinds"]), set(row["statuses"])
        for k in KINDS:
            counts[k][0] += k in kinds and k in gold_k
            counts[k][1] += k in kinds and k not in gold_k
            counts[k][2] += k in gold_k and k not in kinds
        for s in status_counts:
            status_counts[s][0] += s in statuses and s in gold_s
            status_counts[s][1] += s in statuses and s not in gold_s
            status_counts[s][2] += s in gold_s and s not in statuses
        ok = kinds == gold_k and statuses == gold_s
        exact += ok
        kinds_exact += kinds == gold_k
        by_lang[row["language"]][0] += ok
        by_lang[row["language"]][1] += 1
        if not ok:
            errors.append({"id": row["id"], "text": row["text"][:160], "gold": [sorted(gold_k), sorted(gold_s)],
                           "got": [sorted(kinds), sorted(statuses)],
                           "evidence": [(f.kind.value, f.status.value, f.evidence) for f in decisions]})
    per_kind = {k: prf(*c) for k, c in counts.items()}
    tp = sum(c[0] for c in counts.values())
    fp = sum(c[1] for c in counts.values())
    fn = sum(c[2] for c in counts.values())
    result = {
        "messages": len(rows), "by_language": {lang: v[1] for lang, v in by_lang.items()},
        "per_kind": per_kind, "micro": prf(tp, fp, fn),
        "macro_f1": round(statistics.fmean(v["f1"] for v in per_kind.values()), 3),
        "per_status": {s: prf(*c) for s, c in status_counts.items()},
        "message_accuracy": round(exact / max(1, len(rows)), 3),
        "kinds_exact": round(kinds_exact / max(1, len(rows)), 3),
        "message_accuracy_by_language": {lang: round(v[0] / v[1], 3) for lang, v in by_lang.items()},
        "latency": summarize(ms),
    }
    return result, errors


# --- speed on real mail ------------------------------------------------------------------------------------------
def mail_speed(root: Path, limit: int = 400) -> dict | None:
    """Extraction time per real mail, on the text the ingest pipeline hands it (parsed and normalized:
    quoted history, forwarded chains and signatures removed) and on the raw body for comparison."""
    from mnemo.ingest.connectors.mail.mailbox import parse_rfc822
    from mnemo.ingest.extract.rules import RuleExtractor
    from mnemo.ingest.normalize import normalize_item

    files = sorted(p for p in root.rglob("*") if p.is_file() and p.name != "SOURCE.txt")[:limit]
    if not files:
        return None
    raw_items, clean_items = [], []
    for p in files:
        try:
            item = parse_rfc822(p.read_bytes(), origin=str(p))
        except Exception:  # noqa: BLE001, S112 - a benchmark skips what it cannot read
            continue
        raw_items.append(item)
        clean_items.append(normalize_item(item))
    ex = RuleExtractor()
    for it in clean_items[:20]:
        ex.extract(it.body, item=it)
    out: dict = {"messages": len(clean_items)}
    for name, items in (("normalized", clean_items), ("raw", raw_items)):
        ms = []
        found = Counter()
        before = cpu_snapshot()
        for it in items:
            t0 = time.perf_counter()
            got = ex.extract(it.body, item=it)
            ms.append((time.perf_counter() - t0) * 1000)
            for f in got:
                found[f.kind.value if f.type == "decision" else f"memory:{f.category.value}"] += 1
        out[name] = {"mean_chars": round(statistics.fmean(len(i.body) for i in items)), "latency": summarize(ms),
                     "messages_per_s": round(len(ms) / (sum(ms) / 1000), 1), "found": dict(found),
                     "cpu": cpu_between(before, cpu_snapshot())}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--json", default=str(HERE / "results" / "extract.json"))
    ap.add_argument("--show-errors", choices=["bc3", "enron", "labeled"], default=None)
    ap.add_argument("--limit", type=int, default=40, help="errors to show")
    args = ap.parse_args()

    from mnemo.ingest.extract.rules import classify_sentence

    results: dict = {"cpu": cpu_info()}
    rows_out = []
    if (DATA / "bc3" / "corpus.xml").exists():
        bc3 = load_bc3(DATA / "bc3")
        t0 = time.perf_counter()
        results["bc3"] = eval_bc3(bc3, classify_sentence)
        results["bc3"]["ms_per_sentence"] = round((time.perf_counter() - t0) * 1000 / max(1, 3 * len(bc3)), 4)
        for half in ("tune", "check", "all"):
            for name in BC3_LABELS.values():
                r = results["bc3"][half][name]
                rows_out.append([f"BC3 {half}", name, r["precision"], r["recall"], r["f1"], r["support"]])
        if args.show_errors == "bc3":
            shown = 0
            for row in bc3:
                if row["thread"] >= 10 or row["text"].startswith(">"):
                    continue
                pred = classify_sentence(row["text"]) & set(BC3_LABELS.values())
                if pred != row["gold"] and shown < args.limit:
                    shown += 1
                    print(f"gold={sorted(row['gold'])} got={sorted(pred)} :: {row['text'][:150]}")
    if (DATA / "enron_email_intent").exists():
        enron = load_enron_intent(DATA / "enron_email_intent")
        results["enron_intent"] = eval_enron(enron, classify_sentence)
        r = results["enron_intent"]["intent"]
        rows_out.append(["Enron intent", "request|commitment|proposal", r["precision"], r["recall"], r["f1"], r["support"]])
        if args.show_errors == "enron":
            shown = 0
            for row in enron:
                pred = enron_predict(classify_sentence(row["text"]))
                if pred != row["gold"] and shown < args.limit:
                    shown += 1
                    print(f"gold={row['gold']} got={pred} :: {row['text'][:150]}")
    sets = {name: load_labeled(path) for name, path in LABELED_SETS.items() if path.exists()}
    results["labeled_sets"] = {}
    all_errors = []
    for name, rows in sets.items():
        res, errors = run_labeled(rows)
        results["labeled_sets"][name] = res
        if name in FIRST_RUN:
            res["first_run"] = FIRST_RUN[name]
        all_errors += errors
    labeled, _ = run_labeled([row for rows in sets.values() for row in rows])
    results["labeled"] = labeled
    for k in KINDS:
        r = labeled["per_kind"][k]
        rows_out.append(["Labeled (all)", k, r["precision"], r["recall"], r["f1"], r["support"]])
    r = labeled["micro"]
    rows_out.append(["Labeled (all)", "all kinds (micro)", r["precision"], r["recall"], r["f1"], r["support"]])
    for name, res in results["labeled_sets"].items():
        r = res["micro"]
        rows_out.append([f"Labeled {name}", f"all kinds (micro), {res['messages']} msgs", r["precision"], r["recall"], r["f1"],
                         r["support"]])
    if args.show_errors == "labeled":
        for e in all_errors[:args.limit]:
            print(json.dumps(e, ensure_ascii=False))
    speed = mail_speed(DATA / "enron_maildir") if (DATA / "enron_maildir").exists() else None
    if speed:
        results["enron_mail_speed"] = speed

    print(table(rows_out, header=["set", "label", "precision", "recall", "F1", "support"]))
    print(f"\nLabeled sets together: {labeled['messages']} messages {labeled['by_language']}; message accuracy "
          f"{labeled['message_accuracy']} (kinds exact {labeled['kinds_exact']}; by language "
          f"{labeled['message_accuracy_by_language']}); macro F1 {labeled['macro_f1']}")
    for name, first in FIRST_RUN.items():
        print(f"First run of the {name} set ({first['messages']} messages, before any change for it): micro F1 "
              f"{first['micro_f1']}, message accuracy {first['message_accuracy']} {first['message_accuracy_by_language']}")
    print("Status: " + ", ".join(f"{s} F1 {v['f1']}" for s, v in labeled["per_status"].items()))
    if "enron_intent" in results:
        print(f"Enron intent accuracy {results['enron_intent']['accuracy']} over {results['enron_intent']['sentences']} sentences")
    print(f"Latency, labeled messages: mean {labeled['latency']['mean_ms']} ms, p95 {labeled['latency']['p95_ms']} ms")
    if speed:
        for name in ("normalized", "raw"):
            sp = speed[name]
            print(f"Latency, {speed['messages']} Enron mails, {name} text (mean {sp['mean_chars']} chars): mean "
                  f"{sp['latency']['mean_ms']} ms, p95 {sp['latency']['p95_ms']} ms ({sp['messages_per_s']} messages/s on "
                  f"one core; other processes used {sp['cpu'].get('other_cores', '?')} cores meanwhile)")
    write_json(args.json, results)
    print(f"\nwrote {args.json}")


if __name__ == "__main__":
    main()
