"""False supersessions where nobody labelled anything: how many decisions does mnemo retire on real data?

    .venv/bin/python benchmarks/unlabelled_supersession.py [--maildir ../shared/data/enron_maildir/allen-p]
        [--repo PATH ...] [--depth 600] [--json OUT] [--show N]

``benchmarks/supersession.py`` measures the rules on sequences written to contain reversals; this script
measures the other side, the ties the rules make on real histories that were not written for them: a
mailbox (Enron ``allen-p``, 3,034 messages) and the newest ``--depth`` commits of public repositories
(``--repo``: a local clone or bare mirror each; by default python-attrs/attrs, Kinto/kinto and
qdrant/qdrant-client from ``/work/.mirror`` when they are there). Each source is ingested into its own
user of one temporary SQLite store. Counted: the decisions, the supersessions and cancellations (each
an older decision retired by a newer one), and the contradictions. Every tie is printed (older → newer)
for a reader to judge, since no label says which are right: on these sources almost none should be.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))
sys.path.insert(0, str(HERE))

from _common import cpu_info, table, write_json  # noqa: E402
from supersession import all_memories  # noqa: E402

MAILDIR = HERE.parents[1] / "shared" / "data" / "enron_maildir" / "allen-p"
MIRRORS = [Path("/work/.mirror") / n / "repo" for n in ("python-attrs+attrs", "Kinto+kinto", "qdrant+qdrant-client")]


def shallow(path: Path, tmp: Path, depth: int) -> Path:
    dest = tmp / path.parent.name
    subprocess.run(["git", "clone", "--quiet", "--bare", "--depth", str(depth), f"file://{path}", str(dest)],
                   check=True, capture_output=True)
    return dest


def ties(svc: Any, user: str) -> dict[str, Any]:
    """The user's decisions and every retirement of one by another (from the memories' own fields)."""
    mems = all_memories(svc, user)
    by_id = {m.id: m for m in mems}
    decisions = [m for m in mems if (m.metadata or {}).get("type") == "decision"
                 and not (m.superseded_by and m.superseded_by == m.lineage_id)]
    pairs = []
    for m in decisions:
        newer = by_id.get(m.superseded_by or "")
        if m.status.value != "superseded" or newer is None or newer.id == m.lineage_id:
            continue
        pairs.append({"kind": "cancel" if (m.metadata or {}).get("reversed") else "supersede",
                      "older": m.content[:160], "newer": newer.content[:160],
                      "older_at": m.created_at.isoformat()[:10], "newer_at": newer.created_at.isoformat()[:10]})
    return {"decisions": len(decisions), "supersede": sum(p["kind"] == "supersede" for p in pairs),
            "cancel": sum(p["kind"] == "cancel" for p in pairs), "pairs": pairs}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--maildir", default=str(MAILDIR))
    ap.add_argument("--repo", action="append", default=None, help="a git repository (repeatable)")
    ap.add_argument("--depth", type=int, default=600)
    ap.add_argument("--json", default=str(HERE / "results" / "unlabelled_supersession.json"))
    ap.add_argument("--show", type=int, default=40, help="print at most N ties per source")
    args = ap.parse_args()
    repos = [Path(p) for p in args.repo] if args.repo else [p for p in MIRRORS if p.exists()]

    from mnemo.config import Settings
    from mnemo.service import MemoryService

    tmp = Path(tempfile.mkdtemp(prefix="mnemo-unlabelled-"))
    results: dict[str, Any] = {"cpu": cpu_info(), "depth": args.depth, "sources": {}}
    try:
        with MemoryService.open(Settings(db=str(tmp / "u.db"))) as svc:
            sources: list[tuple[str, str, str]] = []
            if Path(args.maildir).exists():
                sources.append(("mail", args.maildir, Path(args.maildir).name))
            else:
                print(f"no mailbox at {args.maildir}: skipped")
            sources += [("github", str(shallow(r, tmp, args.depth)), r.parent.name) for r in repos]
            for kind, path, name in sources:
                t0 = time.perf_counter()
                svc.ingest(kind, path, user_id=f"u-{name}")
                found = ties(svc, f"u-{name}")
                found["ingest_s"] = round(time.perf_counter() - t0, 1)
                results["sources"][name] = found
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    rows = [[n, r["decisions"], r["supersede"], r["cancel"], r["ingest_s"]] for n, r in results["sources"].items()]
    print(table(rows, ["source", "decisions", "superseded", "cancelled", "ingest s"]))
    for name, r in results["sources"].items():
        for p in r["pairs"][:args.show]:
            print(f"  {name} {p['kind']}: [{p['older_at']}] {p['older'][:90]!r}\n      -> [{p['newer_at']}] {p['newer'][:90]!r}")
    write_json(args.json, results)
    print(f"wrote {args.json}")


if __name__ == "__main__":
    main()
