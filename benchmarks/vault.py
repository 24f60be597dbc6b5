"""The vault's cost and its search: add and search latency with and without the vault, and keyword-search
recall with blind tokens against plaintext FTS, on LoCoMo (issue 15).

Each mode gets a fresh SQLite store and the same turns, added one at a time through the service (the whole
write path: embedding, consolidation, sealing); then every question is searched through the service
(timed) and through the keyword index alone (recall@10 of the question's evidence turns). The two modes
run interleaved per conversation so machine drift hits both alike. The vault's store then gets a new index
key (``vault rotate --index``, what ``remove-member`` does): its wall time, and the keyword recall again,
which must not move (every token recomputed from the sealed text).

A third mode, ``team`` (skip with ``--no-team``), is a vault store linked to a team server's sealed log
(``mnemo team link``; the server is ``mnemo serve`` in its own process on a SQLite file): every add is a
team memory, decided on the member's store and pushed sealed before it commits (a lease and a push: two
loopback round trips). It reports the same figures, plus the server's database size and how many of the
turns' words of 6+ letters its files hold (none expected).

    .venv/bin/python benchmarks/vault.py --locomo ../shared/data/locomo/locomo_dev.json --conversations 2
"""

from __future__ import annotations

import argparse
import os
import re
import socket
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import summarize, table, write_json  # noqa: E402
from _locomo_data import load, recall  # noqa: E402

import httpx  # noqa: E402

from mnemo.bootstrap import build_embedder, link_team_store  # noqa: E402
from mnemo.config import Settings  # noqa: E402
from mnemo.domain.queries import MemoryFilter  # noqa: E402
from mnemo.service import MemoryService  # noqa: E402
from mnemo.text.tokenize import query_terms  # noqa: E402

PASS = "benchmark passphrase, not secret"


@contextmanager
def team_server(workdir: Path, embedder):
    """``mnemo serve`` on a fresh SQLite file in its own process; yields (url, a key of team bench, db path)."""
    db = workdir / "server.db"
    svc = MemoryService.open(Settings(db=str(db)), embedder=embedder)
    key = svc.create_api_key("bench", team_id="bench")[0]
    svc.close()
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([sys.executable, "-m", "mnemo", "serve", "--db", str(db), "--port", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env={**os.environ})
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline or proc.poll() is not None:
                raise RuntimeError("mnemo serve did not start")
            time.sleep(0.2)
        yield url, key, db
    finally:
        proc.terminate()
        proc.wait(30)


def run_mode(mode: str, conv: dict, embedder, workdir: Path, max_turns: int | None) -> dict:
    db = workdir / f"{conv['id']}-{mode}.db"
    server = team_server(workdir / f"{conv['id']}-server", embedder) if mode == "team" else None
    if server is not None:
        (workdir / f"{conv['id']}-server").mkdir()
        url, key, server_db = server.__enter__()
        try:
            empty = b"".join(f.read_bytes() for f in server_db.parent.glob("server.db*"))  # its schema's words
            first = MemoryService.open(Settings(db=str(db)), embedder=embedder)
            first.vault_init(PASS)
            first.close()
            link_team_store(str(db), url, key)
        except BaseException:
            server.__exit__(None, None, None)
            raise
    try:
        svc = MemoryService.open(Settings(db=str(db), passphrase=PASS), embedder=embedder)
    except BaseException:
        if server is not None:
            server.__exit__(None, None, None)
        raise
    try:
        if mode == "vault":
            svc.vault_init(PASS)
        adds, searches, recalls = [], [], []
        turns = conv["turns"][:max_turns] if max_turns else conv["turns"]
        user = "team:bench" if mode == "team" else conv["id"]
        where = {"team_id": "bench", "visibility": "team"} if mode == "team" else {"user_id": user}
        for t in turns:
            text = f"{t['speaker']}: {t['text']}"
            t0 = time.perf_counter()
            svc.add(text, source="locomo", source_ref=t["id"], **where)
            adds.append((time.perf_counter() - t0) * 1000)
        kept = {t["id"] for t in turns}
        for q in conv["questions"]:
            t0 = time.perf_counter()
            svc.search(q["question"], k=10, **({} if mode == "team" else {"user_id": user}))
            searches.append((time.perf_counter() - t0) * 1000)
        recalls = keyword_recalls(svc, conv, user, kept)
        out = {"adds": adds, "searches": searches, "recalls": recalls, "memories": svc.store.count_memories(user),
               "db_bytes": sum(f.stat().st_size for f in workdir.glob(db.name + "*"))}
        if mode == "vault":
            t0 = time.perf_counter()
            svc.vault_rotate(PASS, new_index=True)
            out["rekey_s"] = time.perf_counter() - t0
            out["recalls_rekeyed"] = keyword_recalls(svc, conv, user, kept)
        if server is not None:
            raw = b"".join(f.read_bytes() for f in server_db.parent.glob("server.db*"))
            words = {w for t in turns for w in re.findall(r"[^\W\d_]{6,}", t["text"])}
            out["server_bytes"] = len(raw)
            def held(data: bytes, w: str) -> bool:
                return w.encode() in data or w.casefold().encode() in data

            words = {w for w in words if not held(empty, w)}
            out["server_words_found"] = sorted(w for w in words if held(raw, w))
            out["words_checked"] = len(words)
        return out
    finally:
        svc.close()
        if server is not None:
            server.__exit__(None, None, None)


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
    ap.add_argument("--no-team", action="store_true", help="skip the team mode (a linked store and a server)")
    ap.add_argument("--json", default="benchmarks/results/vault.json")
    args = ap.parse_args()

    convs = load(args.locomo)[: args.conversations]
    embedder = build_embedder()
    embedder.embed(["warm up"])
    modes = ("plain", "vault") if args.no_team else ("plain", "vault", "team")
    totals: dict[str, dict[str, list]] = {m: {"adds": [], "searches": [], "recalls": [], "memories": [], "db": []}
                                          for m in modes}
    server: dict[str, list] = {"bytes": [], "words_found": [], "words_checked": []}
    rekey: dict[str, list] = {"seconds": [], "recalls": []}
    with tempfile.TemporaryDirectory() as tmp:
        for conv in convs:
            for mode in modes:
                out = run_mode(mode, conv, embedder, Path(tmp), args.max_turns)
                t = totals[mode]
                t["adds"] += out["adds"]
                t["searches"] += out["searches"]
                t["recalls"] += out["recalls"]
                t["memories"].append(out["memories"])
                t["db"].append(out["db_bytes"])
                if "server_bytes" in out:
                    server["bytes"].append(out["server_bytes"])
                    server["words_found"] += out["server_words_found"]
                    server["words_checked"].append(out["words_checked"])
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
    p = result["plain"]
    for mode in modes[1:]:
        v = result[mode]
        result[f"overhead_{mode}" if mode != "vault" else "overhead"] = {
            "add_p50": round(v["add"]["p50_ms"] / p["add"]["p50_ms"] - 1, 4),
            "search_p50": round(v["search"]["p50_ms"] / p["search"]["p50_ms"] - 1, 4),
            "keyword_recall_points": round(100 * (v["keyword_recall_at_10"] - p["keyword_recall_at_10"]), 2)}
    print(table(rows, ["mode", "add p50 ms", "add p95 ms", "search p50 ms", "search p95 ms", "kw recall@10",
                       "memories", "db MB"]))
    o = result["overhead"]
    print(f"overhead: add p50 {o['add_p50']:+.1%}, search p50 {o['search_p50']:+.1%}, "
          f"keyword recall {o['keyword_recall_points']:+.2f} points")
    if "team" in modes:
        o = result["overhead_team"]
        result["team_server"] = {"db_bytes": server["bytes"], "words_checked": sum(server["words_checked"]),
                                 "words_found": sorted(set(server["words_found"]))}
        print(f"team (linked store + server): add p50 {o['add_p50']:+.1%}, search p50 {o['search_p50']:+.1%}, "
              f"keyword recall {o['keyword_recall_points']:+.2f} points; server files {sum(server['bytes']) / 1e6:.1f} MB "
              f"hold {len(set(server['words_found']))} of {sum(server['words_checked'])} words of 6+ letters "
              f"({', '.join(sorted(set(server['words_found']))[:10])})")
    rec = sum(rekey["recalls"]) / len(rekey["recalls"]) if rekey["recalls"] else float("nan")
    result["index_rekey"] = {"seconds_per_store": [round(x, 2) for x in rekey["seconds"]],
                             "memories_per_store": totals["vault"]["memories"],
                             "keyword_recall_at_10_after": round(rec, 4)}
    print(f"index re-key (rotate --index): {', '.join(f'{x:.2f} s' for x in rekey['seconds'])} for "
          f"{', '.join(map(str, totals['vault']['memories']))} memories; keyword recall@10 after {rec:.4f}")
    write_json(args.json, result)


if __name__ == "__main__":
    main()
