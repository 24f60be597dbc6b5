"""Ingestion end to end on real files: the bundled mailbox, copies, malformed input, reruns, a killed run."""

from __future__ import annotations

import pytest

import json
import os
import subprocess
import sys
from email.message import EmailMessage
from email.utils import format_datetime
from datetime import datetime, timedelta, timezone
from importlib import resources

from mnemo.domain.models import EdgeType, MemoryStatus

MAILBOX = resources.files("mnemo") / "samples" / "mailbox.mbox"


def _edges(svc) -> dict[str, object]:
    """Every edge of every memory, by id (read through the service, any backend)."""
    return {e.id: e for m in svc.store.iter_memories() for e in svc.edges(m.id)}


def _counts(svc) -> dict[str, int]:
    """What the store holds, read through the service: memories, edges, log entries."""
    return {"memories": svc.store.count_memories(), "edges": len(_edges(svc)),
            "log": len(svc.log(limit=1_000_000))}


def _active(svc) -> list:
    return [m for m in svc.store.iter_memories() if m.status is MemoryStatus.ACTIVE]


def test_sample_mailbox_decisions_people_threads_and_rerun(svc, tmp_path):
    box = tmp_path / "mailbox.mbox"
    box.write_bytes(MAILBOX.read_bytes())
    report = svc.ingest("mail", str(box), team_id="growth")
    assert report.items == 7 and not report.errors
    assert report.no_memory >= 1                       # the newsletter "thanks for reading" keeps nothing
    active = _active(svc)
    texts = "\n".join(m.content for m in active)
    # the Korean reply raised the budget: what stands says 6,000만원, and the 5,000만원 decision it
    # replaced is history (superseded by it), no longer standing beside it
    budget = [m for m in active if "6,000만원" in m.content or "6000만원" in m.content]
    assert budget, texts
    assert not [m for m in active if ("5,000만원" in m.content or "5000만원" in m.content) and m not in budget], texts
    replaced = [m for m in svc.store.iter_memories() if m.status is MemoryStatus.SUPERSEDED
                and ("5,000만원" in m.content or "5000만원" in m.content)]
    assert replaced and all(r.superseded_by in {b.id for b in budget} | {b.lineage_id for b in budget} for r in replaced)
    # the English reply reversed PostgreSQL -> MySQL in the same thread: PostgreSQL no longer stands alone
    mysql = [m for m in active if "MySQL" in m.content]
    assert mysql
    assert not any("PostgreSQL 16" in m.content and "MySQL" not in m.content for m in active), texts
    # mail is private to its user, whatever team was given
    assert all(m.team_id is None for m in active)
    # people resolved by e-mail across messages, with INVOLVES edges
    involved = {e.target_id for e in _edges(svc).values() if e.type is EdgeType.INVOLVES}
    people = [svc.store.get_person(pid) for pid in involved]
    sarah = [p for p in people if p is not None and p.name.startswith("Sarah")]
    assert len(sarah) == 1
    assert sum(e.target_id == sarah[0].id for e in _edges(svc).values() if e.type is EdgeType.INVOLVES) >= 1
    before = _counts(svc)
    again = svc.ingest("mail", str(box))
    assert again.items == 0 and again.memories_created == 0 and again.updated == 0
    assert _counts(svc) == before


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


def test_copies_in_several_folders_are_one_memory_and_bad_files_are_reported(svc, tmp_path):
    root = tmp_path / "box"
    for folder in ("sent", "all_documents", "_sent_mail"):
        (root / folder).mkdir(parents=True)
    raw = _message(1)
    for folder, name in (("sent", "1."), ("all_documents", "77."), ("_sent_mail", "3.")):
        # the same e-mail filed three times, each copy with its own Message-ID (as in real mailboxes)
        (root / folder / name).write_bytes(raw.replace(b"<m1-", f"<{folder}-m1-".encode()))
    (root / "sent" / "2.").write_bytes(_message(2))
    (root / "sent" / "broken.").write_bytes(b"\xff\xfe\x00garbage without headers\x00\x00")
    report = svc.ingest("mail", str(root))
    assert report.already_ingested == 2
    assert report.items >= 2
    ids = report.memory_ids
    assert len(ids) == 2 and all(len(v) >= 1 for v in ids.values())
    assert len({tuple(v) for v in ids.values()}) == 2          # two e-mails, two memories
    assert len(report.errors) <= 1
    if report.errors:
        assert "broken" in report.errors[0]["origin"]


def test_cli_ingest_json_contract(tmp_path):
    box = tmp_path / "mailbox.mbox"
    box.write_bytes(MAILBOX.read_bytes())
    db = str(tmp_path / "cli.db")
    env = {**os.environ, "MNEMO_DB": db}
    out = subprocess.run([sys.executable, "-m", "mnemo.interfaces.cli.main", "ingest", "gmail", str(box), "--json"],
                         env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    doc = json.loads(out.stdout)
    for key in ("items", "memories_created", "updated", "skipped", "linked", "errors", "seconds"):
        assert key in doc
    assert doc["items"] == 7 and doc["memories_created"] >= 3
    bad = subprocess.run([sys.executable, "-m", "mnemo.interfaces.cli.main", "ingest", "fax", str(box), "--json"],
                         env=env, capture_output=True, text=True, timeout=120)
    assert bad.returncode == 1 and "Traceback" not in bad.stderr
    assert "slack" in bad.stderr  # names the valid sources
    missing = subprocess.run([sys.executable, "-m", "mnemo.interfaces.cli.main", "ingest", "mail",
                              str(tmp_path / "nope"), "--json"], env=env, capture_output=True, text=True, timeout=120)
    assert missing.returncode == 1 and "No such file" in missing.stderr


def test_normalize_and_extract_commands(tmp_path):
    msg = tmp_path / "reply.eml"
    msg.write_bytes(_message(5, subject="Re: vendor",
                             body="Approved, go ahead with Acme for the warehouse.\n\n"
                                  "On Mon, Mar 3, 2025 at 9:00 AM Kim <kim@example.com> wrote:\n"
                                  "> Should we pick Acme?\n"))
    out = subprocess.run([sys.executable, "-m", "mnemo.interfaces.cli.main", "normalize", str(msg)],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "Approved" in out.stdout and "Should we pick" not in out.stdout
    ex = subprocess.run([sys.executable, "-m", "mnemo.interfaces.cli.main", "extract", str(msg), "--json"],
                        capture_output=True, text=True, timeout=120)
    assert ex.returncode == 0, ex.stderr
    found = json.loads(ex.stdout)["decisions"]
    assert found and any("acme" in json.dumps(f, ensure_ascii=False).lower() for f in found)


def test_shared_sources_belong_to_the_team(svc):
    export = resources.files("mnemo") / "samples" / "slack_export"
    report = svc.ingest("slack", str(export), team_id="eng")
    assert report.items > 10 and report.memories_created > 0
    assert all(m.team_id == "eng" for m in _active(svc))


def _event(ts: str, text: str | None = None, *, subtype: str | None = None, **extra) -> str:
    ev = {"type": "message", "channel": "C1", "user": "U1", "ts": ts, "event_ts": ts, "channel_type": "channel"}
    if text is not None:
        ev["text"] = text
    if subtype:
        ev["subtype"] = subtype
    ev.update(extra)
    return json.dumps({"type": "event_callback", "team_id": "T1", "event_id": f"Ev{ts}", "event": ev},
                      ensure_ascii=False)


def test_slack_edit_makes_a_new_version_and_delete_retires_the_memory(svc, tmp_path):
    lines = [
        _event("1700000000.000100", "We decided to run the quarterly planning offsite in Busan on May 14."),
        _event("1700000100.000200", "배포는 금요일 오후 3시로 확정하겠습니다. 모두 참고해 주세요."),
    ]
    path = tmp_path / "events.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    first = svc.ingest("slack", str(path), team_id="eng")
    assert first.memories_created == 2, first.as_dict()
    lines += [
        _event("1700000200.000300", subtype="message_changed", message={
            "type": "message", "user": "U1", "ts": "1700000000.000100", "edited": {"user": "U1", "ts": "1700000200.0"},
            "text": "We decided to run the quarterly planning offsite in Jeju on May 14."}),
        _event("1700000300.000400", subtype="message_deleted", deleted_ts="1700000100.000200",
               previous_message={"type": "message", "user": "U1", "ts": "1700000100.000200"}),
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    second = svc.ingest("slack", str(path), team_id="eng")
    assert second.deleted == 1 and second.updated == 1, second.as_dict()
    active = _active(svc)
    assert [m.content for m in active if "offsite" in m.content] and all("Jeju" in m.content for m in active
                                                                          if "offsite" in m.content)
    assert not any("배포" in m.content for m in active)
    deleted = [m for m in svc.store.iter_memories() if m.status is MemoryStatus.DELETED]
    assert any("배포" in m.content for m in deleted)   # soft: history keeps it


def test_a_delete_in_the_same_batch_as_its_message_retires_it(svc, tmp_path):
    path = tmp_path / "events.jsonl"
    path.write_text("\n".join([
        _event("1700000000.000100", "We decided to move the design review to Thursday at 10:00 in room 4."),
        _event("1700000100.000200", "배포는 금요일 오후 3시로 확정하겠습니다. 모두 참고해 주세요."),
        _event("1700000300.000400", subtype="message_deleted", deleted_ts="1700000100.000200"),
    ]) + "\n", encoding="utf-8")
    report = svc.ingest("slack", str(path), team_id="eng")
    assert report.deleted == 1, report.as_dict()
    assert not any("배포" in m.content for m in _active(svc))


def test_an_edit_that_drops_the_decision_retires_what_the_message_said(svc, tmp_path):
    path = tmp_path / "events.jsonl"
    lines = [_event("1700000000.000100", "We decided to run the quarterly planning offsite in Busan on May 14.")]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    svc.ingest("slack", str(path), team_id="eng")
    lines.append(_event("1700000200.000300", subtype="message_changed", message={
        "type": "message", "user": "U1", "ts": "1700000000.000100", "edited": {"user": "U1", "ts": "1700000200.0"},
        "text": "(never mind, wrong channel)"}))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    svc.ingest("slack", str(path), team_id="eng")
    assert not any("offsite" in m.content for m in _active(svc))


def test_thread_edges_form_a_path_not_a_cycle(svc, tmp_path):
    box = tmp_path / "mailbox.mbox"
    box.write_bytes(MAILBOX.read_bytes())
    svc.ingest("mail", str(box))
    pairs = {(e.source_id, e.target_id) for e in _edges(svc).values() if e.type is EdgeType.SAME_THREAD}
    assert pairs
    assert not any((t, s) in pairs for s, t in pairs)


@pytest.fixture
def db_path(any_db):
    return any_db


def test_an_agreed_proposal_no_longer_reads_pending_in_its_title(svc, tmp_path):
    """"Proposal: …?" answered "Agreed, let's do it." (and "제안: …" answered "동의합니다.") stands, and its title
    and summary say so: "Confirmed (pending): …" beside "status: standing" contradicted itself in context."""
    lines = [
        _event("1741050000.000100", "Proposal: let's move the weekly engineering sync to Tuesday 10am?"),
        _event("1741051800.000200", "Agreed, let's do it.", thread_ts="1741050000.000100"),
        _event("1741230000.000300", "제안: 3월 25일부터 코드 프리즈를 시작하는 건 어떨까요?"),
        _event("1741237200.000400", "동의합니다.", thread_ts="1741230000.000300"),
    ]
    path = tmp_path / "events.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    svc.ingest("slack", str(path), team_id="eng")
    standing = svc.register(user_id="default", team_id="eng", status="standing")
    titles = {e["title"] for e in standing}
    assert len(standing) == 2 and all("pending" not in t and "검토 중" not in t for t in titles), titles
    memories = [svc.get(e["id"]) for e in standing]
    assert all("pending" not in (m.summary or "") and "검토 중" not in (m.summary or "") for m in memories)


def test_forget_removes_the_people_and_entities_only_that_memory_named(svc, tmp_path):
    """On both backends: a forgotten message's names ("Priya Raman", "Zentrix Labs") leave the people and entity records when no
    other memory points to them; a person another memory involves stays."""
    def message(n: int, body: str) -> bytes:
        m = EmailMessage()
        m["From"], m["To"] = "Alice Park <alice@acme.example>", "Bob Lee <bob@acme.example>"
        m["Subject"], m["Message-ID"] = f"Decision {n}", f"<m{n}@acme.example>"
        m["Date"] = format_datetime(datetime(2026, 3, n, 9, tzinfo=timezone.utc))
        m.set_content(body)
        return b"From alice@acme.example Mon Mar  2 09:00:00 2026\n" + m.as_bytes() + b"\n"

    box = tmp_path / "box.mbox"
    box.write_bytes(message(1, "We decided to acquire Zentrix Labs under Project Bluefin; Priya Raman from "
                               "Zentrix Labs will join as our VP of Research in April.\n")
                    + message(2, "We decided to hold the offsite in Busan on May 14.\n"))
    svc.ingest("mail", str(box))
    names = lambda: {p.name for p in svc.store.iter_people()} | {e.name for e in svc.store.iter_entities()}  # noqa: E731
    assert {"Priya Raman", "Alice Park"} <= names() and any("Zentrix" in n for n in names()), names()
    assert any("Bluefin" in n for n in names()), names()  # a project: linked by RELATES_TO
    [secret] = [m for m in svc.store.iter_memories() if "Zentrix" in m.content]
    svc.forget(secret.id, reason="confidential deal")
    left = names()
    assert "Priya Raman" not in left and not any(w in n for n in left for w in ("Zentrix", "Bluefin")), left
    assert "Alice Park" in left  # the offsite memory involves her too
