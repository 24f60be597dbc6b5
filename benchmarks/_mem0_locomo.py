#!/usr/bin/env python3
"""mem0 side of ``benchmarks/locomo.py``: one user per conversation, ``add(infer=False)`` per turn with the
turn id in metadata, then ``search(question, limit=k)`` per question. Runs in mem0's own venv, configured
by ``_mem0_driver`` (local all-MiniLM-L6-v2, embedded qdrant, no LLM call, offline; importing it sets the
offline environment before mem0 is imported)."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _mem0_driver  # noqa: E402,F401  (first: it sets the offline environment)
import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402

from _mem0_driver import mem0_config  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--convs", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--k", type=int, default=25)
    args = ap.parse_args()
    import torch

    torch.set_num_threads(1)
    import mem0
    from mem0 import Memory

    convs = json.loads(Path(args.convs).read_text(encoding="utf-8"))
    store = Path(tempfile.mkdtemp(prefix="locomo-mem0-"))
    Path(os.environ["MEM0_DIR"]).mkdir(parents=True, exist_ok=True)
    config = mem0_config(store, "locomo")
    m = Memory.from_config(config)
    per_question, search_ms, add_s = [], [], 0.0
    for ci, conv in enumerate(convs):
        user = f"locomo-{ci}"
        t0 = time.perf_counter()
        for t in conv["turns"]:
            m.add(f"{t['speaker']}: {t['text']}", user_id=user, metadata={"turn": t["id"]}, infer=False)
        add_s += time.perf_counter() - t0
        print(f"[mem0] conversation {ci + 1}/{len(convs)} added", file=sys.stderr, flush=True)
        for q in conv["questions"]:
            t0 = time.perf_counter()
            try:  # mem0 2.x takes the user in filters; 1.x as a keyword
                res = m.search(q["question"], filters={"user_id": user}, limit=args.k)
            except (TypeError, ValueError):
                res = m.search(q["question"], user_id=user, limit=args.k)
            search_ms.append((time.perf_counter() - t0) * 1000)
            items = res.get("results", res) if isinstance(res, dict) else res
            retrieved = [[(it.get("metadata") or {}).get("turn")] if (it.get("metadata") or {}).get("turn") else []
                         for it in items]
            per_question.append({**q, "retrieved": retrieved})
    Path(args.out).write_text(json.dumps({"per_question": per_question, "search_ms": search_ms, "add_s": add_s,
                                          "version": getattr(mem0, "__version__", None)}), encoding="utf-8")


if __name__ == "__main__":
    main()
