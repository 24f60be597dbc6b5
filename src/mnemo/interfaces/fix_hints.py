"""An error's fix in the words of the interface that shows it.

The service's errors name their fix as a person at the CLI would apply it ("List ids with `mnemo search`",
"See its versions with `mnemo history mem_…`"). Over REST or MCP that sends an agent to a command it cannot
run. Each interface rewrites the commands it has an equivalent for; the rest of the text is left as it is.
"""

from __future__ import annotations

import re
from collections.abc import Callable

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


def for_mcp(text: str) -> str:
    """``text`` with the CLI commands it names replaced by their MCP tools."""
    return _rewrite(text, lambda _, mcp: f"the tool {mcp}")
