"""Live sources under load: the real server (``mnemo serve`` in its own process, loopback) receiving signed
GitHub pushes and Slack messages, and how long each takes from the sender's answer to searchable.

Phases (one fresh store):
  * steady: ``--rate`` events/s for ``--steady-s`` seconds (the everyday case: a push, a message);
  * burst: ``--burst`` events sent at once by ``--clients`` senders (a busy hour's backlog, or a retry storm);
  * redelivery: a tenth of the burst's events sent again (GitHub and Slack retry when an answer is slow):
    each must be answered "duplicate" and add nothing.
An event is *searchable* when its delivery is marked done in the inbox: the worker marks it after the
memories it made have committed, and every read sees committed data. The benchmark polls the inbox every
20 ms (a read-only connection, as a monitoring query would) and records when each delivery turns done.

Reported: latency (answer -> searchable) p50/p95/p99/max per phase and kind, events/s drained during the
burst, answers' latency, deliveries failed (must be 0), events lost (must be 0), duplicates answered and
rows added by the redelivery (must be 0), memories made. Target (issue 20): p95 <= 2 s for a push or a
Slack message on this machine.

The events are generated decisions in Korean and English (the write-path benchmark's generator), one commit
per push and one message per Slack event, each distinct.

    .venv/bin/python benchmarks/live_ingest.py [--rate 4] [--steady-s 30] [--burst 200] [--clients 8]
                                               [--pg] [--json benchmarks/results/live_ingest.json]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path
from typing import Any

import httpx

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(HERE))

from _common import cpu_info, summarize, table, write_json  # noqa: E402
from _write_path_data import _base_fact  # noqa: E402
from api_load import _free_port, _mnemo, start_server  # noqa: E402

from mnemo.ingest.live.signatures import github_signature, slack_signature  # noqa: E402

GH_SECRET, SLACK_SECRET = "bench-github-secret", "bench-slack-signing-secret"
USER, TEAM = "bench", "eng"
POLL_S = 0.02


class Events:
    """Distinct signed events: a GitHub push of one commit, or a Slack channel message."""

    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)
        self.subjects: set = set()
        self.texts: set = set()
        self.ts = 1_760_000_000.0

    def make(self, kind: str) -> tuple[str, str, bytes, dict[str, str]]:
        fact = _base_fact(self.r, self.subjects, self.texts)
        text = fact["text"]
        if kind == "github":
            delivery = str(uuid.uuid4())
            sha = "%040x" % self.r.getrandbits(160)
            now = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
            payload = {"ref": "refs/heads/main", "after": sha, "pushed_at": int(time.time()),
                       "repository": {"full_name": "bench/app", "name": "app", "html_url": "https://github.com/bench/app"},
                       "pusher": {"name": "mina"}, "sender": {"login": "mina"},
                       "commits": [{"id": sha, "message": text, "timestamp": now, "url": f"https://github.com/bench/app/commit/{sha}",
                                    "author": {"name": "Mina Park", "email": "mina@example.com", "username": "mina"},
                                    "added": [], "removed": [], "modified": ["README.md"]}],
                       "head_commit": {"id": sha}}
            body = json.dumps(payload).encode()
            headers = {"Content-Type": "application/json", "X-GitHub-Event": "push", "X-GitHub-Delivery": delivery,
                       "X-Hub-Signature-256": github_signature(GH_SECRET, body)}
            return "github", f"gh:{delivery}", body, headers
        self.ts += 7.0
        event_id = "Ev" + uuid.uuid4().hex[:12]
        envelope = {"type": "event_callback", "team_id": "TBENCH", "event_id": event_id, "event_time": int(self.ts),
                    "event": {"type": "message", "channel": "CBENCH", "channel_type": "channel", "user": "U1",
                              "text": text, "ts": f"{self.ts:.6f}", "team": "TBENCH"}}
        return "slack", f"sl:{event_id}", json.dumps(envelope).encode(), {"Content-Type": "application/json"}


def send(client: httpx.Client, kind: str, body: bytes, headers: dict[str, str]) -> httpx.Response:
    if kind == "slack":  # signed at send time: Slack's signature covers the timestamp
        stamp = str(int(time.time()))
        headers = {**headers, "X-Slack-Request-Timestamp": stamp,
                   "X-Slack-Signature": slack_signature(SLACK_SECRET, stamp, body)}
    return client.post("/hooks/github" if kind == "github" else "/slack/events", content=body, headers=headers)


class Watcher:
    """Polls the inbox and records when each delivery is first seen done (or failed)."""

    def __init__(self, db: str) -> None:
        self.db = db
        self.done: dict[str, float] = {}
        self.failed: set[str] = set()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _rows(self, sql: str = "SELECT id, status FROM hook_deliveries WHERE status <> 'pending'") -> list[Any]:
        if self.db.startswith("postgresql://"):
            import psycopg

            with psycopg.connect(self.db) as c:
                return c.execute(sql).fetchall()
        c = sqlite3.connect(f"file:{self.db}?mode=ro", uri=True, timeout=5)
        try:
            return c.execute(sql).fetchall()
        finally:
            c.close()

    def _run(self) -> None:
        while not self._stop.is_set():
            now = time.perf_counter()
            try:
                rows = self._rows()
            except Exception:  # noqa: BLE001 - a busy moment; poll again
                rows = []
            for i, status in rows:
                if status == "done":
                    self.done.setdefault(i, now)
                else:
                    self.failed.add(i)
            time.sleep(POLL_S)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(5)

    def wait(self, ids: list[str], timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if all(i in self.done or i in self.failed for i in ids):
                return True
            time.sleep(0.05)
        return False


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rate", type=float, default=4.0, help="events per second in the steady phase")
    ap.add_argument("--steady-s", type=float, default=30.0)
    ap.add_argument("--burst", type=int, default=200)
    ap.add_argument("--clients", type=int, default=8)
    ap.add_argument("--pg", action="store_true", help="run on a fresh PostgreSQL database (tests/pg_server.py)")
    ap.add_argument("--json", default=str(HERE / "results" / "live_ingest.json"))
    args = ap.parse_args()

    work = Path(tempfile.mkdtemp(prefix="mnemo-live-"))
    env = {k: v for k, v in os.environ.items() if not k.startswith("MNEMO_")}
    env.update({"MNEMO_HOME": str(work), "GH_SECRET_BENCH": GH_SECRET, "SLACK_SECRET_BENCH": SLACK_SECRET})
    pg = None
    if args.pg:
        sys.path.insert(0, str(REPO / "tests"))
        from pg_server import PgServer

        pg = PgServer().start()
        db = pg.new_database()
    else:
        db = str(work / "live.db")
    for kind, name, var in (("github", "gh", "GH_SECRET_BENCH"), ("slack", "sl", "SLACK_SECRET_BENCH")):
        _mnemo("sources", "add", kind, name, "--user", USER, "--team", TEAM, "--secret-env", var, "--db", db, env=env)
    port = _free_port()
    server = start_server(db, port, env)
    watcher = Watcher(db)
    events = Events(seed=20)
    sent: dict[str, tuple[str, float, float]] = {}  # id -> (kind, answered at, answer ms)
    lock = threading.Lock()
    results: dict[str, Any] = {}
    try:
        client = httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=60)
        watcher.start()

        def fire(ev: tuple[str, str, bytes, dict[str, str]]) -> None:
            kind, i, body, headers = ev
            t0 = time.perf_counter()
            r = send(client, kind, body, headers)
            t1 = time.perf_counter()
            if r.status_code != 202:
                raise SystemExit(f"{kind} answered {r.status_code}: {r.text}")
            with lock:
                sent[i] = (kind, t1, (t1 - t0) * 1000)

        warm = [events.make(k) for k in ("github", "slack", "github", "slack")]
        for ev in warm:
            fire(ev)
        watcher.wait([ev[1] for ev in warm], 120)

        # steady
        steady_ids: list[str] = []
        n = int(args.rate * args.steady_s)
        start = time.perf_counter()
        for k in range(n):
            ev = events.make("github" if k % 2 == 0 else "slack")
            delay = start + k / args.rate - time.perf_counter()
            if delay > 0:
                time.sleep(delay)
            fire(ev)
            steady_ids.append(ev[1])
        watcher.wait(steady_ids, 300)

        # burst
        burst = [events.make("github" if k % 2 == 0 else "slack") for k in range(args.burst)]
        queue = list(burst)
        t_burst = time.perf_counter()

        def sender() -> None:
            while True:
                with lock:
                    if not queue:
                        return
                    ev = queue.pop(0)
                fire(ev)

        threads = [threading.Thread(target=sender) for _ in range(args.clients)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        burst_ids = [ev[1] for ev in burst]
        watcher.wait(burst_ids, 900)
        drained = max((watcher.done.get(i, 0.0) for i in burst_ids), default=t_burst) - t_burst

        # redelivery
        again = burst[:: 10]
        dup = 0
        for kind, i, body, headers in again:
            r = send(client, kind, body, headers)
            dup += int(r.status_code == 202 and r.json().get("duplicate") is True)
        time.sleep(1.0)
        watcher.stop()
        total_rows = int(Watcher(db)._rows("SELECT count(*) FROM hook_deliveries")[0][0])

        def lat(ids: list[str], kind: str | None = None) -> dict[str, Any]:
            return summarize([(watcher.done[i] - sent[i][1]) * 1000 for i in ids
                              if i in watcher.done and (kind is None or sent[i][0] == kind)])

        memories = dict(Watcher(db)._rows("SELECT status, count(*) FROM memories GROUP BY status"))
        results = {
            "steady": {"events": len(steady_ids), "rate_per_s": args.rate, "latency_ms": lat(steady_ids),
                       "github_ms": lat(steady_ids, "github"), "slack_ms": lat(steady_ids, "slack")},
            "burst": {"events": len(burst_ids), "clients": args.clients, "latency_ms": lat(burst_ids),
                      "drained_s": round(drained, 2), "events_per_s": round(len(burst_ids) / max(drained, 1e-9), 1),
                      "answer_ms": summarize([sent[i][2] for i in burst_ids])},
            "redelivery": {"sent": len(again), "answered_duplicate": dup,
                           "rows_added": total_rows - len(sent)},
            "failed": len(watcher.failed), "lost": sum(1 for i in sent if i not in watcher.done and i not in watcher.failed),
            "memories_by_status": memories,
        }
    finally:
        server.terminate()
        server.wait(30)
        if pg is not None:
            pg.stop()

    target = results["steady"]["latency_ms"].get("p95_ms")
    rows_out = [(phase, results[phase]["events"], results[phase]["latency_ms"].get("p50_ms"),
                 results[phase]["latency_ms"].get("p95_ms"), results[phase]["latency_ms"].get("max_ms"))
                for phase in ("steady", "burst")]
    print(table(rows_out, ["phase", "events", "p50 ms", "p95 ms", "max ms"]))
    print(f"burst drained in {results['burst']['drained_s']} s ({results['burst']['events_per_s']} events/s); "
          f"answers p95 {results['burst']['answer_ms'].get('p95_ms')} ms; failed {results['failed']}, lost "
          f"{results['lost']}; redelivered {results['redelivery']['sent']}: {results['redelivery']['answered_duplicate']} "
          f"answered duplicate, {results['redelivery']['rows_added']} rows added")
    print(f"target (issue 20): steady p95 <= 2000 ms -> {'met' if target is not None and target <= 2000 else 'NOT met'}")
    write_json(args.json, {"benchmark": "live_ingest", "issue": 20, "config": {**vars(args), **cpu_info(),
               "backend": "postgres" if args.pg else "sqlite"}, "results": results})
    print(f"wrote {args.json}")


if __name__ == "__main__":
    main()
