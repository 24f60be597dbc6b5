"""Ingestion crashes on the embedded store: a run killed mid-way (a real SIGKILL of the CLI) and the state a
kill between the memories' commit and the link/ledger commit leaves behind (simulated in SQL)."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from datetime import datetime, timedelta, timezone
from email.message import EmailMessage
from email.utils import format_datetime
from importlib import resources

from mnemo.domain.models import MemoryStatus

MAILBOX = resources.files("mnemo") / "samples" / "mailbox.mbox"


def _counts(db: str) -> dict[str, int]:
    c = sqlite3.connect(db)
    try:
        return {t: c.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0]
                for t in ("memories", "edges", "decision_log", "people", "ingested_items")}
    finally:
        c.close()


def _active(svc) -> list:
    return [m for m in svc.store.iter_memories() if m.status is MemoryStatus.ACTIVE]


def _links(db: str) -> list[tuple[str, int]]:
    c = sqlite3.connect(db)
    try:
        return c.execute("SELECT type, COUNT(*) FROM edges WHERE type IN ('INVOLVES', 'MENTIONS', 'RELATES_TO') "
                         "GROUP BY type ORDER BY type").fetchall()
    finally:
        c.close()


def _message(n: int, *, subject: str | None = None, body: str | None = None, at: datetime | None = None) -> bytes:
    m = EmailMessage()
    m["From"] = f"Person {n % 7} <p{n % 7}@example.com>"
    m["To"] = "team@example.com"
    m["Subject"] = subject or f"Vendor decision {n}"
    m["Date"] = format_datetime(at or datetime(2025, 3, 1, 9, tzinfo=timezone.utc) + timedelta(hours=n))
    m["Message-ID"] = f"<m{n}-{os.getpid()}@example.com>"
    m.set_content(body or (f"We decided to go with vendor number {n} for the {n}th regional warehouse "
                           f"contract; I'll send the signed order by Friday {n}."))
    return bytes(m)


def test_killed_ingest_loses_nothing_and_the_rerun_finishes(tmp_path, make_service):
    root = tmp_path / "tree"
    root.mkdir()
    for n in range(400):
        (root / f"{n}.").write_bytes(_message(n))
    db = str(tmp_path / "killed.db")
    env = {**os.environ, "MNEMO_DB": db, "PYTHONUNBUFFERED": "1"}
    cmd = [sys.executable, "-m", "mnemo.interfaces.cli.main", "ingest", "mail", str(root), "--json"]
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.time() + 240
    done = 0
    while time.time() < deadline and proc.poll() is None:
        time.sleep(0.3)
        try:
            c = sqlite3.connect(db, timeout=1)
            done = c.execute("SELECT COUNT(*) FROM ingested_items").fetchone()[0]
            c.close()
        except sqlite3.Error:
            continue
        if done >= 128:
            break
    assert proc.poll() is None, "the ingest finished before it could be killed; make the input bigger"
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    partial = _counts(db)
    assert 0 < partial["ingested_items"] < 400

    svc = make_service(db)
    rest = svc.ingest("mail", str(root))
    # the cursor resumes after the last committed batch; anything it re-reads is recognised by the ledger
    assert partial["ingested_items"] + rest.items == 400
    assert _counts(db)["ingested_items"] == 400
    # same result as one uninterrupted run into a fresh database
    clean_db = str(tmp_path / "clean.db")
    clean = make_service(clean_db)
    clean.ingest("mail", str(root))
    assert _counts(db)["memories"] == _counts(clean_db)["memories"]
    assert len(_active(svc)) == len(_active(clean))


def test_links_of_memories_committed_before_a_crash_are_written_on_the_rerun(svc, db_path, tmp_path):
    box = tmp_path / "mailbox.mbox"
    box.write_bytes(MAILBOX.read_bytes())
    svc.ingest("mail", str(box))
    full = _counts(db_path)
    # the state a kill between the memories' commit and the link/ledger commit leaves behind
    before = _links(db_path)
    c = sqlite3.connect(db_path)
    c.execute("DELETE FROM edges WHERE type IN ('INVOLVES', 'MENTIONS', 'RELATES_TO', 'SAME_THREAD')")
    c.execute("DELETE FROM ingested_items")
    c.execute("DELETE FROM sync_cursors")
    c.commit()
    c.close()
    again = svc.ingest("mail", str(box))
    assert again.memories_created == 0 and again.updated == 0, again.as_dict()
    now = _counts(db_path)
    for table in ("memories", "people", "ingested_items"):
        assert now[table] == full[table], table     # nothing added twice, every item in the ledger again
    assert _links(db_path) == before                 # the people/entity links are back
    assert _counts(db_path)["edges"] > sum(n for _, n in before)  # and the thread edges
