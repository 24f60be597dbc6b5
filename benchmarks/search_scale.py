"""Search latency as the store grows: p50/p95 of ``MemoryService.search`` at 10k and 100k stored memories
(1M with --sizes), and the time to open a store of that size and answer its first query.

The store is filled through ``add_many`` (the real write path; raw-cosine consolidation to fill it
faster, which changes nothing about search) with generated Korean and English business memories and the
LoCoMo turns of ``../shared/data``; the queries are 200 questions about them in both languages. Each
size is measured in a fresh process, so open time includes loading the vector index from SQLite.

    .venv/bin/python benchmarks/search_scale.py [--sizes 10000,100000] [--queries 200] [--json OUT]
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(HERE))

from _common import peak_rss_mb, pct, table  # noqa: E402

QUERIES = ["Q1 마케팅 예산", "who owns the Nimbus migration", "보안 감사 마감일", "vendor contract renewal discount",
           "지난주 결정 사항", "What did we decide about PostgreSQL?", "채용 계획 승인", "office move date",
           "고객 온보딩 비용", "When is the Helix launch?", "데이터 웨어하우스 이전", "training program budget",
           "Caroline support group", "Melanie painting", "QA automation owner", "클라우드 이전 일정"]


def fill(db: str, n: int, data_dir: Path) -> float:
    from _write_path_data import build_dataset
    from mnemo.config import Settings
    from mnemo.service import MemoryService

    items = build_dataset(data_dir, n)
    svc = MemoryService.open(Settings(db=db, similarity={"mode": "raw"}))
    t0 = time.perf_counter()
    for i in range(0, len(items), 5000):
        svc.add_many([it["text"] for it in items[i:i + 5000]])
        print(f"  filled {min(i + 5000, len(items))}/{len(items)}", file=sys.stderr, flush=True)
    svc.close()
    return time.perf_counter() - t0


def measure(db: str, queries: int) -> dict:
    """Runs in a fresh process: open, first query, then the timed queries."""
    from mnemo.config import Settings
    from mnemo.service import MemoryService
    from mnemo.bootstrap import build_embedder as make_embedder

    embedder = make_embedder()
    embedder.embed(["warm up"])  # the model load is not the store's open time
    t0 = time.perf_counter()
    svc = MemoryService.open(Settings(db=db), embedder=embedder)
    svc.search("warm up the index")
    open_s = time.perf_counter() - t0
    rng = random.Random(7)
    qs = [rng.choice(QUERIES) + ("" if i < len(QUERIES) else f" {i}") for i in range(queries)]
    ms = []
    for q in qs:
        t = time.perf_counter()
        svc.search(q)
        ms.append((time.perf_counter() - t) * 1000)
    stored = svc.store.count_memories()
    svc.close()
    return {"open_s": round(open_s, 3), "p50_ms": round(pct(ms, 50), 2), "p95_ms": round(pct(ms, 95), 2),
            "stored_rows": stored, "peak_rss_mb": peak_rss_mb()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="10000,100000")
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--data-dir", default=str(REPO.parent / "shared" / "data"))
    ap.add_argument("--json", default=str(HERE / "results" / "search_scale.json"))
    ap.add_argument("--measure", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.measure:
        print(json.dumps(measure(args.measure, args.queries)))
        return
    rows, out = [], {}
    for n in [int(x) for x in args.sizes.split(",") if x.strip()]:
        with tempfile.TemporaryDirectory() as d:
            db = str(Path(d) / "scale.db")
            print(f"filling {n} ...", file=sys.stderr, flush=True)
            fill_s = fill(db, n, Path(args.data_dir))
            proc = subprocess.run([sys.executable, __file__, "--measure", db, "--queries", str(args.queries)],
                                  capture_output=True, text=True, check=True)
            r = json.loads(proc.stdout.strip().splitlines()[-1])
            r["fill_s"] = round(fill_s, 1)
            out[str(n)] = r
            rows.append([n, r["stored_rows"], f"{r['p50_ms']} / {r['p95_ms']}", r["open_s"], r["peak_rss_mb"], r["fill_s"]])
    print(table(rows, ["adds", "rows stored", "search p50 / p95 ms", "open + first query s", "peak RSS MB",
                       "fill s"]))
    Path(args.json).parent.mkdir(parents=True, exist_ok=True)
    Path(args.json).write_text(json.dumps(out, indent=2), encoding="utf-8")
    print(f"wrote {args.json}")


if __name__ == "__main__":
    main()
