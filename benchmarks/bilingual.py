#!/usr/bin/env python3
"""Cross-language retrieval: does a question in one language find a memory stored in the other?

What it measures
  * Data (read at run time from ``--data-dir``, never copied): Korean/English parallel sentences from
    KorSTS + STS-B train and dev ("sts": row-for-row translations; sentence1 and sentence2 of every row are
    both pairs; the two files' genre/filename/year/id columns are checked to agree) and PAWS-X Korean dev +
    PAWS-Wiki English dev ("paws": sentence1 of the same id; rows with the Korean placeholder ``NS``, in any
    case, are dropped). Per corpus one pair per distinct English and per distinct Korean sentence (case and
    spacing ignored; the first one wins), and no pair whose English has fewer than 3 words or whose Korean
    has fewer than 5 characters.
  * Split first: a pair is ``dev`` when the first byte of sha1(English text) is even, else ``holdout``; the
    split never changes. Individual misses are only ever printed for dev (``--show-misses N``).
  * Per split, corpus and direction, a fresh mnemo store: ``add_many`` of one side of ``--store`` pairs
    (seeded sample of the split), then ``search(question, k=5)`` with the other side of ``--queries`` of the
    stored pairs. A question is found at rank r when the r-th hit is the memory holding its pair (compared
    by lineage; an add that consolidation SKIPped or merged into another memory is held by that memory;
    "folded" counts those adds). en->ko = English question, Korean memories; ko->en the reverse; mixed =
    one store holding every other pair in Korean and the rest in English, each asked in the other language
    (a bilingual team's store: the question also meets memories in its own language, which can share its
    keywords). The same pairs and questions are used for every direction.
  * Exact top-5: stricter, a top-5 hit's text is the stored sentence itself (a question whose sentence was
    SKIPped or superseded by an UPDATE with another pair's sentence only counts through lineage above).
  * Abstained: the search returned nothing. Raw top-5: the bare encoder, rank of the original by cosine of
    ``embedder.embed_query([q])`` against ``embedder.embed(stored)`` over the same stored sentences; the gap
    to top-5 is what the product's search (keyword fusion, abstention, consolidation) loses or gains.
  * Pooled rows: sts + paws questions of a split and direction together. Target (the issue): top-5 >= 0.95
    both ways.

Data caveats: STS-B train's Korean is machine-translated and sometimes drops a name or clause (dev/test
  are human-translated); a few PAWS-X Korean sentence1 are the translation of another item (source errors,
  e.g. dev id 2666): they are kept and count as misses for the product and the bare encoder alike. PAWS-Wiki
  English is tokenized ("Mary , married ...") and holds many near-identical sentences of one template.

Command (from the repository root; ~2 min on 2 quiet cores, ~5 min under load; --quick ~25 s):
  .venv/bin/python benchmarks/bilingual.py
Options: --data-dir ../shared/data --store 2000 --queries 500 --seed 13 --recipe NAME --show-misses 0
  --quick (store 300, queries 100) --json benchmarks/results/bilingual.json
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
import tempfile
import time
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import numpy as np

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(HERE))
from _common import git_state, table, write_json  # noqa: E402

K = 5
TARGET = 0.95
DIRECTIONS = ("en→ko", "ko→en", "mixed")


# --- data ----------------------------------------------------------------------------------------------
def _rows(path: Path, header: bool, cols: int) -> list[list[str]]:
    lines = [line for line in path.read_text(encoding="utf-8").split("\n") if line.strip()]
    return [line.split("\t")[:cols] for line in lines[1 if header else 0:]]


def load_sts(data: Path) -> list[tuple[str, str, str]]:
    """(pair id, English, Korean) for sentence1 and sentence2 of every KorSTS / STS-B train and dev row."""
    pairs = []
    for part in ("train", "dev"):
        ko = _rows(data / "korsts" / f"sts-{part}.tsv", True, 7)
        en = _rows(data / "stsb_en" / f"sts-{part}.csv", False, 7)  # extra license columns cut off
        if len(ko) != len(en) or any(k[:4] != e[:4] for k, e in zip(ko, en)):
            sys.exit(f"KorSTS and STS-B {part} rows do not align")
        for i, (k, e) in enumerate(zip(ko, en)):
            pairs += [(f"sts-{part}-{i}-s1", e[5], k[5]), (f"sts-{part}-{i}-s2", e[6], k[6])]
    return pairs


def load_paws(data: Path) -> tuple[list[tuple[str, str, str]], int]:
    """(pair id, English, Korean) of sentence1 for PAWS-X ko dev ids found in PAWS-Wiki en dev; NS rows dropped."""
    en = {r[0]: r for r in _rows(data / "paws_wiki_en" / "dev.tsv", False, 4)}
    ko = _rows(data / "pawsx_ko" / "dev_2k.tsv", True, 4)
    kept = [r for r in ko if r[1].strip().upper() != "NS" and r[2].strip().upper() != "NS"]
    missing = [r[0] for r in kept if r[0] not in en]
    if missing:
        sys.exit(f"PAWS-X ids missing from PAWS-Wiki: {missing[:5]}")
    return [(f"paws-{r[0]}", en[r[0]][1], r[1]) for r in kept], len(ko) - len(kept)


def clean(pairs: list[tuple[str, str, str]]) -> tuple[list[tuple[str, str, str]], dict[str, int]]:
    seen_en: set[str] = set()
    seen_ko: set[str] = set()
    out, dup, short = [], 0, 0
    for pid, en, ko in pairs:
        en, ko = " ".join(en.split()), " ".join(ko.split())
        ken, kko = en.lower(), ko.lower()
        if len(en.split()) < 3 or len(en) < 5 or len(ko.replace(" ", "")) < 5:
            short += 1
        elif ken in seen_en or kko in seen_ko:
            dup += 1
        else:
            seen_en.add(ken)
            seen_ko.add(kko)
            out.append((pid, en, ko))
    return out, {"pairs_in": len(pairs), "duplicates": dup, "too_short": short, "kept": len(out)}


def split_of(en: str) -> str:
    return "dev" if hashlib.sha1(en.encode("utf-8")).digest()[0] % 2 == 0 else "holdout"


# --- one store -----------------------------------------------------------------------------------------
def run_store(pairs: list[tuple[str, str, str]], queries: list[tuple[str, str, str]], direction: str,
              recipe: str | None) -> dict[str, Any]:
    from mnemo.config import Settings
    from mnemo.domain.models import MemoryDraft, SourceType
    from mnemo.service import MemoryService

    def sides(i: int) -> tuple[int, int]:
        """(stored side, question side) of the i-th pair: 1 English, 2 Korean. "mixed" stores every other
        pair in each language in one store, so a question also meets memories in its own language."""
        if direction == "mixed":
            return (2, 1) if i % 2 == 0 else (1, 2)
        return (2, 1) if direction == "en→ko" else (1, 2)

    side_of = {p[0]: sides(i) for i, p in enumerate(pairs)}
    with tempfile.TemporaryDirectory(prefix="bilingual-") as d:
        svc = MemoryService.open(Settings(db=str(Path(d) / "mnemo.db"), user="bench"))
        try:
            results = svc.add_many([MemoryDraft(user_id="bench", content=p[side_of[p[0]][0]],
                                                source_type=SourceType.REALTIME, source="bilingual",
                                                source_ref=p[0]) for p in pairs])
            holder: dict[str, str | None] = {}
            lineage_of: dict[str, str] = {}
            for p, r in zip(pairs, results):
                mid = r.merged_into or (r.target_memory_id if r.decision.value in ("skip", "update")
                                        and r.target_memory_id else r.memory_id)
                if mid and mid not in lineage_of:
                    m = svc.store.get_memory(mid)
                    lineage_of[mid] = m.lineage_id if m else mid
                holder[p[0]] = lineage_of[mid] if mid else None
            folded = sum(1 for p, r in zip(pairs, results) if r.decision.value in ("skip", "update") or r.merged_into)
            decisions = Counter(r.decision.value for r in results)
            errors = sum(1 for r in results if r.status.value == "error")

            texts = [p[side_of[p[0]][0]] for p in pairs]
            index = {p[0]: i for i, p in enumerate(pairs)}
            emb = svc.embedder.embed(texts)
            ranks, exact_ranks, raw_ranks, abstained, misses = [], [], [], 0, []
            for q in queries:
                stored_side, query_side = side_of[q[0]]
                hits = svc.search(q[query_side], k=K, **({"recipe": recipe} if recipe else {}))
                abstained += not hits
                lineages = [h.memory.lineage_id for h in hits]
                own = holder[q[0]]
                rank = lineages.index(own) + 1 if own is not None and own in lineages else None
                ranks.append(rank)
                contents = [" ".join(h.memory.content.split()) for h in hits]
                exact_ranks.append(contents.index(q[stored_side]) + 1 if q[stored_side] in contents else None)
                cos = emb @ svc.embedder.embed_query([q[query_side]])[0]
                raw_ranks.append(int((cos > cos[index[q[0]]]).sum()) + 1)
                if rank is None:
                    misses.append({"question": q[query_side], "expected": q[stored_side], "raw_rank": raw_ranks[-1],
                                   "hits": len(hits),
                                   "got": hits[0].memory.content if hits else None})
            model = getattr(svc.embedder, "model_id", None)
        finally:
            svc.close()
    return {"stored": len(pairs), "folded": folded, "decisions": dict(decisions), "errors": errors,
            "ranks": ranks, "exact_ranks": exact_ranks, "raw_ranks": raw_ranks, "abstained": abstained, "misses": misses, "model": model}


def figures(runs: list[dict[str, Any]]) -> dict[str, Any]:
    ranks = [r for run in runs for r in run["ranks"]]
    raw = [r for run in runs for r in run["raw_ranks"]]
    exact = [r for run in runs for r in run["exact_ranks"]]
    n = len(ranks)

    def share(xs: list[Any], ok: Any) -> float | None:
        return round(sum(1 for x in xs if ok(x)) / len(xs), 4) if xs else None

    return {"stored": sum(run["stored"] for run in runs), "folded": sum(run["folded"] for run in runs),
            "questions": n, "top1": share(ranks, lambda r: r == 1), "top5": share(ranks, lambda r: r is not None),
            "exact_top5": share(exact, lambda r: r is not None),
            "abstained": round(sum(run["abstained"] for run in runs) / n, 4) if n else None,
            "raw_top1": share(raw, lambda r: r == 1), "raw_top5": share(raw, lambda r: r <= K),
            "errors": sum(run["errors"] for run in runs)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data-dir", default=str(REPO.parent / "shared" / "data"))
    ap.add_argument("--store", type=int, default=2000, help="pairs stored per store (capped by the split's size)")
    ap.add_argument("--queries", type=int, default=500, help="questions per store, sampled from the stored pairs")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--recipe", default=None, help="mnemo search recipe (default: none passed, the product default)")
    ap.add_argument("--show-misses", type=int, default=0, help="print up to N misses per dev store (never holdout)")
    ap.add_argument("--quick", action="store_true", help="store 300, queries 100")
    ap.add_argument("--json", default=str(HERE / "results" / "bilingual.json"))
    args = ap.parse_args()
    if args.quick:
        args.store, args.queries = 300, 100
    data = Path(args.data_dir)
    if not (data / "korsts").is_dir() or not (data / "pawsx_ko").is_dir():
        sys.exit(f"Error: no KorSTS / PAWS-X data under {data}. Pass --data-dir (see ../shared/data/README.md).")

    paws_raw, ns_dropped = load_paws(data)
    corpora: dict[str, list[tuple[str, str, str]]] = {}
    data_stats: dict[str, dict[str, Any]] = {}
    for name, raw in (("sts", load_sts(data)), ("paws", paws_raw)):
        corpora[name], data_stats[name] = clean(raw)
        data_stats[name]["dev"] = sum(split_of(p[1]) == "dev" for p in corpora[name])
        data_stats[name]["holdout"] = data_stats[name]["kept"] - data_stats[name]["dev"]
    data_stats["paws"]["ns_rows_dropped"] = ns_dropped
    for name, s in data_stats.items():
        print(f"{name}: {s}", flush=True)

    t_start = time.perf_counter()
    runs: dict[tuple[str, str, str], dict[str, Any]] = {}
    for split in ("dev", "holdout"):
        for name, pairs in corpora.items():
            rng = random.Random(f"{args.seed}-{split}-{name}")
            pool = [p for p in pairs if split_of(p[1]) == split]
            stored = rng.sample(pool, min(args.store, len(pool)))
            queries = rng.sample(stored, min(args.queries, len(stored)))
            for direction in DIRECTIONS:
                t0 = time.perf_counter()
                run = runs[(split, name, direction)] = run_store(stored, queries, direction, args.recipe)
                print(f"[{split} {name} {direction}] {run['stored']} stored, {len(queries)} questions, "
                      f"{time.perf_counter() - t0:.1f}s", file=sys.stderr, flush=True)
                if split == "dev" and args.show_misses:
                    for m in run["misses"][:args.show_misses]:
                        print(f"  miss (raw rank {m['raw_rank']}, {m['hits']} hits): {m['question']!r}\n    expected {m['expected']!r}"
                              f"\n    top hit  {m['got']!r}")
    runtime = time.perf_counter() - t_start

    results: dict[str, dict[str, Any]] = {}
    rows: list[Any] = []
    header = ["split", "direction", "stored", "folded", "questions", "top-1", "top-5", "exact top-5", "abstained",
              "raw top-5"]
    for name in (*corpora, "pooled"):
        rows.append(name if name != "pooled" else "pooled (sts + paws)")
        for direction in DIRECTIONS:
            for split in ("dev", "holdout"):
                picked = [runs[(split, c, direction)] for c in corpora if name in (c, "pooled")]
                f = results[f"{split}/{name}/{direction}"] = figures(picked)
                rows.append([split, direction, f["stored"], f["folded"], f["questions"], f"{f['top1']:.3f}",
                             f"{f['top5']:.3f}", f"{f['exact_top5']:.3f}", f"{f['abstained']:.3f}", f"{f['raw_top5']:.3f}"])
    print(table(rows, header))
    for split in ("dev", "holdout"):
        both = [results[f"{split}/pooled/{d}"]["top5"] for d in DIRECTIONS]
        verdict = "met" if min(both) >= TARGET else "NOT met"
        print(f"target top-5 >= {TARGET} both ways, {split}: en→ko {both[0]:.3f}, ko→en {both[1]:.3f}, "
              f"mixed store {both[2]:.3f} -> {verdict}")
    errors = sum(f["errors"] for k, f in results.items() if "/pooled/" in k)
    if errors:
        print(f"warning: {errors} adds ended in an error status (their questions count as misses)")
    print(f"runtime {runtime:.0f}s")

    import mnemo

    any_run = next(iter(runs.values()))
    out = {"benchmark": "bilingual", "started": datetime.now(timezone.utc).isoformat(), "git": git_state(REPO),
           "mnemo_version": getattr(mnemo, "__version__", None),
           "config": {"data_dir": str(data), "store": args.store, "queries": args.queries, "seed": args.seed,
                      "recipe": args.recipe or "default", "k": K, "quick": args.quick, "embedder": any_run["model"],
                      "split": "dev if sha1(English)[0] is even", "target_top5": TARGET},
           "data": data_stats, "runtime_s": round(runtime, 1), "results": results,
           "decisions": {"/".join(key): run["decisions"] for key, run in runs.items()},
           "rank_histogram": {"/".join(key): dict(Counter(str(r) for r in run["ranks"])) for key, run in runs.items()}}
    write_json(args.json, out)
    print(f"wrote {args.json}")


if __name__ == "__main__":
    main()
