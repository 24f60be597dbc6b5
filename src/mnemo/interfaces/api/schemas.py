"""Request bodies of the REST API. Unknown fields are refused (a typo must not be silently ignored), and the
user and team never come from a body: they come from the API key.

Limits here only keep garbage out cheaply (a 1 MB tag list, k = 10^9); what a good memory is (length,
tags, duplicates) is the write gate's business and is answered by it.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, model_validator

from mnemo.domain.queries import checked_metadata_filter


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)

    @model_validator(mode="before")
    @classmethod
    def _finite_numbers_only(cls, data: Any) -> Any:
        """NaN/Infinity (which Python's JSON parser accepts) cannot be stored or sent back as JSON."""
        try:
            json.dumps(data, allow_nan=False)
        except ValueError:
            raise ValueError("numbers must be finite (no NaN or Infinity)") from None
        except TypeError:
            pass  # not plain JSON data: the field validators will say what is wrong
        if isinstance(data, dict):  # a count or a version is a number: true is not 1, "5" is not 5
            for name in ("k", "max_tokens", "version"):
                if isinstance(data.get(name), (bool, str)):
                    raise ValueError(f"{name} must be a whole number, not {json.dumps(data[name])}")
        return data


class ChatMessage(BaseModel):
    """One message of a chat transcript as OpenAI-style APIs write it; other keys (``tool_call_id``,
    ``tool_calls``, ``name``) are the transcript's and ignored, and only a user's text is read."""

    model_config = ConfigDict(extra="ignore")
    role: Literal["user", "assistant", "system", "tool"]
    content: Any = None


class CreateMemory(_Body):
    content: str | None = Field(default=None, min_length=1, max_length=100_000, description="What to remember: "
                                "what, why, outcome (at least 80 characters; shorter content is rejected with "
                                "what is missing). Or send `messages` instead.")
    infer: bool = Field(default=True, description="With messages: false keeps every message as written "
                        "(mem0's infer=False) instead of what is worth keeping.")
    messages: list[ChatMessage] | None = Field(
        default=None, min_length=1, max_length=500, description="A conversation (mem0's add(messages)): what the "
        "user's messages say that is worth keeping (decisions, lasting facts and preferences, what they ask to be "
        "remembered) is written, one memory each; the answer lists every write under `results`.")
    title: str | None = Field(default=None, max_length=500)
    type: str | None = Field(default=None, max_length=100, description="e.g. decision, project, fix, preference")
    tags: list[str] | None = Field(default=None, max_length=64, description="Normalized by the server (3-8 kept).")
    source: str | None = Field(default=None, max_length=200, description="Where it came from (agent name, tool).")
    importance: float | None = Field(default=None, ge=0.0, le=1.0)
    metadata: dict[str, Any] | None = None
    at: str | None = Field(default=None, max_length=100, description="When it happened (ISO-8601, '2025년 1월 15일 "
                                                                    "오후 2시', 'January 15, 2025'); default now.")
    visibility: Literal["private", "team"] = Field(
        default="private", description="private (the key's user only) or team (every member of the key's team).")
    agent_id: str | None = Field(default=None, min_length=1, max_length=200,
                                 description="mem0's agent scope: the agent that writes it. Consolidation compares "
                                             "it only with memories of the same agent and run.")
    run_id: str | None = Field(default=None, min_length=1, max_length=200,
                               description="mem0's run scope: the session or task it belongs to.")
    source_type: Literal["user_input", "bootstrapped", "tool_output", "realtime"] | None = Field(
        default=None, description="How it was obtained; decides which side wins a conflict (default user_input).")
    by: Literal["agent", "person"] = Field(
        default="agent", description="Who wrote it: agent (the gate applies: density, merges into a recent "
        "near-duplicate, tag normalization) or person (typed by a person, e.g. `mnemo add` against this server: "
        "kept as written, however short). The injection screen is the same for both.")

    @model_validator(mode="after")
    def _content_or_messages(self) -> CreateMemory:
        if (self.content is None) == (self.messages is None):
            raise ValueError("send either content (one memory) or messages (a conversation), not both or neither")
        if self.messages is None and self.infer is not True:
            raise ValueError("infer applies to messages: send messages, or leave infer out")
        if self.messages is not None:
            given = [name for name in ("title", "type", "tags", "importance") if getattr(self, name) is not None]
            if given or self.by == "person":
                raise ValueError(f"{(given or ['by'])[0]} describes one memory; with messages each kept sentence "
                                 "is its own memory: send it without that field")
        return self


class SmartWrite(_Body):
    title: str = Field(min_length=1, max_length=500)
    content: str = Field(min_length=1, max_length=100_000)
    type: str | None = Field(default=None, max_length=100)
    tags: list[str] | None = Field(default=None, max_length=64)
    session_hint: str | None = Field(default=None, max_length=500,
                                     description="A stable id of the task/session, e.g. 2026-02-21-cli-auth.")
    intent: Literal["new", "continue", "auto"] = "auto"
    visibility: Literal["private", "team"] = Field(
        default="private", description="private (the key's user only) or team (every member of the key's team).")


class UpdateMemory(_Body):
    by: Literal["agent", "person"] = Field(
        default="agent", description="Who edits it: agent (a content edit is held to the gate's density rule) or "
        "person (e.g. `mnemo update` against this server: kept as written). The injection screen is the same.")
    content: str | None = Field(default=None, min_length=1, max_length=100_000)
    title: str | None = Field(default=None, max_length=500)
    tags: list[str] | None = Field(default=None, max_length=64)
    type: str | None = Field(default=None, max_length=100)
    importance: float | None = Field(default=None, ge=0.0, le=1.0)
    metadata: dict[str, Any] | None = None
    version: int | None = Field(default=None, ge=1, description="The version you read (or send If-Match): "
                                "409 with the current version when the memory has moved on.")


class Forget(_Body):
    reason: str | None = Field(default=None, max_length=1000)


class _Filters(_Body):
    recipe: str | None = Field(default=None, max_length=50, description="default | recent | graph | keyword | history")
    source: str | None = Field(default=None, max_length=200)
    since: str | None = Field(default=None, max_length=100, description="ISO-8601, '2025년 1월 15일', '7d' ...")
    until: str | None = Field(default=None, max_length=100)
    zone: str | None = Field(default=None, max_length=64,
                             description="The asker's time zone (Asia/Seoul, +09:00): 'last week' in the question "
                                         "and dates without an offset are read in it. Default UTC.")
    agent_id: str | None = Field(default=None, min_length=1, max_length=200, description="Only this agent's memories.")
    run_id: str | None = Field(default=None, min_length=1, max_length=200, description="Only this run's memories.")
    tags: list[str] | None = Field(default=None, max_length=20, description="Only memories with every one of these tags.")
    metadata: Annotated[dict[str, str | int | float | bool | None] | None, BeforeValidator(checked_metadata_filter)] = Field(
        default=None, max_length=20, description='Only memories whose metadata holds each value, e.g. {"project": "atlas"}.')

    def narrowing(self) -> dict[str, Any]:
        """The mem0-style scopes and filters, as the service takes them."""
        return {"agent_id": self.agent_id, "run_id": self.run_id, "tags": self.tags, "metadata": self.metadata}


class Search(_Filters):
    query: str = Field(min_length=1, max_length=10_000)
    k: int = Field(default=10, ge=1, le=100)
    type: str | None = Field(default=None, max_length=100, description="Only this category / decision type.")
    status: Literal["active", "superseded"] | None = None
    hops: int | None = Field(default=None, ge=0, le=3)


class Context(_Filters):
    query: str = Field(min_length=1, max_length=10_000)
    max_tokens: int = Field(default=4000, ge=1, le=200_000)


class Ask(_Body):
    question: str = Field(min_length=1, max_length=2000, description="A person's question, in any language.")
    use_llm: bool = Field(default=True, description="With an LLM configured, a written answer citing the sources "
                                                    "(checked against them); false: the standing decision itself.")
    zone: str | None = Field(default=None, max_length=64,
                             description="The asker's time zone (Asia/Seoul, +09:00): 'last week' in the question "
                                         "and dates without an offset are read in it. Default UTC.")


class ResolveConflict(_Body):
    keep: Literal["existing", "incoming"] = Field(description="existing: the current value stays; incoming: the "
                                                  "incoming value becomes current (a new memory version, or the "
                                                  "person's organization).")
    reason: str | None = Field(default=None, max_length=1000, description="Why (kept in the decision log).")
