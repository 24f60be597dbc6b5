"""The vault's cost and its search: add and search latency with and without the vault, and keyword-search
recall with blind tokens against plaintext FTS, on LoCoMo (issue 15).

Each mode gets a fresh SQLite store and the same turns, added one at a time through the service (the whole
write path: embedding, consolidation, sealing); then every question is searched through the service
(timed) and through the keyword index alone (recall@10 of the question's evidence turns). The two modes
run interleaved per conversation so machine drift hits both alike. The vault's store then gets a new index
key (``vault rotate --index``, what ``remove-member`` does): its wall time, and the keyword recall again,
which must not move (every token recomputed from the sealed text).

    .venv/bin/python benchmarks/vault.py --locomo ../shared/data/locomo/locomo_dev.json --conversations 2
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import summarize, table, write_json  # noqa: E402
from _locomo_data import load, recall  # noqa: E402

from mnemo.bootstrap import build_embedder  # noqa: E402
from mnemo.config import Settings  # noqa: E402
from mnemo.domain.queries import MemoryFilter  # noqa: E402
from mnemo.service import MemoryService  # noqa: E402
from mnemo.text.tokenize import query_terms  # noqa: E402

PASS = "benchmark passphrase, not secret"


def run_mode(vault: bool, conv: dict, embedder, workdir: Path, max_turns: int | None) -> dict:
    db = workdir / f"{conv['id']}-{'vault' if vault else 'plain'}.db"
    svc = MemoryService.open(Settings(db=str(db)), embedder=embedder)
    try:
        if vault:
            svc.vault_init(PASS)
        adds, searches, recalls = [], [], []
        turns = conv["turns"][:max_turns] if max_turns else conv["turns"]
        user = conv["id"]
        for t in turns:
            text = f"{t['speaker']}: {t['text']}"
            t0 = time.perf_counter()
            svc.add(text, user_id=user, source="locomo", source_ref=t["id"])
            adds.append((time.perf_counter() - t0) * 1000)
        kept = {t["id"] for t in turns}
        for q in conv["questions"]:
            ev = [e for e in q["evidence"] if e in kept]
            t0 = time.perf_counter()
            svc.search(q["question"], user_id=user, k=10)
            searches.append((time.perf_counter() - t0) * 1000)
        recalls = keyword_recalls(svc, conv, user, kept)
        out = {"adds": adds, "searches": searches, "recalls": recalls, "memories": svc.store.count_memories(),
               "db_bytes": sum(f.stat().st_size for f in workdir.glob(db.name + "*"))}
        if vault:
            t0 = time.perf_counter()
            svc.vault_rotate(PASS, new_index=True)
            out["rekey_s"] = time.perf_counter() - t0
            out["recalls_rekeyed"] = keyword_recalls(svc, conv, user, kept)
        return out
    finally:
        svc.close()


def keyword_recalls(svc: MemoryService, conv: dict, user: str, kept: set[str]) -> list[float]:
    """Recall@10 of each question's evidence turns through the keyword index alone."""
    recalls = []
    for q in conv["questions"]:
        ev = [e for e in q["evidence"] if e in kept]
        if not ev:
            continue
        found = svc.store.search(MemoryFilter(user), vector=None, terms=query_terms(q["question"]), k=10)
        ranked = sorted((c for c in found if c.keyword_rank is not None), key=lambda c: -(c.keyword_rank or 0))[:10]
        r = recall(ev, [{(c.memory.source_ref or "").split("#")[0]} for c in ranked], 10)
        if r is not None:
            recalls.append(r)
    return recalls


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--locomo", default=str(Path(__file__).resolve().parents[2] / "shared/data/locomo/locomo_dev.json"))
    ap.add_argument("--conversations", type=int, default=2)
    ap.add_argument("--max-turns", type=int, default=None, help="turns per conversation (default: all)")
    ap.add_argument("--json", default="benchmarks/results/vault.json")
    args = ap.parse_args()

    convs = load(args.locomo)[: args.conversations]
    embedder = build_embedder()
    embedder.embed(["warm up"])
    totals: dict[str, dict[str, list]] = {m: {"adds": [], "searches": [], "recalls": [], "memories": [], "db": []}
                                          for m in ("plain", "vault")}
    rekey: dict[str, list] = {"seconds": [], "recalls": []}
    with tempfile.TemporaryDirectory() as tmp:
        for conv in convs:
            for mode in ("plain", "vault"):
                out = run_mode(mode == "vault", conv, embedder, Path(tmp), args.max_turns)
                t = totals[mode]
                t["adds"] += out["adds"]
                t["searches"] += out["searches"]
                t["recalls"] += out["recalls"]
                t["memories"].append(out["memories"])
                t["db"].append(out["db_bytes"])
                if "rekey_s" in out:
                    rekey["seconds"].append(out["rekey_s"])
                    rekey["recalls"] += out["recalls_rekeyed"]
                print(f"{conv['id']} {mode}: {len(out['adds'])} adds, {len(out['searches'])} searches", file=sys.stderr)

    result = {"conversations": [c["id"] for c in convs], "max_turns": args.max_turns}
    rows = []
    for mode, t in totals.items():
        add, search = summarize(t["adds"]), summarize(t["searches"])
        rec = sum(t["recalls"]) / len(t["recalls"]) if t["recalls"] else float("nan")
        result[mode] = {"add": add, "search": search, "keyword_recall_at_10": round(rec, 4),
                        "questions_with_evidence": len(t["recalls"]), "memories": sum(t["memories"]),
                        "db_bytes": sum(t["db"])}
        rows.append([mode, add["p50_ms"], add["p95_ms"], search["p50_ms"], search["p95_ms"], f"{rec:.4f}",
                     sum(t["memories"]), f"{sum(t['db']) / 1e6:.1f}"])
    p, v = result["plain"], result["vault"]
    result["overhead"] = {"add_p50": round(v["add"]["p50_ms"] / p["add"]["p50_ms"] - 1, 4),
                          "search_p50": round(v["search"]["p50_ms"] / p["search"]["p50_ms"] - 1, 4),
                          "keyword_recall_points": round(100 * (v["keyword_recall_at_10"] - p["keyword_recall_at_10"]), 2)}
    print(table(rows, ["mode", "add p50 ms", "add p95 ms", "search p50 ms", "search p95 ms", "kw recall@10",
                       "memories", "db MB"]))
    o = result["overhead"]
    print(f"overhead: add p50 {o['add_p50']:+.1%}, search p50 {o['search_p50']:+.1%}, "
          f"keyword recall {o['keyword_recall_points']:+.2f} points")
    rec = sum(rekey["recalls"]) / len(rekey["recalls"]) if rekey["recalls"] else float("nan")
    result["index_rekey"] = {"seconds_per_store": [round(x, 2) for x in rekey["seconds"]],
                             "memories_per_store": totals["vault"]["memories"],
                             "keyword_recall_at_10_after": round(rec, 4)}
    print(f"index re-key (rotate --index): {', '.join(f'{x:.2f} s' for x in rekey['seconds'])} for "
          f"{', '.join(map(str, totals['vault']['memories']))} memories; keyword recall@10 after {rec:.4f}")
    write_json(args.json, result)


if __name__ == "__main__":
    main()
