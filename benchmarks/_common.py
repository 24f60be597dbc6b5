"""Small helpers shared by the benchmark scripts: percentiles, latency summaries, memory, plain tables.

Standard library only, so the peer drivers that run in other virtual environments (mem0's) can import
it by path too.
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any


def pct(xs: Sequence[float], p: float) -> float:
    """Percentile with linear interpolation between closest ranks (numpy's default 'linear' method)."""
    s = sorted(xs)
    if not s:
        return float("nan")
    k = (len(s) - 1) * p / 100.0
    f = int(k)
    c = min(f + 1, len(s) - 1)
    return s[f] + (s[c] - s[f]) * (k - f)


def summarize(ms: Sequence[float]) -> dict[str, Any]:
    """n, mean, p50, p95, p99, max of a list of milliseconds (rounded to 3 decimals)."""
    if not ms:
        return {"n": 0}
    return {"n": len(ms), "mean_ms": round(statistics.fmean(ms), 3), "p50_ms": round(pct(ms, 50), 3),
            "p95_ms": round(pct(ms, 95), 3), "p99_ms": round(pct(ms, 99), 3), "max_ms": round(max(ms), 3)}


def windows(ms: Sequence[float], size: int = 1000) -> dict[str, Any]:
    """Latency of the first ``size`` calls (the store growing 0 -> size) and of the last ``size`` calls."""
    n = len(ms)
    out: dict[str, Any] = {"first": {"calls": [1, min(size, n)], **summarize(ms[:size])}}
    if n >= size:
        out["last"] = {"calls": [n - size + 1, n], **summarize(ms[n - size:])}
    return out


def buckets(ms: Sequence[float], size: int = 1000) -> list[dict[str, Any]]:
    """p50/p95 per consecutive bucket of ``size`` calls: how latency grows with the store."""
    out = []
    for start in range(0, len(ms), size):
        chunk = ms[start:start + size]
        out.append({"calls": [start + 1, start + len(chunk)], "p50_ms": round(pct(chunk, 50), 3),
                    "p95_ms": round(pct(chunk, 95), 3)})
    return out


def peak_rss_mb(children: bool = False) -> float:
    """Peak resident set size of this process so far (or of its largest waited-for child process)."""
    r = resource.getrusage(resource.RUSAGE_CHILDREN if children else resource.RUSAGE_SELF).ru_maxrss
    return round(r / (1024 * 1024) if sys.platform == "darwin" else r / 1024, 1)


def current_rss_mb() -> float | None:
    """Current resident set size from /proc (Linux); None elsewhere."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    return None


def cpu_info() -> dict[str, Any]:
    info: dict[str, Any] = {"cpu_count": os.cpu_count()}
    try:
        info["affinity"] = len(os.sched_getaffinity(0))
    except AttributeError:
        pass
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                info["model"] = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return info


def write_json(path: str | Path, data: Any) -> None:
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(json.dumps(data, indent=2, ensure_ascii=False, default=str) + "\n", encoding="utf-8")


def table(rows: Sequence[Sequence[Any]], header: Sequence[str] | None = None) -> str:
    """A plain-text table; a row that is a single string is printed as a section line."""
    body = [r for r in rows if not isinstance(r, str)]
    cols = len(header) if header else max(len(r) for r in body)
    widths = [0] * cols
    for r in ([header] if header else []) + body:
        for i, cell in enumerate(r):
            widths[i] = max(widths[i], len(str(cell)))
    total = sum(widths) + 3 * (cols - 1)
    lines = []

    def fmt(r: Sequence[Any]) -> str:
        return " | ".join(str(c).ljust(widths[i]) for i, c in enumerate(r)).rstrip()

    if header:
        lines += [fmt(header), "-" * total]
    for r in rows:
        lines.append(f"-- {r} " + "-" * max(0, total - len(r) - 4) if isinstance(r, str) else fmt(r))
    return "\n".join(lines)


# --- CPU contention: is anything else using the machine while we measure? --------------------------------
_HZ = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def cpu_snapshot() -> tuple[float, float | None, float]:
    """(monotonic time, machine-wide busy CPU seconds or None, this process's CPU seconds)."""
    import time

    busy = None
    try:
        f = Path("/proc/stat").read_text().split("\n", 1)[0].split()
        v = [int(x) for x in f[1:]]
        # user nice system idle iowait irq softirq steal ...: busy excludes idle and iowait
        busy = (v[0] + v[1] + v[2] + v[5] + v[6] + (v[7] if len(v) > 7 else 0)) / _HZ
    except (OSError, ValueError, IndexError):
        pass
    ru = resource.getrusage(resource.RUSAGE_SELF)
    return time.monotonic(), busy, ru.ru_utime + ru.ru_stime


def process_cpu_s(pid: int) -> float:
    """User + system CPU seconds of another live process (from /proc; 0 where there is no /proc)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / _HZ
    except (OSError, ValueError, IndexError):
        return 0.0


def cpu_between(a: tuple[float, float | None, float], b: tuple[float, float | None, float]) -> dict[str, Any]:
    """Cores used by this process and by everything else on the machine between two snapshots."""
    wall = max(1e-9, b[0] - a[0])
    own = (b[2] - a[2]) / wall
    out: dict[str, Any] = {"wall_s": round(wall, 2), "own_cores": round(own, 2)}
    if a[1] is not None and b[1] is not None:
        machine = (b[1] - a[1]) / wall
        out["machine_cores"] = round(machine, 2)
        out["other_cores"] = round(max(0.0, machine - own), 2)
    return out


def git_state(repo: Path) -> dict[str, Any]:
    """The commit a benchmark ran on and the files under ``src`` that differed from it."""
    import subprocess

    def git(*a: str) -> str:
        try:
            return subprocess.run(["git", *a], cwd=repo, capture_output=True, text=True, timeout=10,
                                  check=False).stdout
        except (OSError, subprocess.SubprocessError):
            return ""

    # porcelain lines are "XY path": the status columns may be blank, so the output is not stripped first
    dirty = [line[3:] for line in git("status", "--porcelain", "--", "src").splitlines() if line.strip()]
    return {"commit": git("rev-parse", "HEAD").strip() or None, "src_dirty": dirty}
