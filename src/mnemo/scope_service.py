"""``MemoryService``'s calls as mem0 names them: ``get_all`` and ``delete_all`` of a user, a team, or (narrowed
by mem0's ``agent_id`` / ``run_id`` and by ``tags`` / ``metadata``) a part of one; and ``add_messages``, a
conversation's messages in, what is worth keeping out. Kept apart so ``service.py`` stays under 800 lines;
they go through the service's own ``list_memories``, ``delete`` and ``write``, so they see, change and
write exactly what those do (``docs/agents.md``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from mnemo.errors import InvalidInput

if TYPE_CHECKING:
    from mnemo.domain.access import Reader
    from mnemo.domain.models import Memory
    from mnemo.write.consolidate import WriteResult


#: What ``add_messages`` takes: roles as chat APIs name them, how many messages one call may hold, and how
#: many memories one call may write (each is an embedding and a commit: a pasted log would be thousands).
ROLES = ("user", "assistant", "system", "tool")
MAX_MESSAGES = 500
MAX_KEPT = 100


def chat_messages(messages: Any) -> list[tuple[int, str, str]]:
    """``messages`` (a list of ``{"role", "content"}``, or one text: a user's message) as (position, role,
    content) for those with text; ``InvalidInput`` names the first thing to fix."""
    if isinstance(messages, str):
        messages = [{"role": "user", "content": messages}]
    if not isinstance(messages, (list, tuple)) or not messages or len(messages) > MAX_MESSAGES:
        raise InvalidInput(f"messages must be a list of 1 to {MAX_MESSAGES} chat messages",
                           'Pass [{"role": "user", "content": "…"}, …], or the text of one message')
    out = []
    for i, m in enumerate(messages):  # other keys (tool_call_id, tool_calls, name) are a transcript's: ignored
        if not isinstance(m, dict):
            raise InvalidInput(f"messages[{i}] is not a chat message", 'Write each as {"role": "user", "content": "…"}')
        role, content = m.get("role"), m.get("content")
        if role not in ROLES:
            raise InvalidInput(f"messages[{i}] has role {role!r}", f"Use one of: {', '.join(ROLES)}")
        if role != "user" and not isinstance(content, str):
            continue  # an assistant's tool call (content null), parts of an image…: nothing the user said
        if not isinstance(content, str) or not content.strip() or len(content) > 100_000:
            raise InvalidInput(f"messages[{i}] has no text content (or over 100,000 characters)",
                               "Give each user message its text as content")
        out.append((i, role, content))
    return out


class ScopeMethods:
    reader: Callable[..., Reader]  # MemoryService's own
    list_memories: Callable[..., tuple[list[Memory], int]]
    delete: Callable[..., WriteResult]
    write: Callable[..., WriteResult]

    def add_messages(self, messages: Any, *, user_id: str | None = None, agent_id: str | None = None,
                     run_id: str | None = None, metadata: dict[str, Any] | None = None,
                     reader: Reader | None = None, infer: bool = True, **fields: Any) -> list[WriteResult]:
        """mem0's ``add(messages)``: keep what a conversation says that is worth keeping, one write each.

        From each message of the user (an assistant's, a system's or a tool's words are not the user's):
        each sentence that states a lasting fact or preference about the user or that they ask to be
        remembered (``ingest/extract/chat_facts.py``), and the decisions and plans the extractor finds in
        the other statements (not in questions, requests, passing states or a bare "ok thanks"). Each is written as a person's note (no agents' gate: "I'm
        vegetarian" is short and worth keeping; the injection screen still refuses), in the write's scope
        (``agent_id``, ``run_id``), with ``metadata`` and the message's index. A refused one is answered
        ``rejected`` and the others are still written; nothing worth keeping answers an empty list.
        ``infer=False`` (mem0's) keeps every message as written instead, whoever said it (its role in the
        metadata)."""
        from mnemo.domain.write_policy import Caller
        from mnemo.errors import GateRejected
        from mnemo.ingest.extract.chat_facts import keeps, may_decide, sentences
        from mnemo.ingest.extract.drafts import draft_for
        from mnemo.ingest.extract.rules import RuleExtractor
        from mnemo.write.validate import FIELDS

        pairs = chat_messages(messages)
        if metadata is not None and not isinstance(metadata, dict):
            raise InvalidInput("metadata must be an object", 'Pass metadata as {"key": value}')
        if not isinstance(infer, bool):
            raise InvalidInput(f"infer must be true or false, not {infer!r}", "Pass infer=True or infer=False")
        unknown = sorted(set(fields) - (FIELDS | {"visibility"}) | set(fields) & {"content", "caller", "dry_run"})
        if unknown:  # before anything is written, not at the first kept sentence
            raise InvalidInput(f"add_messages takes no {unknown[0]!r}", "Pass the conversation as messages, and only "
                               "the fields every kept memory shares (agent_id, run_id, metadata, source, team_id…)")
        rules = RuleExtractor()  # not an LLM extractor: one request per sentence would be the price
        scope = {k: v for k, v in (("agent_id", agent_id), ("run_id", run_id)) if v is not None}
        planned: list[tuple[Any, dict[str, Any]]] = []
        for i, role, content in pairs:
            if role != "user" and infer:
                continue
            meta = {**(metadata or {}), "chat_message": i}
            writes: list[tuple[Any, dict[str, Any]]] = []
            if not infer:
                writes.append((content, {"metadata": {**meta, "chat_role": role}}))
            for sentence in sentences(content) if infer else []:
                if keeps(sentence):
                    writes.append((sentence, {"metadata": meta}))
                    continue
                for f in (rules.extract(sentence) if may_decide(sentence) else []):
                    d = draft_for(f, None, user_id=user_id or "default", team_id=None)
                    writes.append((d.content, {"title": d.title, "category": d.category, "keywords": d.keywords,
                                               "importance": d.importance, "metadata": {**d.metadata, **meta}}))
            planned += writes
        if len(planned) > MAX_KEPT:
            raise InvalidInput(f"These messages hold {len(planned)} things worth keeping; one call writes at most "
                               f"{MAX_KEPT}", "Send the conversation in parts")
        out: list[WriteResult] = []
        given = {**fields, "source": fields.get("source") or "chat", **scope}
        for text, extra in planned:
            try:  # what the extractor found (title, category…) wins over the call's fields for its finding
                out.append(self.write(text, caller=Caller.MEMBER, user_id=user_id, reader=reader, **{**given, **extra}))
            except GateRejected as exc:
                out.append(_refused(exc))
        return out

    def get_all(self, *, user_id: str | None = None, team_id: str | None = None, status: str | None = None,
                reader: Reader | None = None, agent_id: str | None = None, run_id: str | None = None,
                tags: Sequence[str] | None = None, metadata: dict[str, Any] | None = None) -> list[Memory]:
        """Every memory of the scope (mem0's ``get_all``): the active ones unless ``status`` says otherwise,
        narrowed to an agent, a run, tags (all of them) or metadata values when given."""
        out: list[Memory] = []
        while True:
            page, total = self.list_memories(user_id=user_id, team_id=team_id, status=status, limit=500,
                                             offset=len(out), reader=reader, agent_id=agent_id, run_id=run_id,
                                             tags=tags, metadata=metadata)
            out += page
            if not page or len(out) >= total:
                return out

    def delete_all(self, *, confirm: bool = False, reason: str | None = None, user_id: str | None = None,
                   team_id: str | None = None, reader: Reader | None = None, agent_id: str | None = None,
                   run_id: str | None = None, tags: Sequence[str] | None = None,
                   metadata: dict[str, Any] | None = None) -> dict[str, Any]:
        """Soft-delete every active memory of the scope (mem0's ``delete_all``; narrowed as ``get_all``), one
        logged delete each, and say which. A team's shared memories go only with a team admin's key: a member
        clearing their own memories took the team's decisions they had written with them (the team walk). The
        others the caller may not delete are counted, not touched."""
        from mnemo.errors import Forbidden

        if not confirm:
            raise InvalidInput("delete_all removes every memory of the scope", "Confirm it: confirm=True in Python, ?confirm=true over REST, --yes in the CLI")
        who, deleted, refused = self.reader(user_id, team_id if reader is None else None, reader=reader), [], 0
        for m in self.get_all(user_id=user_id, team_id=team_id, reader=reader, agent_id=agent_id, run_id=run_id,
                              tags=tags, metadata=metadata):
            try:
                if m.visibility == "team" and not (who.admin or who.local and team_id):  # the operator names it
                    raise Forbidden(f"{m.id} is the team's", "A team admin key deletes a team's memories")
                self.delete(m.id, reason=reason or "delete_all", user_id=user_id, team_id=team_id, reader=reader)
                deleted.append(m.id)
            except Forbidden:
                refused += 1
        return {"deleted": len(deleted), "memory_ids": deleted, "not_allowed": refused}


def _refused(exc: Exception) -> WriteResult:
    """A message sentence the injection screen refused, as the one result type."""
    from mnemo.domain.models import LogStatus, Operation, WriteAction, WriteResult

    outcome = getattr(exc, "outcome", None)
    if isinstance(outcome, WriteResult):
        return outcome
    return WriteResult(action=WriteAction.REJECTED, decision=Operation.CREATE, status=LogStatus.ERROR, reason=str(exc))
