"""The vault on the embedded store (real SQLite files, the bundled embedder): after adds, updates,
conflicts, deletes, people, ingest and the log, the raw database files (WAL included) hold none of the
names, amounts, words or e-mails written, in either language; search still finds them by keyword."""

from __future__ import annotations

import glob
import mailbox
import re
import sqlite3
from importlib import resources

import pytest

from mnemo.errors import VaultLocked

PASS = "correct horse battery staple"
MAILBOX = resources.files("mnemo") / "samples" / "mailbox.mbox"

WRITTEN = [
    "We decided to host the marketing site on Netlify; the budget is $40,000 and Priya Raman signs off.",
    "Contact for the Zephyrine rollout is dana.whitlock@harborview.io until Friday.",
    "김철수 팀장이 신규 앱 예산을 5천만원으로 늘리기로 결정했습니다.",
    "Apollo 프로젝트 마감일: 1월 28일",
]
SECRETS = ["Netlify", "40,000", "Priya", "Raman", "Zephyrine", "dana.whitlock@harborview.io", "harborview",
           "김철수", "5천만원", "신규", "Apollo", "마감일", "Orsolya", "orsolya@kestrel.hu", "Kestrel"]


def raw_bytes(db: str) -> bytes:
    """Every byte of the database file and its WAL and shared-memory files, as they are now."""
    return b"".join(open(f, "rb").read() for f in sorted(glob.glob(db + "*")))


def leaked(raw: bytes, words) -> list[str]:
    return [w for w in words if w.encode("utf-8") in raw or w.casefold().encode("utf-8") in raw]


def schema_text(db: str) -> str:
    c = sqlite3.connect(db)
    try:
        return " ".join(r[0] or "" for r in c.execute("SELECT sql FROM sqlite_master"))
    finally:
        c.close()


def labels() -> list[str]:
    """The plain labels a store may show (kinds, statuses, source types, edge and decision kinds)."""
    from enum import Enum

    from mnemo.domain import models

    return [str(v.value).replace("_", " ") for e in vars(models).values()
            if isinstance(e, type) and issubclass(e, Enum) for v in e]


def fill(svc) -> None:
    """Every kind of write: memories in both languages, a new version, a conflict kept on record, a person,
    a delete, a forget, and a mailbox ingested."""
    for text in WRITTEN:
        svc.add(text)
    svc.add("Apollo 프로젝트 마감일: 1월 25일", source_type="realtime", source="gmail")  # a conflict on record
    svc.add("We decided to host the marketing site on Netlify; the budget is $45,000 and Priya Raman signs off.")
    svc.upsert_person("Orsolya Kestrel", emails=["orsolya@kestrel.hu"], organization="Kestrel Analytics")
    gone = svc.add("The Quillfeather vendor contract ends in March; renewal costs $12,500.")
    svc.delete(gone.memory_id, reason="Quillfeather asked to be removed")
    svc.ingest("mail", str(MAILBOX))


def mailbox_secrets() -> list[str]:
    """The sample mailbox's senders' addresses and the longer words of its subjects."""
    out: list[str] = []
    for msg in mailbox.mbox(str(MAILBOX)):
        out += re.findall(r"[\w.+-]+@[\w.-]+\.\w+", str(msg.get("From", "")))
    return sorted(set(out))


@pytest.fixture
def sealed(make_service, db_path, monkeypatch):
    """A store written to, then given a vault, then written to again; still open (its WAL on disk)."""
    svc = make_service()
    fill(svc)
    svc.vault_init(PASS)
    svc.add("After the vault: the Hollowmere office closes at 19:00 on Fridays, says Ingrid Valdottir.")
    svc.add("볼트 이후: 제주 지사 회의는 매주 목요일 오후 3시 30분에 박지훈 님이 진행합니다.")
    return svc


def test_nothing_written_is_readable_in_the_files(sealed, db_path):
    raw = raw_bytes(db_path)
    extra = ["Hollowmere", "Ingrid", "Valdottir", "박지훈", "제주", "Quillfeather", "12,500", "45,000"]
    assert leaked(raw, SECRETS + extra + mailbox_secrets()) == []


def test_no_content_word_of_any_memory_is_readable(sealed, db_path):
    """Not only the chosen strings: every word of six letters or more of every memory, version, log reason
    and person, unless the schema itself spells it."""
    svc = sealed
    texts = [m.content for m in svc.store.iter_memories()] + [e.reason for e in svc.log(limit=10_000)]
    texts += [p.name for p in svc.store.iter_people()] + [c.reason for c in svc.list_conflicts(status="all")]
    schema = schema_text(db_path).casefold() + " " + " ".join(labels()).casefold()
    words = {w for t in texts for w in re.findall(r"[^\W\d_]{6,}", t)
             if w.casefold() not in schema and not w.isupper()}  # upper case: a piece of an id
    words |= {w for t in texts for w in re.findall(r"[가-힣]{3,}", t)}
    assert len(words) > 50
    found = leaked(raw_bytes(db_path), sorted(words))
    assert found == [], found


def test_search_still_finds_by_keyword_in_both_languages(sealed):
    svc = sealed
    hits = svc.search("Zephyrine")
    assert hits and "Zephyrine" in hits[0].memory.content and hits[0].keyword and hits[0].keyword > 0
    hits = svc.search("볼트 이후 제주 지사 회의")
    assert hits and "제주" in hits[0].memory.content and hits[0].keyword and hits[0].keyword > 0


def test_people_are_found_by_e_mail_and_by_name_through_tokens(sealed):
    by_mail = sealed.upsert_person("O. Kestrel", emails=["Orsolya@Kestrel.hu"])
    assert not by_mail.created and by_mail.person.name == "Orsolya Kestrel"
    by_name = sealed.upsert_person("orsolya kestrel")
    assert not by_name.created and by_name.person.id == by_mail.person.id
    assert sealed.upsert_person("Someone Else", emails=["else@kestrel.hu"]).created


def test_duplicates_are_still_found_through_the_keyed_hash(sealed):
    again = sealed.add(WRITTEN[1])
    assert again.decision.value == "skip"


def test_the_store_reopens_only_with_the_passphrase(sealed, make_service, db_path):
    sealed.close()
    locked = make_service(db_path)
    assert locked.vault_status() == {**locked.vault_status(), "vault": True, "unlocked": False}
    n = locked.store.count_memories()
    with pytest.raises(VaultLocked):
        locked.search("Zephyrine")
    with pytest.raises(VaultLocked):
        locked.add("A write to a locked vault must not land anywhere.")
    assert locked.store.count_memories() == n  # nothing half-written
    with pytest.raises(VaultLocked, match="does not open"):
        make_service(db_path, passphrase="not the passphrase")
    opened = make_service(db_path, passphrase=PASS)
    assert "Zephyrine" in opened.search("Zephyrine")[0].memory.content


def test_a_store_without_a_vault_keeps_plain_json(svc, db_path):
    svc.add("Plain store: the Brightwater kickoff is on Monday.")
    assert b"Brightwater" in raw_bytes(db_path)
    assert svc.vault_status() == {"vault": False}


def test_the_embedded_store_keeps_its_vectors_sealed(sealed, db_path, make_service, tmp_path):
    """Text embeddings can be partly inverted, and on the embedded store they sit in the same file: a
    vault's store seals them too, and they are opened into the in-memory index."""
    import numpy as np

    plain = make_service(str(tmp_path / "plain.db"))
    text = "Zephyrine rollout vectors: the staging cluster moves to Oslo."
    plain.add(text)
    sealed.add(text)
    stored = [plain.store.vectors_for([m.id]) for m in plain.store.iter_memories()][0]
    [vector] = stored.values()
    probe = np.asarray(vector, dtype=np.float32).tobytes()[:64]
    assert probe in raw_bytes(str(tmp_path / "plain.db"))  # the check can fail: a plain store has it
    assert probe not in raw_bytes(db_path)
    hits = sealed.search("staging cluster Oslo")
    assert hits and "Oslo" in hits[0].memory.content and hits[0].cosine and hits[0].cosine > 0.5


def test_a_forget_keeps_the_sealed_action_of_another_memory_s_entry_that_named_it(make_service):
    """A vault seals a log entry's whole action; forgetting a memory another entry links to replaces that
    entry's reason (it quoted the forgotten text) and keeps its action: its scores are the survivor's."""
    svc = make_service()
    svc.vault_init(PASS)
    gone = svc.add("Project Bluefin uses Jira for sprint planning")
    kept = svc.add("Project Osprey uses Jira for sprint planning")
    assert kept.related_memory_ids == [gone.memory_id]
    before = next(e for e in svc.log(limit=10) if e.input_memory_id == kept.memory_id)
    assert before.action.similarity_factors and "bluefin" in before.reason.lower()
    svc.forget(gone.memory_id)
    after = next(e for e in svc.log(limit=10) if e.input_memory_id == kept.memory_id)
    assert "bluefin" not in after.reason.lower()
    assert after.action.as_dict() == before.action.as_dict()
