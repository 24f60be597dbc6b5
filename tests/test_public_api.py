"""The public Python API a user imports: what ``import mnemo`` offers, the one write entry, its result."""

from __future__ import annotations

import inspect
from importlib import resources

import mnemo
from mnemo.service import MemoryService


def test_every_public_name_imports():
    for name in mnemo.__all__:
        assert getattr(mnemo, name) is not None, name


def test_the_package_is_typed():
    assert (resources.files("mnemo") / "py.typed").is_file()


def test_one_write_entry_with_a_caller_and_one_result_type():
    write = inspect.signature(MemoryService.write)
    assert "caller" in write.parameters and write.parameters["caller"].default is mnemo.Caller.PERSON
    for name in ("write", "write_many", "add", "add_many", "delete"):
        annotation = str(inspect.signature(getattr(MemoryService, name)).return_annotation)
        assert "WriteResult" in annotation, (name, annotation)
    assert not hasattr(MemoryService, "create_memory") and not hasattr(MemoryService, "smart_write")


def test_a_person_and_an_agent_write_through_the_same_call(svc):
    short = "We chose Postgres."  # a person means it; an agent must say why and what came of it
    assert svc.write(short).action is mnemo.WriteAction.CREATED
    refused = None
    try:
        svc.write("Chose Redis.", caller="agent")
    except mnemo.MnemoError as exc:
        refused = exc
    assert refused is not None and refused.code == "content_too_thin"
    assert refused.outcome.action is mnemo.WriteAction.REJECTED


def test_a_batch_takes_the_fields_a_single_write_takes(svc):
    """``add_many(texts, user_id=...)`` as ``add(text, user_id=...)``: a walk found a raw TypeError. A field
    no write takes is refused once, before anything is written, not item by item."""
    import pytest

    from mnemo.errors import InvalidInput

    results = svc.add_many(["Decision: the marketing site is hosted on Netlify from March onwards.",
                            "결정: 2분기 채용 예산은 4만 달러로 확정합니다."], user_id="alice", source="notes")
    stored = [svc.get(r.memory_id, user_id="alice") for r in results]
    assert [m.user_id for m in stored] == ["alice", "alice"] and {m.source for m in stored} == {"notes"}
    before = svc.store.count_memories()
    with pytest.raises(InvalidInput, match="Unknown field 'usr'"):
        svc.add_many(["Decision: the office moves to the fifth floor in May."], usr="alice")
    assert svc.store.count_memories() == before
