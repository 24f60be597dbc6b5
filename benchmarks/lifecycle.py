#!/usr/bin/env python3
"""Lifecycle benchmark: the upkeep jobs (``mnemo maintain``) on a generated year of a team's decisions.

What it measures (issue 18)
  * Data: ``benchmarks/_lifecycle_data.py`` (deterministic): ``--n`` decisions over the year before its
    end date, Korean and English, recurring topics, reversals, planted restatements (duplicates) and
    planted near misses (one fact differs), messy tags, and questions about the topics with their
    evidence. Family ``dev`` is what the thresholds may be tuned on; ``holdout`` shares no vocabulary,
    names or templates with it and is reported beside it, untouched by tuning.
  * Loading: every item is recorded as ``mnemo migrate`` records a copied store (``Recorder.copy_in``:
    as it is, not decided again), reversed decisions already superseded by their successors. That is
    how duplicates get past the write path (a copied or imported store), and it puts every planted pair
    in the store so the sweep is measured against all of them.
  * Jobs, in ``mnemo maintain``'s order, each timed with the process's RSS after it: tag consolidation
    (tags per memory and distinct tags before/after), the duplicate sweep (planted duplicates merged,
    merges that are not planted duplicates = false merges, near-miss pairs merged), compaction
    (clusters, compacted memories, originals, old standing decisions covered, ratio), retention.
    Then a second ``maintain`` of every job: it must change nothing (idempotence), and its time.
  * Retrieval before and after the jobs: recall@10 of the questions' evidence (an evidence item found,
    or the compacted memory that stands for it, counts), for questions about old topics (evidence > 90
    days before the end) and all questions; search p50 / p95.
  * Re-embedding throughput: ``--reembed-n`` stored versions labelled with another model, embedded again
    by the configured one (a store of their own).

Command (from the repository root; one family of 20k decisions takes ~N min on 2 cores):
  .venv/bin/python benchmarks/lifecycle.py                    # dev and holdout, 20,000 each
  .venv/bin/python benchmarks/lifecycle.py --families dev --n 5000
  * LoCoMo (``<data-dir>/locomo/locomo_dev.json``): its conversations through the real write path, every
    job's time, what the sweep merges in real conversation, recall@10 before and after.
  * ``--generator independent|fresh``: the same measures on ``benchmarks/lifecycle_data.py`` or
    ``benchmarks/lifecycle_data_fresh.py``, generators
    written independently from a brief (other teams, kinds of decisions, templates and vocabulary).
Options: --merge-restatements --generator ours|independent|fresh --families dev,holdout --n 20000 --seed 7 --reembed-n 2000 --data-dir ../shared/data --no-locomo
  --json benchmarks/results/lifecycle.json
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(HERE))
from _common import cpu_info, current_rss_mb, git_state, peak_rss_mb, table, write_json  # noqa: E402

from mnemo.config import CompactionSettings, LifecycleSettings, RestatementSettings, Settings  # noqa: E402
from mnemo.domain.hashing import content_hash  # noqa: E402
from mnemo.domain.ids import new_id  # noqa: E402
from mnemo.domain.memory_text import embedding_text  # noqa: E402
from mnemo.domain.models import Memory, MemoryStatus, SourceType  # noqa: E402
from mnemo.service import MemoryService  # noqa: E402
from mnemo.write.recorder import Recorder  # noqa: E402

_BATCH = 500


def _at(s: str) -> datetime:
    return datetime.fromisoformat(s.replace("Z", "+00:00")).astimezone(timezone.utc)


def load(svc: MemoryService, items: list[dict[str, Any]], *, model: str | None = None) -> dict[str, str]:
    """Record every item as a copied store would hold it; the key -> memory id map."""
    ids = {it["key"]: new_id("mem") for it in items}
    when = {it["key"]: _at(it["occurred_at"]) for it in items}
    model = model or svc.embedder.model_id
    for start in range(0, len(items), _BATCH):
        chunk = items[start:start + _BATCH]
        vectors = svc.embedder.embed([embedding_text(it["content"], it["title"]) for it in chunk])
        rows = []
        for it, vec in zip(chunk, vectors):
            mid, at = ids[it["key"]], when[it["key"]]
            meta: dict[str, Any] = {"type": "decision", "subject": it["subject"], "valid_from": at.isoformat()}
            status, by = MemoryStatus.ACTIVE, None
            if it["status"] == "superseded" and it.get("superseded_by") in ids:
                status, by = MemoryStatus.SUPERSEDED, ids[it["superseded_by"]]
                meta["valid_until"] = when[it["superseded_by"]].isoformat()
            rows.append((Memory(id=mid, lineage_id=mid, status=status, superseded_by=by, content=it["content"],
                                title=it["title"], category="decision", keywords=it["keywords"],
                                source_type=SourceType.BOOTSTRAPPED, source=it["source"], source_ref=it["source_ref"],
                                thread_id=it["thread_id"], people=it["people"], projects=it["projects"],
                                created_at=at, updated_at=at, content_hash=content_hash(it["content"]),
                                embedding_model=model, user_id=svc.default_user, metadata=meta), vec))
        with svc.store.transaction() as tx:
            Recorder(tx).copy_in(memories=rows)
    return ids


def recall(svc: MemoryService, questions: list[dict[str, Any]], ids: dict[str, str]) -> dict[str, Any]:
    """recall@10 of each question's evidence (or the compacted memory that stands for it); search latency."""
    found = {"old": [0, 0], "all": [0, 0]}
    times = []
    for q in questions:
        evidence = {ids[k] for k in q["evidence"] if k in ids}
        t0 = time.perf_counter()
        hits = svc.search(q["q"], k=10)
        times.append((time.perf_counter() - t0) * 1000)
        got = {h.memory.id for h in hits} | {o for h in hits for o in h.stands_for}
        ok = bool(evidence & got)
        for group in ("all",) + (("old",) if q["old"] else ()):
            found[group][0] += ok
            found[group][1] += 1
    times.sort()
    return {g: round(a / b, 4) if b else None for g, (a, b) in found.items()} | {
        "questions": found["all"][1], "old_questions": found["old"][1],
        "search_p50_ms": round(statistics.median(times), 1), "search_p95_ms": round(times[int(0.95 * len(times)) - 1], 1)}


def duplicate_truth(svc: MemoryService, data: dict[str, Any], ids: dict[str, str]) -> dict[str, Any]:
    """The sweep's merges against the planted pairs."""
    key_of = {v: k for k, v in ids.items()}
    merged = set()
    for e in svc.log(limit=10 ** 7):  # what the sweep merged, by its log entries
        if e.actor_id == "job:duplicates" and e.action.duplicate_of_id:
            pair = (key_of.get(e.input_memory_id), key_of.get(e.action.duplicate_of_id))
            if None not in pair:
                merged.add(frozenset(pair))
    planted = {frozenset(p) for p in data["duplicates"]}
    near = {frozenset(p) for p in data["near_misses"]}
    hit = merged & planted
    # a restatement merged into another restatement of the same original is a right merge too
    groups: dict[str, str] = {}
    for a, b in data["duplicates"]:
        groups[b] = groups.get(a, a)
        groups.setdefault(a, a)
    same_group = {p for p in merged - planted if len({groups.get(k, k) for k in p}) == 1}
    false = merged - planted - same_group
    return {"planted": len(planted), "merged": len(merged), "planted_merged": len(hit),
            "recall": round(len(hit) / len(planted), 4) if planted else None,
            "false_merges": len(false), "false_merge_rate": round(len(false) / len(merged), 4) if merged else 0.0,
            "near_misses": len(near), "near_misses_merged": len(merged & near),
            "false_examples": [sorted(p) for p in list(false)[:8]]}


def _generator(name: str) -> Any:
    """``ours`` (``_lifecycle_data``, the one the lifecycle settings were looked at on), ``independent``
    (``lifecycle_data``, written by someone else from a brief; its ``dev`` family was looked at when the
    restatement rule was built, its ``holdout`` never) or ``fresh`` (``lifecycle_data_fresh``, written
    blind from a brief after that rule was designed and used only as an untouched check: aggregates)."""
    if name == "independent":
        from lifecycle_data import generate as independent

        return independent
    if name == "fresh":
        from lifecycle_data_fresh import generate as fresh

        return fresh
    from _lifecycle_data import generate as ours

    return ours


def run_family(family: str, n: int, seed: int, end: str, generator: str = "ours",
               merge_restatements: bool = False) -> dict[str, Any]:
    generate = _generator(generator)
    data = generate(seed, family=family, n=n, end=end)
    items, questions = data["items"], data["questions"]
    end_at = _at(end)
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(db=str(Path(tmp) / "lifecycle.db"),
                            lifecycle=LifecycleSettings(compaction=CompactionSettings(),
                                                        restatement=RestatementSettings(merge=merge_restatements)))
        svc = MemoryService.open(settings)
        svc.embedder.embed(["warm up"])
        out: dict[str, Any] = {"family": family, "items": len(items), "meta": data["meta"]}
        t0 = time.perf_counter()
        ids = load(svc, items)
        out["load_s"] = round(time.perf_counter() - t0, 1)
        out["health_before"] = _health_figures(svc.memory_health(now=end_at))
        out["recall_before"] = recall(svc, questions, ids)
        jobs: dict[str, Any] = {}
        for job in ("reembed", "tags", "duplicates", "compaction", "retention"):
            t0 = time.perf_counter()
            r = svc.maintain(only=[job], now=end_at)["jobs"][job]
            jobs[job] = {**{k: v for k, v in r.items() if k not in ("pairs",)},
                         "wall_s": round(time.perf_counter() - t0, 2), "rss_mb": current_rss_mb()}
        out["jobs"] = jobs
        out["duplicates_truth"] = duplicate_truth(svc, data, ids)
        comp = jobs["compaction"]
        old_standing = comp.get("candidates", 0)
        out["compaction"] = {"clusters": comp.get("compacted", 0), "originals": comp.get("originals", 0),
                             "old_standing_decisions": old_standing,
                             "covered": round(comp.get("originals", 0) / old_standing, 4) if old_standing else None,
                             "ratio": round(comp.get("originals", 0) / comp["compacted"], 2) if comp.get("compacted") else None}
        out["recall_after"] = recall(svc, questions, ids)
        out["health_after"] = _health_figures(svc.memory_health(now=end_at))
        t0 = time.perf_counter()
        again = svc.maintain(now=end_at)["jobs"]
        out["rerun"] = {"wall_s": round(time.perf_counter() - t0, 2),
                        "changes": {"tags": again["tags"].get("changed"), "duplicates": again["duplicates"].get("merged"),
                                    "compaction": (again["compaction"].get("compacted", 0) + again["compaction"].get("updated", 0)),
                                    "reembed": again["reembed"].get("reembedded"),
                                    "retention": again["retention"].get("purged_memories")}}
        out["peak_rss_mb"] = peak_rss_mb()
        svc.close()
    return out


def _health_figures(h: dict[str, Any]) -> dict[str, Any]:
    return {"current": h["memories"]["current"], "standing": h["decisions"]["standing"],
            "duplicate_candidate_pairs": h["duplicate_candidates"]["pairs"],
            "distinct_tags": h["tags"]["distinct_tags"], "tags_per_memory": h["tags"]["tags_per_memory"],
            "distinct_per_memory": h["tags"]["distinct_per_memory"], "tag_entropy_bits": h["tags"]["entropy_bits"],
            "compacted_memories": h["compaction"]["compacted_memories"]}


def reembed_throughput(n: int, seed: int, end: str) -> dict[str, Any]:
    from _lifecycle_data import generate

    data = generate(seed, family="dev", n=max(n, 200), end=end)
    with tempfile.TemporaryDirectory() as tmp:
        svc = MemoryService.open(Settings(db=str(Path(tmp) / "reembed.db")))
        svc.embedder.embed(["warm up"])
        load(svc, data["items"][:n], model="old-model")
        t0 = time.perf_counter()
        r = svc.maintain(only=["reembed"])["jobs"]["reembed"]
        wall = time.perf_counter() - t0
        svc.close()
    return {"versions": r.get("reembedded"), "wall_s": round(wall, 2),
            "per_second": round((r.get("reembedded") or 0) / wall, 1)}


def run_locomo(data_dir: Path) -> dict[str, Any] | None:
    """LoCoMo's conversations through the real write path (as ``benchmarks/locomo.py`` writes them), then
    every job: their times, what the duplicate sweep merges in real conversation (every merge is listed:
    turns are distinct, so a merge is a false one unless the turn repeats another), and recall@10 of the
    questions' evidence (categories 1-4) before and after."""
    path = data_dir / "locomo" / "locomo_dev.json"
    if not path.is_file():
        return None
    from _locomo_data import load as load_locomo

    from mnemo.domain.models import MemoryDraft

    convs = load_locomo(path)
    found = {"before": [0, 0], "after": [0, 0]}
    jobs: dict[str, float] = {}
    merges: list[list[str]] = []
    turns_total = 0
    for conv in convs:
        with tempfile.TemporaryDirectory() as tmp:
            svc = MemoryService.open(Settings(db=str(Path(tmp) / "locomo.db"), user="locomo"))
            drafts = [MemoryDraft(user_id="locomo", content=f"{t['speaker']}: {t['text']}", source="locomo",
                                  source_ref=t["id"], people=[t["speaker"]] if t["speaker"] else [],
                                  occurred_at=_at(t["at"]) if t["at"] else None,
                                  thread_id=f"{conv['id']}/{t['id'].split(':')[0]}") for t in conv["turns"]]
            turns_total += len(drafts)
            results = svc.add_many(drafts)
            prov: dict[str, set[str]] = {}
            for turn, r in zip(conv["turns"], results):
                target = r.target_memory_id if r.decision.value in ("skip", "update") and r.target_memory_id else r.memory_id
                if target:
                    m = svc.store.get_memory(target)
                    prov.setdefault(m.lineage_id if m else target, set()).add(turn["id"])
            questions = [q for q in conv["questions"] if q["category"] in (1, 2, 3, 4) and q["evidence"]]

            def score(phase: str) -> None:
                for q in questions:
                    got = set().union(*(prov.get(h.memory.lineage_id, set()) for h in svc.search(q["question"], k=10)))
                    found[phase][0] += bool(got & set(q["evidence"]))
                    found[phase][1] += 1

            score("before")
            end = max((d.occurred_at for d in drafts if d.occurred_at), default=datetime.now(timezone.utc))
            for job in ("reembed", "tags", "duplicates", "compaction", "retention"):
                t0 = time.perf_counter()
                svc.maintain(only=[job], now=end + timedelta(days=1))
                jobs[job] = round(jobs.get(job, 0.0) + time.perf_counter() - t0, 2)
            for e in svc.log(limit=100000):
                if e.actor_id == "job:duplicates" and e.action.duplicate_of_id:
                    kept, dup = svc.store.get_memory(e.action.duplicate_of_id), svc.store.get_memory(e.input_memory_id)
                    if kept and dup:
                        prov.setdefault(kept.lineage_id, set()).update(prov.get(dup.lineage_id, set()))
                        merges.append([dup.content[:100], kept.content[:100]])
            score("after")
            svc.close()
    return {"conversations": len(convs), "turns": turns_total, "job_s": jobs, "merged": len(merges),
            "merge_examples": merges[:10],
            "recall_before": round(found["before"][0] / found["before"][1], 4),
            "recall_after": round(found["after"][0] / found["after"][1], 4), "questions": found["before"][1]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--families", default="dev,holdout")
    ap.add_argument("--n", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--end", default="2026-11-01T00:00:00+00:00")
    ap.add_argument("--reembed-n", type=int, default=2000)
    ap.add_argument("--data-dir", default=str(REPO.parent / "shared" / "data"))
    ap.add_argument("--no-locomo", action="store_true")
    ap.add_argument("--generator", choices=("ours", "independent", "fresh"), default="ours")
    ap.add_argument("--merge-restatements", action="store_true",
                    help="turn lifecycle.restatement.merge on (off in the product by default) to measure the rule")
    ap.add_argument("--json", default=str(HERE / "results" / "lifecycle.json"))
    args = ap.parse_args()
    results = {"command": " ".join(sys.argv), "git": git_state(REPO), "cpu": cpu_info(),
               "merge_restatements": args.merge_restatements,
               "python": platform.python_version(), "families": {}}
    for family in [f.strip() for f in args.families.split(",") if f.strip()]:
        results["families"][family] = run_family(family, args.n, args.seed, args.end, args.generator,
                                                 args.merge_restatements)
        write_json(args.json, results)
    if not args.no_locomo:
        results["locomo"] = run_locomo(Path(args.data_dir))
        write_json(args.json, results)
    if args.reembed_n:
        results["reembed_throughput"] = reembed_throughput(args.reembed_n, args.seed, args.end)
    write_json(args.json, results)
    print(render(results))


def render(results: dict[str, Any]) -> str:
    fams = list(results["families"])
    rows: list[Any] = []

    def row(label: str, get: Any) -> None:
        rows.append([label, *[get(results["families"][f]) for f in fams]])

    rows.append("data")
    row("decisions loaded", lambda r: r["items"])
    row("load (copy_in + embed) s", lambda r: r["load_s"])
    rows.append("jobs (wall s, RSS MB after)")
    for job in ("reembed", "tags", "duplicates", "compaction", "retention"):
        row(job, lambda r, j=job: f"{r['jobs'][j]['wall_s']} s, {r['jobs'][j]['rss_mb']} MB")
    rows.append("duplicate sweep vs planted truth")
    row("planted duplicate pairs", lambda r: r["duplicates_truth"]["planted"])
    row("merged (recall)", lambda r: f"{r['duplicates_truth']['planted_merged']} ({r['duplicates_truth']['recall']})")
    row("false merges (rate)", lambda r: f"{r['duplicates_truth']['false_merges']} ({r['duplicates_truth']['false_merge_rate']})")
    row("of which restatements (merged if turned on)", lambda r: r["jobs"]["duplicates"].get("restatements"))
    row("near-miss pairs merged", lambda r: f"{r['duplicates_truth']['near_misses_merged']} / {r['duplicates_truth']['near_misses']}")
    rows.append("tags")
    row("distinct tags before -> after", lambda r: f"{r['health_before']['distinct_tags']} -> {r['health_after']['distinct_tags']}")
    row("tags per memory before -> after", lambda r: f"{r['health_before']['tags_per_memory']} -> {r['health_after']['tags_per_memory']}")
    row("tag entropy bits before -> after", lambda r: f"{r['health_before']['tag_entropy_bits']} -> {r['health_after']['tag_entropy_bits']}")
    rows.append("compaction")
    row("old standing decisions", lambda r: r["compaction"]["old_standing_decisions"])
    row("compacted memories / originals", lambda r: f"{r['compaction']['clusters']} / {r['compaction']['originals']}")
    row("covered share, originals per summary", lambda r: f"{r['compaction']['covered']}, {r['compaction']['ratio']}")
    row("current memories before -> after", lambda r: f"{r['health_before']['current']} -> {r['health_after']['current']}")
    rows.append("retrieval recall@10 (evidence or its compacted memory)")
    row("old-topic questions before -> after", lambda r: f"{r['recall_before']['old']} -> {r['recall_after']['old']} (n={r['recall_before']['old_questions']})")
    row("all questions before -> after", lambda r: f"{r['recall_before']['all']} -> {r['recall_after']['all']} (n={r['recall_before']['questions']})")
    row("search p50 ms before -> after", lambda r: f"{r['recall_before']['search_p50_ms']} -> {r['recall_after']['search_p50_ms']}")
    rows.append("second maintain (idempotence)")
    row("changes made", lambda r: sum(v or 0 for v in r["rerun"]["changes"].values()))
    row("wall s", lambda r: r["rerun"]["wall_s"])
    row("peak RSS MB", lambda r: r["peak_rss_mb"])
    text = table(rows, ["", *fams])
    lo = results.get("locomo")
    if lo:
        text += (f"\nLoCoMo ({lo['conversations']} conversations, {lo['turns']} turns, real write path): jobs "
                 + ", ".join(f"{k} {v} s" for k, v in lo["job_s"].items())
                 + f"; sweep merged {lo['merged']} turns; questions with any evidence in the top 10 (cat. 1-4, n={lo['questions']}) "
                 f"{lo['recall_before']} -> {lo['recall_after']}")
    if "reembed_throughput" in results:
        t = results["reembed_throughput"]
        text += f"\nre-embedding: {t['versions']} versions in {t['wall_s']} s = {t['per_second']} per second"
    return text


if __name__ == "__main__":
    main()
