"""The HTTP providers against a real local server (no mocks): what goes over the wire, retries, fallbacks
and the error messages a user sees when a server misbehaves.

The fake server is an ``http.server.ThreadingHTTPServer`` on 127.0.0.1:0. Each test scripts its replies
(status, headers, body, delay) and afterwards inspects the requests the server actually received.
"""

from __future__ import annotations

import json
import math
import socket
import time
from typing import Any, Callable, Literal

import numpy as np
import pytest

from mnemo.errors import ProviderError
from mnemo.providers.embedders.openai_embeddings import OpenAICompatEmbedder
from pydantic import BaseModel

from mnemo.providers.llms.openai_chat import OpenAICompatLLM, wire_schema


class Verdict(BaseModel):
    """A response model as a prompt module declares one."""

    label: Literal["a", "b"]
    score: float


SCHEMA = Verdict
WIRE = {"type": "object", "properties": {"label": {"enum": ["a", "b"], "type": "string"}, "score": {"type": "number"}},
        "required": ["label", "score"], "additionalProperties": False}
GOOD = Verdict(label="a", score=0.5)


# --------------------------------------------------------------------------- fake server


from fake_server import FakeServer, Reply, chat  # noqa: E402


def embeddings(vector_for: Callable[[str], list[float]], order: Callable[[list], list] = lambda items: items) -> Reply:
    """A reply computed from the request: one vector per input, items possibly shuffled by ``order``."""
    def body(request: dict) -> dict:
        items = [{"object": "embedding", "index": i, "embedding": vector_for(t)} for i, t in enumerate(request["input"])]
        return {"object": "list", "data": order(items), "model": request["model"]}
    return Reply(body=body)


def llm(server: FakeServer, **kw: Any) -> OpenAICompatLLM:
    kw.setdefault("backoff", 0.01)
    return OpenAICompatLLM(server.url, "test-model", **kw)


# --------------------------------------------------------------------------- LLM


def test_json_schema_round_trip_sends_the_openai_request(server):
    server.script(chat(GOOD.model_dump_json()))
    model = OpenAICompatLLM(server.url + "/", "test-model", api_key="sk-test-key")  # trailing slash tolerated

    assert model.complete("be terse", "classify this", SCHEMA, name="verdict") == GOOD

    [seen] = server.requests
    assert seen.path == "/v1/chat/completions"
    assert seen.headers["authorization"] == "Bearer sk-test-key"
    assert seen.json["model"] == "test-model" and model.model_id == "test-model"
    assert seen.json["temperature"] == 0
    assert seen.json["response_format"] == {
        "type": "json_schema", "json_schema": {"name": "verdict", "schema": WIRE, "strict": True}}
    assert seen.json["messages"] == [{"role": "system", "content": "be terse"},
                                     {"role": "user", "content": "classify this"}]


def test_no_authorization_header_without_a_key(server):
    server.script(chat(GOOD.model_dump_json()))
    llm(server).complete("s", "u", SCHEMA)
    assert "authorization" not in server.requests[0].headers


def test_fenced_json_is_parsed(server):
    # The braces in the prose would derail a naive "first { to last }" extraction: the fence must win.
    server.script(chat('Format {label, score}:\n```json\n{"label": "b", "score": 1}\n```\nDone {ok}.'))
    assert llm(server).complete("s", "u", SCHEMA) == Verdict(label="b", score=1)
    assert len(server.requests) == 1


def test_503_is_retried_then_succeeds(server):
    server.script(Reply(503, {"error": {"message": "model is loading"}}), chat(GOOD.model_dump_json()))
    assert llm(server).complete("s", "u", SCHEMA) == GOOD
    assert len(server.requests) == 2


def test_429_honours_retry_after_zero(server):
    server.script(Reply(429, {"error": "slow down"}, headers={"Retry-After": "0"}), chat(GOOD.model_dump_json()))
    started = time.monotonic()
    # A 5 s backoff would be used if Retry-After were ignored, so the elapsed time proves it was honoured.
    assert llm(server, backoff=5.0).complete("s", "u", SCHEMA) == GOOD
    assert time.monotonic() - started < 1.0
    assert len(server.requests) == 2


def test_401_names_the_api_key_but_never_echoes_it(server):
    key = "sk-very-secret-123"
    server.script(Reply(401, {"error": {"message": f"Incorrect API key provided: {key}"}}))
    with pytest.raises(ProviderError) as info:
        llm(server, api_key=key).complete("s", "u", SCHEMA)
    text = str(info.value)
    assert "401" in text and "API key" in text and server.url in text
    assert key not in text and key not in info.value.what and key not in info.value.fix
    assert len(server.requests) == 1  # a 4xx other than 429 is not retried
    assert key not in repr(llm(server, api_key=key))


def test_timeout_is_reported_with_the_fix(server):
    server.script(Reply(body=GOOD, delay=0.8))
    started = time.monotonic()
    with pytest.raises(ProviderError) as info:
        llm(server, timeout=0.3, retries=0).complete("s", "u", SCHEMA)
    assert time.monotonic() - started < 0.75
    assert "did not answer within 0.3 s" in str(info.value) and "timeout" in info.value.fix.lower()
    assert len(server.requests) == 1


def test_json_object_fallback_after_400_about_response_format_is_remembered(server):
    server.script(Reply(400, {"error": {"message": "Unsupported value: response_format.type 'json_schema'"}}),
                  chat(GOOD.model_dump_json()), chat(GOOD.model_dump_json()))
    model = llm(server)
    assert model.complete("s", "u", SCHEMA) == GOOD
    assert model.complete("s", "u", SCHEMA) == GOOD

    formats = [r.json["response_format"]["type"] for r in server.requests]
    assert formats == ["json_schema", "json_object", "json_object"]  # the 2nd call went straight to json_object
    assert model.json_mode == "json_object"
    assert '"required": ["label", "score"]' in server.requests[1].json["messages"][0]["content"]


def test_other_400s_do_not_trigger_the_fallback(server):
    server.script(Reply(400, {"error": {"message": "context length exceeded"}}))
    model = llm(server)
    with pytest.raises(ProviderError, match="context length exceeded"):
        model.complete("s", "u", SCHEMA)
    assert len(server.requests) == 1 and model.json_mode == "json_schema"


def test_invalid_json_twice_raises_with_an_excerpt(server):
    server.script(chat("I think the label is a"), chat("label: a, score: high"))
    with pytest.raises(ProviderError) as info:
        llm(server).complete("s", "u", SCHEMA)
    assert "invalid JSON" in str(info.value) and "label: a, score: high" in str(info.value)
    assert len(server.requests) == 2
    retry = server.requests[1].json["messages"]
    assert retry[2] == {"role": "assistant", "content": "I think the label is a"} and "invalid" in retry[3]["content"]


def test_schema_mismatch_is_retried_then_raises(server):
    server.script(chat('{"label": "a"}'), chat('{"label": "a"}'))
    with pytest.raises(ProviderError, match=r"\$ is missing required key score"):
        llm(server).complete("s", "u", SCHEMA)
    assert len(server.requests) == 2


def test_schema_mismatch_then_a_good_answer_succeeds(server):
    server.script(chat('{"label": "zzz", "score": 1}'), chat(GOOD.model_dump_json()))
    assert llm(server).complete("s", "u", SCHEMA) == GOOD
    assert "$.label: Input should be 'a' or 'b'" in server.requests[1].json["messages"][3]["content"]  # fed back


class Kind(BaseModel):
    kind: Literal["x"]
    note: str = ""


class Nested(BaseModel):
    """Docstrings are for developers: they stay out of the wire schema."""

    items: list[Kind]
    n: int | None = None
    title: str = "a field may be called title"


@pytest.mark.parametrize(("value", "problem"), [
    ({"items": [{"kind": "x"}]}, None),
    ({"items": [{"kind": "x", "extra": 1}], "other": 2}, None),  # extra keys are ignored, not fatal
    ({"items": [{"kind": "y"}]}, "$.items[0].kind: Input should be 'x'"),
    ({"items": [{}]}, "$.items[0] is missing required key kind"),
    ({"items": {"kind": "x"}}, "$.items: Input should be a valid list"),
    ({"items": [], "n": True}, None),  # pydantic reads true as 1 where an integer is asked for
    ({"items": [], "n": 2.5}, "$.n: Input should be a valid integer"),
    ([1, 2], "the top level is not an object"),
])
def test_validation_problems_name_the_place_in_the_answer(server, value, problem):
    server.script(chat(json.dumps(value)), chat(json.dumps({"items": []})))
    got = llm(server).complete("s", "u", Nested)
    if problem is None:
        assert got == Nested.model_validate(value) and len(server.requests) == 1
    else:  # the problem is fed back and the second answer taken
        assert got == Nested(items=[]) and len(server.requests) == 2
        assert problem in server.requests[1].json["messages"][3]["content"]


def test_the_wire_schema_is_strict_mode_shaped():
    """Every object closed and fully required, refs inlined, no titles, defaults or class docstrings:
    the form OpenAI's strict json_schema mode accepts (others accept it too)."""
    schema = wire_schema(Nested)
    assert schema == {
        "type": "object", "additionalProperties": False, "required": ["items", "n", "title"],
        "properties": {
            "items": {"type": "array", "items": {
                "type": "object", "additionalProperties": False, "required": ["kind", "note"],
                "properties": {"kind": {"const": "x", "type": "string"}, "note": {"type": "string"}}}},
            "n": {"anyOf": [{"type": "integer"}, {"type": "null"}]},
            "title": {"type": "string"}}}
    assert "$defs" not in json.dumps(schema) and "description" not in json.dumps(schema)


def _objects(node: Any) -> list[dict]:
    if isinstance(node, list):
        return [o for x in node for o in _objects(x)]
    if not isinstance(node, dict):
        return []
    here = [node] if "properties" in node else []
    return here + [o for k, v in node.items() for o in _objects(v if k != "properties" else list(v.values()))]


@pytest.mark.parametrize("module, model", [("decompose_memory", "Answer"), ("extract_decisions", "Answer"),
                                           ("judge_context", "Judgment"), ("reconstruct_note", "Note")])
def test_every_prompts_response_model_gives_a_strict_schema(module, model):
    import importlib

    schema = wire_schema(getattr(importlib.import_module(f"mnemo.prompts.{module}"), model))
    objects = _objects(schema)
    assert objects and objects[0] is schema and schema["type"] == "object"
    for obj in objects:
        assert obj["additionalProperties"] is False and obj["required"] == list(obj["properties"])
    text = json.dumps(schema)
    assert "$ref" not in text and '"default"' not in text


# --------------------------------------------------------------------------- embeddings


def test_embeddings_are_reordered_by_index_and_normalized(server):
    vectors = {"a": [3.0, 4.0, 0.0], "b": [0.0, 0.0, 2.0], "c": [1.0, 1.0, 1.0]}
    server.script(embeddings(vectors.__getitem__, order=lambda items: items[::-1]))
    emb = OpenAICompatEmbedder(server.url, "nomic", api_key="k")

    out = emb.embed(["a", "b", "c"])

    assert out.dtype == np.float32 and out.shape == (3, 3) and emb.dim == 3
    assert emb.model_id == "openai-compat:nomic"
    np.testing.assert_allclose(np.linalg.norm(out, axis=1), 1.0, atol=1e-6)
    np.testing.assert_allclose(out[0], [0.6, 0.8, 0.0], atol=1e-6)
    np.testing.assert_allclose(out[1], [0.0, 0.0, 1.0], atol=1e-6)
    seen = server.requests[0]
    assert seen.path == "/v1/embeddings" and seen.json == {"model": "nomic", "input": ["a", "b", "c"]}
    assert seen.headers["authorization"] == "Bearer k"


def test_embeddings_are_batched(server):
    texts = [f"t{i}" for i in range(7)]
    server.script(*[embeddings(lambda t: [float(t[1:]) + 1, 1.0])] * 3)
    out = OpenAICompatEmbedder(server.url, "m", batch_size=3).embed_query(texts)

    assert len(server.requests) == math.ceil(7 / 3)
    assert [len(r.json["input"]) for r in server.requests] == [3, 3, 1]
    expected = np.array([[i + 1, 1.0] for i in range(7)])
    np.testing.assert_allclose(out, expected / np.linalg.norm(expected, axis=1, keepdims=True), atol=1e-6)


def test_wrong_dimension_raises(server):
    server.script(embeddings(lambda t: [1.0, 2.0, 3.0]))
    with pytest.raises(ProviderError, match="3-dimensional vectors, expected 4"):
        OpenAICompatEmbedder(server.url, "m", dim=4).embed(["x"])


def test_wrong_count_raises(server):
    server.script(embeddings(lambda t: [1.0, 0.0], order=lambda items: items[:1]))
    with pytest.raises(ProviderError, match="returned 1 embeddings for 2 inputs"):
        OpenAICompatEmbedder(server.url, "m").embed(["x", "y"])


def test_empty_input_makes_no_request(server):
    assert OpenAICompatEmbedder(server.url, "m", dim=5).embed([]).shape == (0, 5)
    assert OpenAICompatEmbedder(server.url, "m").embed([]).shape == (0, 0)
    assert server.requests == []


def test_connection_refused_raises():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # closed when the block ends: nothing listens there
    emb = OpenAICompatEmbedder(f"http://127.0.0.1:{port}/v1", "m", retries=1, backoff=0.01)
    with pytest.raises(ProviderError) as info:
        emb.embed(["x"])
    assert f"127.0.0.1:{port}" in str(info.value) and "running" in info.value.fix
    assert "2 attempts" in str(info.value)


def test_a_store_opens_and_reads_while_its_embedding_server_is_down(tmp_path):
    """A walk: with the embedding server down every command failed at open (the dimension probe), list,
    delete and forget included. Reads and deletions need no embedding; a write still says what is wrong."""
    import socket

    from mnemo.config import EmbedderSettings, Settings
    from mnemo.errors import ProviderError
    from mnemo.service import MemoryService

    db = str(tmp_path / "down.db")
    with MemoryService.open(Settings(db=db)) as svc:  # written with the bundled model first
        kept = svc.add("The Orbit launch is set for May 4 after the security review.").memory_id
        gone = svc.add("Lunch on Fridays is pizza from the corner place.").memory_id
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # nothing listens here once the socket is closed
    down = Settings(db=db, embedder=EmbedderSettings(provider="openai", url=f"http://127.0.0.1:{port}/v1",
                                                     model="m", timeout=2))
    with MemoryService.open(down) as svc:
        assert svc.list_memories()[1] == 2 and svc.get(kept).content.startswith("The Orbit launch")
        svc.delete(gone)
        assert [m.id for m in svc.list_memories()[0]] == [kept]
        with pytest.raises(ProviderError, match="embedding"):
            svc.add("The Orbit launch moves to May 11.")
