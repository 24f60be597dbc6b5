"""An error's fix in the words of the interface that shows it.

The service's errors name their fix as a person at the CLI would apply it ("List ids with `mnemo search`",
"See its versions with `mnemo history mem_…`"). Over REST or MCP that sends an agent to a command it cannot
run. Each interface rewrites the commands it has an equivalent for; the rest of the text is left as it is.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable

from mnemo.errors import DatabaseBusy, MnemoError, StorageError

log = logging.getLogger("mnemo.api")

_ID = r"(?P<id>[A-Za-z0-9_@.:-]+)"

#: (the CLI command as errors write it, its REST route, its MCP tool)
_EQUIVALENTS: list[tuple[str, str, str]] = [
    (r"mnemo search(?: '[^']*')?", "POST /api/v1/search", "search_memories"),
    (r"mnemo history ID\b", "GET /api/v1/memories/{id}/history", "memory_history"),  # before a real id's
    (rf"mnemo history {_ID}", r"GET /api/v1/memories/\g<id>/history", r"memory_history(memory_id='\g<id>')"),
    (r"mnemo delete ID\b", "DELETE /api/v1/memories/{id}", "delete_memory"),
    (rf"mnemo delete {_ID}", r"DELETE /api/v1/memories/\g<id>", r"delete_memory(memory_id='\g<id>')"),
    (r"mnemo log --decision delete", "GET /api/v1/decisions?decision=delete", "list_decisions(decision='delete')"),
    (r"mnemo log", "GET /api/v1/decisions", "list_decisions"),
    (r"mnemo conflicts", "GET /api/v1/conflicts", "list_conflicts"),
    (r"mnemo decisions --status all", "GET /api/v1/register?status=all", "decision_register(status='all')"),
]
# "on the server: mnemo …" is the operator's command, which no key has an equivalent of: left as written
_PATTERNS = [(re.compile(rf"(?<!on the server: )(?<!on the server: `)`?{cli}`?"), rest, mcp)
             for cli, rest, mcp in _EQUIVALENTS]


def _rewrite(text: str, pick: Callable[[str, str], str]) -> str:
    for pattern, rest, mcp in _PATTERNS:
        template = pick(rest, mcp)
        text = pattern.sub(lambda m: m.expand(template), text)
    return text


def for_rest(text: str) -> str:
    """``text`` with the CLI commands it names replaced by their REST routes."""
    return _rewrite(text, lambda rest, _: f"`{rest}`")


#: The REST routes ``for_rest`` writes, back as the CLI commands they stand for (the CLI talking to a team
#: server shows the server's errors, whose fixes the server wrote for a REST caller); read off the table
#: above: a route with its id as a pattern, a command without its optional parts.
_BACK_TO_CLI = [(re.compile("`" + re.escape(rest).replace(re.escape(r"\g<id>"), _ID) + "`"),
                 re.sub(r"\(\?:.*?\)\?", "", cli).replace(r"\b", "").replace(_ID, r"\g<id>"))
                for cli, rest, _ in _EQUIVALENTS]


def for_cli(text: str) -> str:
    """``text`` with the REST routes a server put in it (``for_rest``) as the CLI commands they stand for."""
    for pattern, command in _BACK_TO_CLI:
        text = pattern.sub(lambda m: "`" + m.expand(command) + "`", text)
    return text


def for_mcp(text: str) -> str:
    """``text`` with the CLI commands it names replaced by their MCP tools."""
    return _rewrite(text, lambda _, mcp: f"the tool {mcp}")


def as_a_remote_caller_sees(exc: MnemoError) -> MnemoError:
    """``exc`` as a caller over the network may see it. A storage failure's own text names the server's
    database (its URL with the role and database name, a socket or file path) and a fix only the operator
    can apply ("fix the host and port in --db"): a key holder gets a plain one, and the operator finds the
    details in the server's log, written here. Every other error is the caller's to fix and is kept."""
    if not isinstance(exc, StorageError):
        return exc
    log.warning("Answered a storage failure to a caller: %s", exc.message)
    if isinstance(exc, DatabaseBusy):
        return DatabaseBusy("The server's database is busy with other writes", "Retry in a moment")
    return StorageError("The server's database failed or cannot be reached",
                        "Retry in a moment; if it persists, tell the server's administrator (its log has the details)")
