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
