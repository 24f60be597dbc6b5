#!/usr/bin/env python3
"""CLI latency: wall time and peak memory of one ``mnemo`` command, as a person at a terminal pays them.

What it measures
  * A store of ``--memories`` (default 300) memories, half Korean and half English, written once through
    ``MemoryService.add_many`` (not timed).
  * Each command below runs ``--repeats`` times (default 5) as its own process (``python -m mnemo ...``),
    timed from spawn to exit; the table shows the median wall time and the largest peak RSS
    (``os.wait4``'s ``ru_maxrss``) of the runs. Commands that write (``add``) get a new text each run.
  * "first run" rows: ``search`` and a Korean ``add`` of a new matter once with an empty
    ``MNEMO_CACHE_DIR``, which is what the very first call after installing pays (the encoder's weights
    are unpacked into the cache). A Korean ``add`` near a stored memory also loads the Korean analyzer
    (its candidates are compared word by word); one of a new matter does not.
  * mnemo's modules are compiled to bytecode first, as ``pip install`` does for an installed package
    (``--no-compile`` skips it: a checkout run with ``PYTHONDONTWRITEBYTECODE`` set then compiles every module
    in every process, about 0.2 s more per call on the benchmark machine).
  * "served:" rows: the same commands while ``mnemo serve`` runs on the store; the CLI finds its socket and
    sends the call there (``interfaces/cli/local_server.py``), so it loads no model. The server is started
    once and warmed (its first Korean add near a memory loads the analyzer); its own peak RSS is reported.
  * Targets (issue 17): ``search`` <= 0.8 s; a Korean ``add`` near a stored memory <= 1.5 s and <= 300 MB; ``get``, ``log``
    and ``stats`` load no model.

Command (from the repository root; ~1 min on 2 cores):
  .venv/bin/python benchmarks/cli_latency.py [--repeats 5] [--memories 300] [--json benchmarks/results/cli_latency.json]
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))

from _common import table  # noqa: E402

EN = ["We decided to host the marketing site on {v}", "The weekly sync moves to {d} at {h} pm",
      "Budget for the {p} project is ${n}k", "{p} launch is set for {d}"]
KO = ["마케팅 사이트는 {v}에서 호스팅하기로 했습니다", "주간 회의는 {d} 오후 {h}시로 옮기기로 했습니다",
      "{p} 프로젝트 예산은 {n}만 달러입니다", "{p} 출시는 {d}로 정했습니다"]
VENDORS = ["Netlify", "Vercel", "Cloudflare", "AWS", "Fly.io", "Render"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
KDAYS = ["월요일", "화요일", "수요일", "목요일", "금요일"]
PROJECTS = ["Atlas", "Borealis", "Cobalt", "Delta", "Ember", "Falcon", "Garnet", "Helix"]


def texts(n: int) -> list[str]:
    out = []
    for i in range(n):
        ko = i % 2 == 1
        tpl = (KO if ko else EN)[i % 4]
        out.append(tpl.format(v=VENDORS[i % 6], d=(KDAYS if ko else DAYS)[i % 5], h=1 + i % 5,
                              p=f"{PROJECTS[i % 8]}-{i}", n=10 + i))
    return out


def seed_store(db: Path, n: int, env: dict[str, str]) -> str:
    """Written by a child process: this one must stay small, because a forked child's peak RSS starts
    from its parent's (Linux keeps the pre-exec high-water mark)."""
    code = ("import json, sys; from mnemo.config import Settings; from mnemo.service import MemoryService\n"
            "with MemoryService.open(Settings(db=sys.argv[1], user='bench')) as svc:\n"
            "    rs = svc.add_many(json.loads(sys.argv[2]))\n"
            "    print(next(r.memory_id for r in rs if r.memory_id))")
    out = subprocess.run([sys.executable, "-c", code, str(db), json.dumps(texts(n))], env=env, check=True,
                         capture_output=True, text=True)
    return out.stdout.strip().splitlines()[-1]


def run(cmd: list[str], env: dict[str, str]) -> tuple[float, float, int]:
    """Wall seconds, peak RSS in MB and exit status of one CLI process."""
    t0 = time.perf_counter()
    pid = os.spawnve(os.P_NOWAIT, sys.executable, [sys.executable, "-m", "mnemo", *cmd], env)
    _, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - t0
    return wall, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)


SERVED = "served: "


def start_server(env: dict[str, str], cache: Path) -> subprocess.Popen:
    """``mnemo serve`` on the benchmark's store, ready to answer the CLI (its socket is up and one Korean
    add near a stored memory has gone through, so the analyzer is loaded: what a server running for a
    while looks like)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([sys.executable, "-m", "mnemo", "serve", "--port", str(port), "--no-upkeep",
                             "--log-level", "warning"], env={**env, "MNEMO_CACHE_DIR": str(cache)},
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 120
    sockets = Path(env["XDG_RUNTIME_DIR"]) / "mnemo"
    while not any(sockets.glob("*.sock")):
        if proc.poll() is not None or time.monotonic() > deadline:
            raise SystemExit(f"mnemo serve did not start: {proc.stderr.read().decode()[-1500:] if proc.stderr else ''}")
        time.sleep(0.2)
    served(["add", "주간 회의는 수요일 오후 4시로 옮기기로 했습니다"], env)
    return proc


def served(cmd: list[str], env: dict[str, str]) -> None:
    """Run ``cmd`` once and stop the benchmark unless the server answered it (so a "served" row is one)."""
    probe = subprocess.run([sys.executable, "-m", "mnemo", "-v", *cmd], env=env, capture_output=True, text=True)
    if probe.returncode != 0 or "answered by the local mnemo server" not in probe.stderr:
        raise SystemExit(f"mnemo {cmd[0]} was not answered by the server: {probe.stderr[-1500:]}")


def stop_server(proc: subprocess.Popen) -> int:
    """Stop the server; its peak RSS in MB (read from /proc before it exits, 0 where there is none)."""
    peak = 0
    try:
        with open(f"/proc/{proc.pid}/status", encoding="utf-8") as status:
            peak = next((int(line.split()[1]) // 1024 for line in status if line.startswith("VmHWM:")), 0)
    except OSError:
        pass
    proc.terminate()
    proc.wait(60)
    return peak


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--memories", type=int, default=300)
    ap.add_argument("--json", default=str(HERE / "results" / "cli_latency.json"))
    ap.add_argument("--no-compile", action="store_true", help="do not compile mnemo's modules to bytecode first")
    args = ap.parse_args()
    if not args.no_compile:
        import compileall

        compileall.compile_dir(str(REPO / "src" / "mnemo"), quiet=1)
    with tempfile.TemporaryDirectory() as d:
        db = Path(d) / "cli.db"
        warm_cache = Path(d) / "cache"
        env = {**os.environ, "MNEMO_DB": str(db), "MNEMO_USER": "bench", "MNEMO_CACHE_DIR": str(warm_cache),
               "PYTHONPATH": str(REPO / "src"), "COLUMNS": "120", "XDG_RUNTIME_DIR": str(Path(d) / "run")}
        (Path(d) / "run").mkdir(mode=0o700)  # the served rows' socket, and no other server's
        memory_id = seed_store(db, args.memories, env)
        devnull = os.open(os.devnull, os.O_WRONLY)
        saved = os.dup(1), os.dup(2)
        rows: list[dict[str, Any]] = []

        def measure(label: str, make_cmd: Any, repeats: int, cache: Path) -> None:
            walls, rss, codes = [], [], []
            for i in range(repeats):
                os.dup2(devnull, 1)
                os.dup2(devnull, 2)
                try:
                    w, m, c = run(make_cmd(i), {**env, "MNEMO_CACHE_DIR": str(cache)})
                finally:
                    os.dup2(saved[0], 1)
                    os.dup2(saved[1], 2)
                walls.append(w)
                rss.append(m)
                codes.append(c)
            rows.append({"command": label, "wall_s": round(statistics.median(walls), 3),
                         "wall_max_s": round(max(walls), 3), "peak_rss_mb": round(max(rss)),
                         "exit_codes": sorted(set(codes)), "runs": repeats})
            print(f"  {label}: {rows[-1]['wall_s']} s, {rows[-1]['peak_rss_mb']} MB", file=sys.stderr)

        first = Path(d) / "first-cache"
        measure("search (first run, empty cache)", lambda i: ["search", "where is the site hosted"], 1, first)
        measure("add, Korean, new matter (first run, empty cache)",
                lambda i: ["add", f"배포 담당자는 민지 {i}로 정했습니다"], 1, Path(d) / "first-cache-2")
        measure("search", lambda i: ["search", "where is the site hosted"], 1, warm_cache)  # fills the cache
        rows.pop()
        measure("--version", lambda i: ["--version"], args.repeats, warm_cache)
        measure("get", lambda i: ["get", memory_id], args.repeats, warm_cache)
        measure("log", lambda i: ["log", "--limit", "20"], args.repeats, warm_cache)
        measure("stats", lambda i: ["stats"], args.repeats, warm_cache)
        measure("search", lambda i: ["search", "where is the site hosted"], args.repeats, warm_cache)
        measure("search, Korean", lambda i: ["search", "마케팅 사이트 호스팅"], args.repeats, warm_cache)
        measure("context", lambda i: ["context", "weekly sync"], args.repeats, warm_cache)
        measure("ask", lambda i: ["ask", "when is the weekly sync"], args.repeats, warm_cache)
        measure("add, English", lambda i: ["add", f"The release owner is Mina, round {i}"], args.repeats, warm_cache)
        measure("add, Korean, near a stored memory", lambda i: ["add", f"주간 회의는 목요일 오후 {i + 2}시로 옮기기로 했습니다"],
                args.repeats, warm_cache)
        server = start_server(env, warm_cache)
        try:
            for label, make in ((SERVED + "search", lambda i: ["search", "where is the site hosted"]),
                                (SERVED + "search, Korean", lambda i: ["search", "마케팅 사이트 호스팅"]),
                                (SERVED + "context", lambda i: ["context", "weekly sync"]),
                                (SERVED + "ask", lambda i: ["ask", "when is the weekly sync"]),
                                (SERVED + "add, English", lambda i: ["add", f"The QA owner is Jun, round {i}"]),
                                (SERVED + "add, Korean, near a stored memory",
                                 lambda i: ["add", f"주간 회의는 금요일 오전 {i + 9}시로 옮기기로 했습니다"])):
                served(make(args.repeats), env)
                measure(label, make, args.repeats, warm_cache)
        finally:
            server_rss = stop_server(server)
        print(f"  the server's own peak RSS: {server_rss} MB", file=sys.stderr)
    targets = {"search": ("wall_s", 0.8), "add, Korean, near a stored memory": ("wall_s", 1.5)}
    targets.update({SERVED + k: v for k, v in targets.items()})
    out_rows = []
    for r in rows:
        t = targets.get(r["command"])
        verdict = ""
        if t:
            verdict = "PASS" if r[t[0]] <= t[1] else "FAIL"
            if "add, Korean" in r["command"]:
                verdict = "PASS" if r["wall_s"] <= 1.5 and r["peak_rss_mb"] <= 300 else "FAIL"
        out_rows.append([r["command"], f"{r['wall_s']:.2f} s (max {r['wall_max_s']:.2f})", f"{r['peak_rss_mb']} MB",
                         ",".join(map(str, r["exit_codes"])), verdict])
    print(table(out_rows, ["command", "wall median", "peak RSS", "exit", "target"]))
    Path(args.json).parent.mkdir(parents=True, exist_ok=True)
    print(f"the server's own peak RSS while it answered: {server_rss} MB")
    Path(args.json).write_text(json.dumps({"repeats": args.repeats, "memories": args.memories,
                                           "cpu_count": os.cpu_count(), "rows": rows,
                                           "server_peak_rss_mb": server_rss}, indent=2), encoding="utf-8")
    print(f"wrote {args.json}")


if __name__ == "__main__":
    main()
