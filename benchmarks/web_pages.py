"""Page load times of the web app (issue 19's target: the register's p95 <= 300 ms with 10k decisions).

A store of N generated decisions (``_lifecycle_data``, two years of a team's decisions with reversals) is
loaded as a copied store would hold it, ``mnemo serve``'s app runs under a real uvicorn server, and a
logged-in HTTP client loads each page ``--repeat`` times: the register (standing, all, a person filter, a
later page, words of a matter), Ask, a decision's page (timeline, versions, graph), conflicts and health.
Measured: the full response time the client sees (server rendering included, no browser paint).

    .venv/bin/python benchmarks/web_pages.py [--decisions 10000] [--repeat 40] [--backend sqlite|postgres]

``--backend postgres`` runs the same on a PostgreSQL 18 + pgvector from ``tests/pg_server.py``.

Prints a table and writes ``benchmarks/results/web_pages.json``.
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(HERE))

import httpx  # noqa: E402
import uvicorn  # noqa: E402
from _common import peak_rss_mb, summarize, table, write_json  # noqa: E402
from _lifecycle_data import generate  # noqa: E402
from lifecycle import load  # noqa: E402

from mnemo.config import Settings  # noqa: E402
from mnemo.interfaces.http.app import create_app  # noqa: E402
from mnemo.service import MemoryService  # noqa: E402


def _serve(app: Any) -> tuple[uvicorn.Server, threading.Thread, str]:
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning", lifespan="on"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.02)
    return server, thread, f"http://127.0.0.1:{server.servers[0].sockets[0].getsockname()[1]}"


def _login(client: httpx.Client, key: str) -> None:
    token = re.search(r'name="login_token" value="([^"]+)"', client.get("/app/login").text)
    assert token, "no login form"
    r = client.post("/app/login", data={"api_key": key, "login_token": token.group(1), "next": "/app/"})
    assert r.status_code == 303 and "mnemo_session" in client.cookies, r.text[:300]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--decisions", type=int, default=10_000)
    ap.add_argument("--repeat", type=int, default=40)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--backend", choices=("sqlite", "postgres"), default="sqlite")
    ap.add_argument("--out", default=None)
    args = ap.parse_args()
    args.out = args.out or str(HERE / "results" / f"web_pages_{args.backend}.json")

    data = generate(args.seed, family="dev", n=args.decisions, end="2026-11-01T00:00:00Z")
    items = data["items"]
    pg = None
    if args.backend == "postgres":
        sys.path.insert(0, str(REPO / "tests"))
        from pg_server import PgServer

        pg = PgServer().start()
    with tempfile.TemporaryDirectory() as tmp:
        db = pg.new_database() if pg is not None else str(Path(tmp) / "web.db")
        svc = MemoryService.open(Settings(db=db))
        t0 = time.perf_counter()
        ids = load(svc, items)
        load_s = time.perf_counter() - t0
        secret, _ = svc.create_api_key(svc.default_user)
        person = next(p for it in items for p in it["people"])
        subject_words = " ".join(items[len(items) // 2]["subject"].split()[:2])
        some_id = ids[items[len(items) // 3]["key"]]
        server, thread, url = _serve(create_app(svc, mount_mcp=False, live_worker=False))
        pages = {
            "register (standing)": "/app/register",
            "register (all statuses)": "/app/register?status=all",
            "register (person filter)": f"/app/register?status=all&person={person}",
            "register (words of a matter)": f"/app/register?status=all&q={subject_words}",
            "register (page 20)": "/app/register?status=all&page=20",
            "ask": f"/app/?q={items[len(items) // 4]['subject']}",
            "memory page": f"/app/memories/{some_id}",
            "conflicts": "/app/conflicts",
            "health": "/app/health",
        }
        results: dict[str, Any] = {}
        try:
            with httpx.Client(base_url=url, timeout=60) as client:
                _login(client, secret)
                for name, path in pages.items():
                    first = client.get(path)
                    assert first.status_code == 200, (name, first.status_code, first.text[:300])
                    ms = []
                    for _ in range(args.repeat):
                        t = time.perf_counter()
                        r = client.get(path)
                        ms.append((time.perf_counter() - t) * 1000)
                        assert r.status_code == 200
                    results[name] = {**summarize(ms), "bytes": len(first.content)}
                # the register right after a write: what it reads is built again (the cold case)
                ms = []
                for i in range(max(5, args.repeat // 4)):
                    svc.add(f"Cold-cache probe {i}: the team agreed the benchmark note number {i} stays private.")
                    t = time.perf_counter()
                    assert client.get("/app/register").status_code == 200
                    ms.append((time.perf_counter() - t) * 1000)
                results["register (first load after a write)"] = {**summarize(ms), "bytes": 0}
        finally:
            server.should_exit = True
            thread.join(30)
            svc.close()
            if pg is not None:
                pg.stop()
    out = {"backend": args.backend, "decisions": len(items), "load_s": round(load_s, 1), "repeat": args.repeat, "pages": results,
           "peak_rss_mb": peak_rss_mb(), "target": {"register_p95_ms": 300}}
    write_json(args.out, out)
    rows = [[name, r["p50_ms"], r["p95_ms"], r["max_ms"], r["bytes"]] for name, r in results.items()]
    print(f"web app page loads on {args.backend}, {len(items)} decisions (loaded in {load_s:.0f} s), {args.repeat} loads each")
    print(table(rows, ["page", "p50 ms", "p95 ms", "max ms", "bytes"]))
    print(f"JSON: {args.out}")


if __name__ == "__main__":
    main()
