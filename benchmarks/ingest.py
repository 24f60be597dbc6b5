"""Ingest a real mailbox end to end: speed, cross-folder copies, threads, idempotent rerun.

    .venv/bin/python benchmarks/ingest.py [--maildir ../shared/data/enron_maildir] [--json OUT] [--api]

Run as ``mnemo ingest`` runs (the default): the connector's count taken first (the CLI's progress bar),
which starts the extraction worker with the run (``ingest/extract_worker.py``). ``--api`` runs as a Python
program calling ``MemoryService.ingest`` without a progress callback does: no count, the worker started once
a first batch is full.

The Enron mailbox files the same e-mail in several folders (sent, _sent_mail, sent_items, all_documents)
under different Message-IDs. Ground truth for "the same e-mail" is computed here independently of mnemo's
parser, with the standard library: same sender, same Date header, same whitespace-normalized body.
Then:
- copies as one: every group of copies maps to one set of memories (and, for groups that yielded a
  memory, the copies after the first were recognised as already ingested, not consolidated again);
- no distinct e-mail merged: two different e-mails never end up with their memories SKIPped into one
  (UPDATE of a decision by a later e-mail is reported separately: that is a new version, not a loss);
- threads linked: SAME_THREAD edges, and the threads with two or more memories that have one;
- rerun: the second run adds no memory, version, edge or log entry.
No LLM anywhere.
"""

from __future__ import annotations

import argparse
import email
import hashlib
import re
import sqlite3
import sys
import tempfile
import time
from collections import defaultdict
from email import policy
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import cpu_info, peak_rss_mb, table, write_json  # noqa: E402

DEFAULT = Path(__file__).resolve().parents[2] / "shared" / "data" / "enron_maildir"


_BANNER = re.compile(r"-{3,}\s*Forwarded by .*?-{3,}|-{3,}\s*Original Message\s*-{3,}", re.IGNORECASE)
BODY_TEXT: dict[str, str] = {}  # truth key -> the body text, for telling copies from different e-mails


def truth_groups(root: Path) -> dict[str, str]:
    """file path -> key of the e-mail it is a copy of (stdlib parser, independent of mnemo's)."""
    out = {}
    for p in sorted(x for x in root.rglob("*") if x.is_file() and x.name not in {"SOURCE.txt", "README.txt"}):
        try:
            msg = email.message_from_bytes(p.read_bytes(), policy=policy.compat32)
        except Exception:  # noqa: BLE001
            continue
        body = msg.get_payload(decode=True) if not msg.is_multipart() else b"".join(
            (part.get_payload(decode=True) or b"") for part in msg.walk() if not part.is_multipart())
        text = " ".join((body or b"").decode("latin-1").split())
        key = "\x1f".join([str(msg.get("From", "")).strip().lower(), str(msg.get("Date", "")).strip(), text])
        digest = hashlib.sha256(key.encode("utf-8", "replace")).hexdigest()
        out[str(p)] = digest
        BODY_TEXT[digest] = " ".join(_BANNER.sub(" ", text).split())
    return out


def counts(db: str) -> dict[str, int]:
    c = sqlite3.connect(db)
    try:
        q = lambda sql: c.execute(sql).fetchone()[0]  # noqa: E731
        return {"memories": q("SELECT COUNT(*) FROM memories"),
                "active": q("SELECT COUNT(*) FROM memories WHERE status = 'active'"),
                "edges": q("SELECT COUNT(*) FROM edges"), "log": q("SELECT COUNT(*) FROM decision_log"),
                "people": q("SELECT COUNT(*) FROM people"),
                "same_thread": q("SELECT COUNT(*) FROM edges WHERE type = 'SAME_THREAD'"),
                "threads_2plus": q("SELECT COUNT(*) FROM (SELECT thread_id FROM memories WHERE status = 'active' "
                                   "AND thread_id IS NOT NULL GROUP BY thread_id HAVING COUNT(*) > 1)"),
                "threads_2plus_linked": q(
                    "SELECT COUNT(DISTINCT m.thread_id) FROM memories m JOIN edges e ON e.source_id = m.id "
                    "AND e.type = 'SAME_THREAD' WHERE m.thread_id IN (SELECT thread_id FROM memories WHERE "
                    "status = 'active' AND thread_id IS NOT NULL GROUP BY thread_id HAVING COUNT(*) > 1)")}
    finally:
        c.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--maildir", default=str(DEFAULT))
    ap.add_argument("--json", default=str(Path(__file__).resolve().parent / "results" / "ingest.json"))
    ap.add_argument("--api", action="store_true", help="run as a Python caller of MemoryService.ingest, not as the CLI")
    args = ap.parse_args()

    root = Path(args.maildir)
    if not root.exists():
        sys.exit(f"No mailbox at {root}: pass --maildir PATH (a tree of raw RFC-822 files)")

    from mnemo.config import Settings
    from mnemo.ingest.connectors.mail.mailbox import parse_rfc822
    from mnemo.ingest.runner import item_key
    from mnemo.service import MemoryService

    truth = truth_groups(root)
    files = len(truth)
    tmp = tempfile.mkdtemp(prefix="mnemo-ingest-")
    db = str(Path(tmp) / "enron.db")
    with MemoryService.open(Settings(db=db)) as svc:
        svc.embedder.embed(["warm up"])
        t0 = time.perf_counter()
        first = svc.ingest("mail", str(root), on_start=None if args.api else (lambda n: None))
        wall1 = time.perf_counter() - t0
        after_first = counts(db)
        t1 = time.perf_counter()
        second = svc.ingest("mail", str(root))
        wall2 = time.perf_counter() - t1
        after_second = counts(db)

    # copies: every file of one truth group must share the item key (so it is consolidated once), and the
    # memories of different truth groups must not be one SKIPped memory
    key_of: dict[str, str] = {}
    for path in truth:
        item = parse_rfc822(Path(path).read_bytes(), origin=path)
        key_of[path] = item_key(item)
    groups: dict[str, set[str]] = defaultdict(set)
    for path, g in truth.items():
        groups[g].add(path)
    multi = [g for g, ps in groups.items() if len(ps) > 1]
    one = sum(1 for g in multi if len({key_of[p] for p in groups[g]}) == 1)
    keys_to_groups: dict[str, set[str]] = defaultdict(set)
    for path, g in truth.items():
        keys_to_groups[key_of[path]].add(g)
    key_merges = sum(1 for gs in keys_to_groups.values() if len(gs) > 1)
    mem_to_groups: dict[str, set[str]] = defaultdict(set)
    for path, g in truth.items():
        for mid in first.memory_ids.get(key_of[path], []):
            mem_to_groups[mid].add(g)
    merged_memories = [m for m, gs in mem_to_groups.items() if len(gs) > 1]
    # a memory shared by e-mails whose text is the same (a forward of one message on several days, or a copy
    # whose Date header was rewritten) is a correct SKIP; one shared by e-mails of different text is a merge
    # of distinct e-mails, to inspect
    different_text = [m for m in merged_memories if len({BODY_TEXT[g] for g in mem_to_groups[m]}) > 1]
    emails_with_memory = len({g for gs in mem_to_groups.values() for g in gs})

    res = {"mode": "api" if args.api else "cli", "peak_rss_worker_mb": peak_rss_mb(children=True),
        "files": files, "distinct_emails": len(groups), "copy_groups": len(multi),
        "first_run": {**first.as_dict(), "wall_s": round(wall1, 2), "messages_per_s": round(files / wall1, 1)},
        "second_run": {**second.as_dict(), "wall_s": round(wall2, 2)},
        "copies_as_one": round(one / len(multi), 4) if multi else None,
        "distinct_emails_sharing_an_item_key": key_merges,
        "emails_with_a_memory": emails_with_memory,
        "memories_shared_by_distinct_emails": len(merged_memories),
        "of_them_emails_of_different_text": len(different_text),
        "store_after_first": after_first, "store_after_second": after_second,
        "rerun_adds_nothing": after_first == after_second and second.memories_created == 0 and second.updated == 0,
        "peak_rss_mb": round(peak_rss_mb(), 1), "cpu": cpu_info(),
    }
    rows = [
        ["files (messages) read", files],
        ["distinct e-mails (truth) / copy groups", f"{len(groups)} / {len(multi)}"],
        ["first run: seconds / messages per s" + (" (as the Python API)" if args.api else " (as the CLI)"),
         f"{wall1:.1f} / {files / wall1:.1f}"],
        ["memories created / updated / skipped / linked", f"{first.memories_created} / {first.updated} / "
                                                         f"{first.skipped} / {first.linked}"],
        ["items with nothing worth keeping", first.no_memory],
        ["copies already ingested (recognised)", first.already_ingested],
        ["copy groups that are one item", f"{one} / {len(multi)}"],
        ["distinct e-mails sharing an item key (false merge)", key_merges],
        ["memories SKIPped across e-mails with another Date (same text / different text)",
         f"{len(merged_memories) - len(different_text)} / {len(different_text)}"],
        ["people / graph edges", f"{after_first['people']} / {after_first['edges']}"],
        ["SAME_THREAD edges; threads with 2+ memories linked", f"{after_first['same_thread']}; "
                                                               f"{after_first['threads_2plus_linked']} / "
                                                               f"{after_first['threads_2plus']}"],
        ["errors (skipped files)", len(first.errors)],
        ["rerun: seconds / items new / store unchanged", f"{wall2:.1f} / {second.items} / "
                                                         f"{after_first == after_second}"],
        ["peak RSS MB: this process / the extraction worker", f"{res['peak_rss_mb']} / {res['peak_rss_worker_mb']}"],
    ]
    print(table(rows, ["Enron allen-p, no LLM", "value"]))
    write_json(args.json, res)
    print(f"wrote {args.json}")


if __name__ == "__main__":
    main()
