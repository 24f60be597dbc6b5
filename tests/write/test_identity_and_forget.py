"""A memory's id names it for its whole life; a delete takes every version; forget purges the text.

Issue: an update used to give the memory a new id (``get`` of the first id returned stale text), a delete
retired only the current version (search and context still showed older versions), and the log kept every
version's text. These run on a real SQLite store through the service."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from support import at

from mnemo.domain.models import LogStatus, MemoryStatus, Operation
from mnemo.domain.write_policy import Caller
from mnemo.errors import Conflict, InvalidInput, NotFound

V1 = "Q2 hiring budget for the platform team is $30k, approved by Dana for two contractors."
V2 = "Q2 hiring budget for the platform team is $40k (raised from $30k), approved by Dana for three contractors."
V3 = "Q2 hiring budget for the platform team is $45k (raised from $40k), approved by Dana for three contractors."
OTHER = "The weekly platform sync moves to Tuesdays at 10:00 starting next sprint."


def _three_versions(svc):
    a = svc.add(V1, occurred_at=at("2026-03-01T09:00:00Z"))
    b = svc.add(V2, occurred_at=at("2026-03-05T09:00:00Z"))
    c = svc.add(V3, occurred_at=at("2026-03-09T09:00:00Z"))
    assert (b.decision, c.decision) == (Operation.UPDATE, Operation.UPDATE), (b.reason, c.reason)
    return a, b, c


def test_the_id_a_create_returns_names_the_memory_through_every_update(svc):
    a, b, c = _three_versions(svc)
    assert a.memory_id == b.memory_id == c.memory_id and (b.version, c.version) == (2, 3)
    now = svc.get(a.memory_id)
    assert (now.id, now.version, now.content) == (a.memory_id, 3, V3)
    versions = svc.history(a.memory_id)
    assert [(v.id, v.version, v.status) for v in versions] == [
        (f"{a.memory_id}@v1", 1, MemoryStatus.SUPERSEDED), (f"{a.memory_id}@v2", 2, MemoryStatus.SUPERSEDED),
        (a.memory_id, 3, MemoryStatus.ACTIVE)]
    current, old = svc.resolve(f"{a.memory_id}@v1")
    assert current.id == a.memory_id and old is not None and (old.version, old.content) == (1, V1)
    assert svc.search("Q2 hiring budget platform")[0].memory.id == a.memory_id


def test_an_edit_from_a_stale_version_is_refused_with_the_current_one(svc):
    a = svc.add(V1, occurred_at=at("2026-03-01T09:00:00Z"))
    svc.update(a.memory_id, content=V2, expected_version=1)  # client A read version 1: fine
    with pytest.raises(Conflict) as err:  # client B also read version 1: refused, told the current one
        svc.update(a.memory_id, caller=Caller.AGENT, content=V3, expected_version=1)
    assert err.value.details["current_version"] == 2 and err.value.details["memory"]["content"] == V2
    with pytest.raises(Conflict):  # an in-place edit from a stale read is refused too
        svc.update(a.memory_id, importance=0.9, expected_version=1)
    assert svc.get(a.memory_id).content == V2 and svc.get(a.memory_id).importance != 0.9
    assert svc.update(a.memory_id, importance=0.9, expected_version=2).version == 2
    with pytest.raises(InvalidInput, match="version"):
        svc.update(a.memory_id, importance=0.5, expected_version=0)


def test_delete_takes_every_version_out_of_every_read(svc):
    a, _, _ = _three_versions(svc)
    other = svc.add(OTHER)
    svc.delete(f"{a.memory_id}@v2", reason="budget withdrawn")  # any version's id deletes the memory
    assert {v.status for v in svc.history(a.memory_id)} == {MemoryStatus.DELETED}
    for recipe in ("default", "history", "keyword", "recent", "graph"):
        hits = svc.search("Q2 hiring budget $30k $40k contractors", recipe=recipe)
        assert all(h.memory.lineage_id != a.memory_id for h in hits), recipe
    assert not svc.retrieve("Q2 hiring budget", status="superseded").hits
    assert "$30k" not in svc.context("Q2 hiring budget").markdown
    assert svc.get(other.memory_id).status is MemoryStatus.ACTIVE


def test_a_deletion_request_in_conversation_deletes_the_whole_lineage(svc):
    a, _, _ = _three_versions(svc)
    r = svc.add("Q2 hiring budget of the platform team is $45k 관련 정보 삭제해줘")
    assert r.decision is Operation.DELETE and r.target_memory_id == a.memory_id, r.reason
    assert {v.status for v in svc.history(a.memory_id)} == {MemoryStatus.DELETED}
    assert not svc.retrieve("Q2 hiring budget", recipe="history").hits


def test_a_deletion_request_in_conversation_takes_what_the_decision_replaced_too(svc):
    """"Forget everything about the marketing site hosting" deleted only the standing decision, and the one
    it had replaced stood again (a walk): a person who asks to forget a matter means all of it. A delete by
    id still lets the replaced decision stand again (``test_deleting_the_decision_that_replaced…``)."""
    from support import NETLIFY, VERCEL, decide

    a = decide(svc, VERCEL, "2026-02-03T10:00:00Z")
    b = decide(svc, NETLIFY, "2026-02-24T14:40:00Z")
    assert svc.get(a.memory_id).superseded_by == b.memory_id
    r = svc.add("Please forget the change of plan on the marketing site, moving it to Netlify", user_id="team")
    assert r.decision is Operation.DELETE and r.target_memory_id == b.memory_id, r.reason
    assert a.memory_id in r.reason and r.related_memory_ids == [a.memory_id]
    for mid in (a.memory_id, b.memory_id):
        assert {v.status for v in svc.history(mid)} == {MemoryStatus.DELETED}
    assert svc.register(user_id="team", status="all") == []
    assert not svc.retrieve("marketing site hosting", user_id="team", recipe="history").hits


def test_forget_purges_every_version_and_leaves_an_audit_stub(svc, db_path):
    a, _, _ = _three_versions(svc)
    r = svc.forget(a.memory_id, reason="contract is confidential", by="dana")
    assert sorted(r.related_memory_ids) == sorted(v.id for v in svc.history(a.memory_id))
    for v in svc.history(a.memory_id):
        assert (v.status, v.content, v.title, v.summary, v.keywords) == (MemoryStatus.DELETED, "", None, None, [])
    assert not svc.retrieve("Q2 hiring budget contractors", recipe="history").hits
    stub = svc.log(user_id=svc.default_user, decision="delete")[0]
    assert stub.target_memory_id == a.memory_id and "dana" in stub.reason and "confidential" in stub.reason
    raw = sqlite3.connect(db_path)
    dump = "\n".join(raw.iterdump())
    raw.close()
    for secret in ("$30k", "$40k", "$45k", "contractors"):
        assert secret not in dump, secret  # not in memories, the keyword index, edges, conflicts or the log
    for path in (Path(db_path), Path(db_path + "-wal")):  # nor in the bytes on disk, the WAL included (a walk)
        if path.exists():
            assert b"contractors" not in path.read_bytes(), path
    logged = len(svc.log(user_id=svc.default_user))
    again = svc.forget(a.memory_id)  # an agent's retry: nothing left to purge, nothing more logged
    assert again.status is LogStatus.SKIPPED and "already forgotten" in again.reason and again.log_id is None
    assert len(svc.log(user_id=svc.default_user)) == logged
    with pytest.raises(NotFound):
        svc.forget("mem_nope")


def test_forget_of_another_users_memory_is_not_found(svc):
    a = svc.add(V1, user_id="alice")
    with pytest.raises(NotFound):
        svc.forget(a.memory_id, user_id="mallory")
    assert svc.get(a.memory_id).content == V1


def test_a_metadata_flag_cannot_fake_a_forgotten_memory(svc):
    a = svc.add(V1)
    svc.update(a.memory_id, metadata={"forgotten": True})
    svc.delete(a.memory_id)
    svc.forget(a.memory_id)  # still purged: "forgotten" is the stub itself, not a flag
    assert svc.get(a.memory_id).content == ""


@pytest.mark.parametrize("how", ["delete", "forget"])
def test_deleting_the_decision_that_replaced_another_lets_that_one_stand_again(svc, how):
    """Deleted or forgotten, the replacing decision is gone from every read, so what it replaced stands: no
    register line, search hit or answer says 'replaced by' a memory nobody can open."""
    from support import NETLIFY, VERCEL, decide

    old = decide(svc, VERCEL, "2026-02-03T10:00:00Z")
    new = decide(svc, NETLIFY, "2026-02-24T14:40:00Z")
    assert svc.get(old.memory_id).superseded_by == new.memory_id
    done = getattr(svc, how)(new.memory_id, user_id="team")
    assert done.status.value == "success"
    back = svc.get(old.memory_id)
    assert back.status is MemoryStatus.ACTIVE and back.superseded_by is None and "valid_until" not in back.metadata
    assert [d["id"] for d in svc.register(user_id="team")] == [old.memory_id]
    assert svc.search("where is the marketing site hosted?", user_id="team")[0].memory.id == old.memory_id
    answer = svc.ask("마케팅 사이트는 어디에 호스팅하나요?", user_id="team")
    assert answer.sources[0].id == old.memory_id and answer.sources[0].status == "standing"
    if how == "delete":
        assert old.memory_id in svc.log(user_id="team")[0].reason  # the log says what stands again


def test_deleting_the_middle_of_a_chain_passes_what_it_replaced_to_its_successor(svc):
    """A replaced by B replaced by C: deleting B must not bring A back beside C."""
    from support import NETLIFY, VERCEL, decide

    cloudflare = ("Change of plan again on the marketing site: Netlify's build minutes ran out, so we're moving "
                  "it to Cloudflare Pages instead.")
    a = decide(svc, VERCEL, "2026-02-03T10:00:00Z")
    b = decide(svc, NETLIFY, "2026-02-24T14:40:00Z")
    c = decide(svc, cloudflare, "2026-03-10T09:00:00Z")
    assert svc.get(b.memory_id).superseded_by == c.memory_id
    replaced_on = svc.get(b.memory_id).metadata["valid_until"]
    assert svc.get(a.memory_id).metadata["valid_until"] != replaced_on
    svc.delete(b.memory_id, user_id="team")
    assert [d["id"] for d in svc.register(user_id="team")] == [c.memory_id]
    assert svc.get(a.memory_id).superseded_by == c.memory_id
    # replaced by C when C came, not when the deleted B did (a walk saw a week where nothing stood)
    assert svc.get(a.memory_id).metadata["valid_until"] == replaced_on


def test_a_replaced_decision_is_not_editable_and_says_what_replaced_it(svc):
    """It is superseded, not deleted: a walk was told "is deleted" (REST 404) of a decision ``get`` showed."""
    from support import NETLIFY, VERCEL, decide

    a = decide(svc, VERCEL, "2026-02-03T10:00:00Z")
    b = decide(svc, NETLIFY, "2026-02-24T14:40:00Z")
    with pytest.raises(Conflict, match=f"{b.memory_id} replaced it") as refused:
        svc.update(a.memory_id, title="note", user_id="team")
    assert f"mnemo get {b.memory_id}" in refused.value.message
    assert refused.value.details == {"superseded_by": b.memory_id}
    svc.delete(b.memory_id, user_id="team")
    assert svc.update(a.memory_id, title="Hosting", user_id="team").title == "Hosting"  # it stands again


def test_an_older_message_kept_as_history_stands_again_when_the_newer_is_deleted(svc):
    """An older decision arriving after the newer one is stored as history beside it; the newer's deletion
    leaves the older one standing, not superseded by a deleted memory."""
    from support import NETLIFY, VERCEL, decide

    new = decide(svc, NETLIFY, "2026-02-24T14:40:00Z")
    old = decide(svc, VERCEL, "2026-02-03T10:00:00Z")  # arrives late
    assert svc.get(old.memory_id).superseded_by == new.memory_id
    svc.delete(new.memory_id, user_id="team")
    assert [d["id"] for d in svc.register(user_id="team")] == [old.memory_id]
    back = svc.get(old.memory_id)
    assert back.superseded_by is None and "valid_until" not in back.metadata



def test_the_python_api_checks_its_arguments_as_the_other_interfaces_do(svc):
    """Wrong types are ``InvalidInput`` naming the argument (they were Python's own errors from deep inside),
    and dates are read from text as REST, MCP and the CLI read them."""
    svc.add("신규 앱 프로젝트 예산은 500만원으로 확정했습니다.")
    for call, name in ((lambda: svc.search(5), "query"), (lambda: svc.search("예산", k="5"), "k"),
                       (lambda: svc.search("예산", hops=True), "hops"),
                       (lambda: svc.context("예산", max_tokens="lots"), "max_tokens"),
                       (lambda: svc.log(since="garbage"), "since"),
                       (lambda: svc.register(until="someday", status="all"), "until"),
                       (lambda: svc.get(42), "memory_id"),
                       # beyond SQLite's integers, and beyond the calendar (the engineering walk: "Internal error")
                       (lambda: svc.list_memories(offset=99999999999999999999), "offset"),
                       (lambda: svc.search("예산", k=10**12), "k"),
                       (lambda: svc.log(since="99999999d"), "since")):
        with pytest.raises(InvalidInput, match=f"Invalid {name}"):
            call()
    assert svc.search("예산", since="2025-01-01", until="2099-12-31") and svc.log(since="7d")


def test_an_id_at_a_version_names_that_version_and_an_edit_through_it_is_optimistic(svc):
    a = svc.add(V1, occurred_at=at("2026-03-01T09:00:00Z")).memory_id
    assert svc.get(f"{a}@v1").id == a                      # the current version's own name, at version 1
    svc.update(a, content=V2, version=1)                   # ``version`` as REST, MCP and the CLI call it
    assert svc.update(f"{a}@v2", importance=0.8).importance == 0.8  # an edit through the current version's name
    assert svc.get(f"{a}@v2").version == 2 and svc.resolve(f"{a}@v1")[1].version == 1
    with pytest.raises(NotFound, match=f"{a} has no version 3"):  # not "No memory with id …" (the walk)
        svc.get(f"{a}@v3")
    with pytest.raises(Conflict):                          # an edit through v1's id read v1: it moved on
        svc.update(f"{a}@v1", importance=0.9)
    with pytest.raises(InvalidInput, match="Nothing to update"):
        svc.update(a)


def test_content_of_only_invisible_characters_is_refused_on_add_and_edit(svc):
    """Zero-width and direction marks alone show nothing: an agent's such write was quarantined, a person's
    stored, and an edit to it raised pydantic's own error (a 500 over REST)."""
    blank = "\u200b\u200c \u200d\ufeff\u2060"
    for call in (lambda: svc.add(blank), lambda: svc.write(blank, caller=Caller.AGENT, user_id="u", source="mcp")):
        with pytest.raises(InvalidInput, match="only invisible characters"):
            call()
    mid = svc.add(OTHER).memory_id
    with pytest.raises(InvalidInput, match="only invisible characters"):
        svc.update(mid, content=blank)
    assert svc.add("\u200b" + OTHER.replace("weekly", "Weekly")).decision is not None  # visible text is kept


def test_the_chain_a_deletion_request_takes_stops_at_a_decision_it_does_not_name(svc):
    """A supersession can be wrong; a request that names nothing of the replaced decision leaves it to stand
    again (as a delete by id does) instead of taking another matter with it (a review)."""
    from support import NETLIFY, VERCEL, decide

    a = decide(svc, VERCEL, "2026-02-03T10:00:00Z")
    b = decide(svc, NETLIFY, "2026-02-24T14:40:00Z")
    r = svc.add("Please forget the Netlify quote change of plan (3x)", user_id="team")
    assert r.decision is Operation.DELETE and r.target_memory_id == b.memory_id, r.reason
    assert svc.get(a.memory_id).status is MemoryStatus.ACTIVE and r.related_memory_ids == []
