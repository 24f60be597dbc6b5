"""LoCoMo evidence recall: does search find the turns a question needs? mnemo and mem0 side by side.

For each conversation of ``--data`` (any file in the LoCoMo format): a fresh store, every turn added in
session order as "speaker: text" with the session date as its time, its turn id as ``source_ref`` and its
session as ``thread_id`` (what a chat connector gives: the channel's thread or day; ``--no-threads`` leaves
it out, so search cannot read a turn with its neighbours);
consolidation runs as it always does, and a memory keeps the turn ids of every add that created, updated
or was skipped into it (its provenance). Then every question is searched (k = 25; once per recipe of
``--recipes``: the product default and "history", meaning without recency; the clock set to the day after
the last session) and evidence recall@k is the share of the question's evidence turns found in the
provenance of the top-k results, for k = 5, 10, 25, averaged per category (1 multi-hop, 2 temporal,
3 open-domain, 4 single-hop) and over 1-4; for category 5 (adversarial) the share of questions where the
search abstains (returns nothing). Search latency p50/p95 per system. Also: recall@10 over categories 1-4
when the top 10 are cut where the returned memories' own text passes 1,500 tokens (len / 4), so wider
memories cannot buy recall; and recall@10 on conversations 1-3 (the ones retrieval changes were chosen on)
and 4-5 (held out from that choice).

mem0 (``../shared/peers/mem0/``, its own venv, offline, ``add(infer=False)`` per turn with the turn id in
metadata, ``search(limit=25)``) runs on the same turns and questions in the same run; ``--no-mem0`` skips it.

    .venv/bin/python benchmarks/locomo.py --data ../shared/data/locomo/locomo_dev.json [--json OUT] [--no-mem0]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(HERE))

from _common import pct, table  # noqa: E402
from _locomo_data import load, recall  # noqa: E402

KS = (5, 10, 25)
BUDGET_TOKENS = 1500
CATEGORIES = ("1", "2", "3", "4")


class _Clock:
    def __init__(self, at: datetime) -> None:
        self.at = at

    def now(self) -> datetime:
        return self.at


def run_mnemo(convs: list[dict], recipe: str | None, threads: bool = True) -> dict:
    from mnemo.config import Settings
    from mnemo.domain.models import MemoryDraft, SourceType
    from mnemo.bootstrap import build_embedder as make_embedder
    from mnemo.service import MemoryService

    embedder = make_embedder()
    embedder.embed(["warm up"])
    per_question: list[dict] = []
    search_ms: list[float] = []
    add_s = 0.0
    memories_total, biggest = 0, 0
    for ci, conv in enumerate(convs):
        times = [datetime.fromisoformat(t["at"]).replace(tzinfo=timezone.utc) for t in conv["turns"] if t["at"]]
        clock = _Clock((max(times) if times else datetime.now(timezone.utc)) + timedelta(days=1))
        with tempfile.TemporaryDirectory() as d:
            svc = MemoryService.open(Settings(db=str(Path(d) / "locomo.db"), user="locomo"), embedder=embedder,
                                     clock=clock)
            drafts = [MemoryDraft(user_id="locomo", content=f"{t['speaker']}: {t['text']}",
                                  source_type=SourceType.REALTIME, source="locomo", source_ref=t["id"],
                                  occurred_at=datetime.fromisoformat(t["at"]).replace(tzinfo=timezone.utc) if t["at"] else None,
                                  people=[t["speaker"]] if t["speaker"] else [],
                                  thread_id=f"{conv['id']}/{t['id'].split(':')[0]}" if threads else None)
                      for t in conv["turns"]]
            t0 = time.perf_counter()
            results = svc.add_many(drafts)
            add_s += time.perf_counter() - t0
            provenance: dict[str, set[str]] = {}
            lineage_of: dict[str, str] = {}

            def lineage(mid: str) -> str:
                if mid not in lineage_of:
                    m = svc.store.get_memory(mid)
                    lineage_of[mid] = m.lineage_id if m else mid
                return lineage_of[mid]

            for turn, r in zip(conv["turns"], results):
                target = r.target_memory_id if r.decision.value in ("skip", "update") and r.target_memory_id else r.memory_id
                if target:
                    provenance.setdefault(lineage(target), set()).add(turn["id"])
            sizes = [len(v) for v in provenance.values()]
            memories_total += len(sizes)
            biggest = max([biggest, *sizes])
            for q in conv["questions"]:
                t0 = time.perf_counter()
                hits = svc.search(q["question"], k=max(KS), recipe=recipe)
                search_ms.append((time.perf_counter() - t0) * 1000)
                prov = [provenance.get(h.memory.lineage_id, set()) for h in hits]
                per_question.append({**q, "retrieved": [sorted(p) for p in prov], "conversation": ci,
                                     "tokens": [len(h.memory.content) / 4 for h in hits]})
            svc.close()
    # Consolidation folds restated turns into one memory that keeps all their ids: how much it folded.
    return {"per_question": per_question, "search_ms": search_ms, "add_s": add_s,
            "memories": memories_total, "largest_provenance": biggest}


def run_mem0(convs: list[dict], python: str) -> dict | None:
    if not Path(python).exists():
        print(f"mem0 not installed at {python}; run ../shared/peers/mem0/install.sh or pass --no-mem0", file=sys.stderr)
        return None
    with tempfile.TemporaryDirectory() as d:
        src, out = Path(d) / "convs.json", Path(d) / "out.json"
        src.write_text(json.dumps(convs), encoding="utf-8")
        proc = subprocess.run([python, str(HERE / "_mem0_locomo.py"), "--convs", str(src), "--out", str(out),
                               "--k", str(max(KS))], text=True)
        if proc.returncode != 0 or not out.exists():
            print("mem0 run failed; see its output above", file=sys.stderr)
            return None
        return json.loads(out.read_text(encoding="utf-8"))


def summarize(run: dict) -> dict:
    by_cat: dict[str, dict[str, list[float]]] = {c: {str(k): [] for k in KS} for c in CATEGORIES}
    abstain: list[bool] = []
    for q in run["per_question"]:
        retrieved = [set(p) for p in q["retrieved"]]
        cat = str(q["category"])
        if cat == "5":
            abstain.append(len(retrieved) == 0)
            continue
        if cat not in by_cat:
            continue
        for k in KS:
            r = recall(q["evidence"], retrieved, k)
            if r is not None:
                by_cat[cat][str(k)].append(r)
    rec: dict[str, dict[str, float | None]] = {}
    for cat, ks in by_cat.items():
        rec[cat] = {k: (round(sum(v) / len(v), 4) if v else None) for k, v in ks.items()}
    overall = {str(k): [] for k in KS}
    for cat in CATEGORIES:
        for k in KS:
            overall[str(k)] += by_cat[cat][str(k)]
    rec["overall"] = {k: (round(sum(v) / len(v), 4) if v else None) for k, v in overall.items()}
    # the split the retrieval changes were chosen on (docs/retrieval.md): conversations 1-3 tuned, 4-5 held out
    split: dict[str, list[float]] = {"tuned (convs 1-3)": [], "held out (convs 4-5)": []}
    for q in run["per_question"]:
        if str(q["category"]) in CATEGORIES and "conversation" in q:
            r = recall(q["evidence"], [set(p) for p in q["retrieved"]], 10)
            if r is not None:
                split["tuned (convs 1-3)" if q["conversation"] < 3 else "held out (convs 4-5)"].append(r)
    rec["split@10"] = {k: (round(sum(v) / len(v), 4) if v else None) for k, v in split.items()}
    # the same top 10, cut where the returned memories' own text passes 1,500 tokens (len / 4)
    budget: list[float] = []
    for q in run["per_question"]:
        if str(q["category"]) in CATEGORIES and "tokens" in q:
            kept, used = [], 0.0
            for p, t in zip(q["retrieved"][:10], q["tokens"][:10]):
                used += t
                if used > BUDGET_TOKENS:
                    break
                kept.append(set(p))
            r = recall(q["evidence"], kept, 10)
            if r is not None:
                budget.append(r)
    rec["budget@10"] = round(sum(budget) / len(budget), 4) if budget else None
    ms = run["search_ms"]
    return {"recall": rec, "abstain_5": round(sum(abstain) / len(abstain), 4) if abstain else None,
            "search_ms": {"p50": round(pct(ms, 50), 2), "p95": round(pct(ms, 95), 2)},
            "questions_scored": sum(len(v["10"]) for v in by_cat.values())}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", default=str(REPO.parent / "shared" / "data" / "locomo" / "locomo_dev.json"))
    ap.add_argument("--json", default=str(HERE / "results" / "locomo.json"))
    ap.add_argument("--no-mem0", action="store_true")
    ap.add_argument("--mem0-python", default=os.environ.get("MEM0_PYTHON", "/tmp/peer-mem0-venv/bin/python"))
    ap.add_argument("--recipes", default="default,history",
                    help="mnemo search recipes to report, comma-separated (default | history | recent | graph | keyword)")
    ap.add_argument("--max-conversations", type=int, default=0)
    ap.add_argument("--no-threads", action="store_true",
                    help="add turns without their session as thread (no conversation context for search)")
    args = ap.parse_args()
    if not Path(args.data).is_file():
        sys.exit(f"Error: no LoCoMo file at {args.data}. Pass --data FILE (the LoCoMo JSON format).")
    convs = load(args.data)
    if args.max_conversations:
        convs = convs[: args.max_conversations]
    n_turns = sum(len(c["turns"]) for c in convs)
    n_questions = sum(len(c["questions"]) for c in convs)
    print(f"{len(convs)} conversations, {n_turns} turns, {n_questions} questions", flush=True)

    systems: dict[str, dict] = {}
    for i, recipe in enumerate(r.strip() for r in args.recipes.split(",") if r.strip()):
        raw = run_mnemo(convs, recipe, threads=not args.no_threads)
        name = "mnemo" if i == 0 else f"mnemo ({recipe})"
        systems[name] = {**summarize(raw), "recipe": recipe, "add_s": round(raw["add_s"], 1),
                         "memories": raw["memories"], "largest_provenance": raw["largest_provenance"]}
    if not args.no_mem0:
        m0 = run_mem0(convs, args.mem0_python)
        if m0 is not None:
            systems["mem0"] = {**summarize(m0), "add_s": round(m0.get("add_s", 0.0), 1),
                               "version": m0.get("version")}

    rows = []
    for cat in ("overall", *CATEGORIES):
        for k in ("5", "10", "25"):
            rows.append([f"recall@{k} {'cat ' + cat if cat != 'overall' else 'cats 1-4'}",
                         *[systems[s]["recall"][cat][k] for s in systems]])
    rows.append(["recall@10 cats 1-4 within 1,500 tokens", *[systems[s]["recall"].get("budget@10") for s in systems]])
    for part in ("tuned (convs 1-3)", "held out (convs 4-5)"):
        rows.append([f"recall@10 cats 1-4, {part}", *[systems[s]["recall"].get("split@10", {}).get(part) for s in systems]])
    rows.append(["abstain on cat 5", *[systems[s]["abstain_5"] for s in systems]])
    rows.append(["search p50 / p95 ms", *[f"{systems[s]['search_ms']['p50']} / {systems[s]['search_ms']['p95']}"
                                          for s in systems]])
    rows.append(["ingest seconds", *[systems[s]["add_s"] for s in systems]])
    print(table(rows, ["metric", *systems]))
    out = Path(args.json)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"systems": systems, "questions": n_questions, "turns": n_turns,
                               "data": str(args.data), "recipes": args.recipes}, indent=2),
                   encoding="utf-8")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
