"""One place that turns ``mnemo ingest SOURCE PATH`` into a connector, and says who may see what it reads.

Why here and not in the CLI: every interface (CLI, REST, MCP, Python) ingests through the service, and
the service needs one lookup that validates the source name and the path with a message that names the
fix. Connector modules are imported lazily, so a missing optional piece (or a connector another change
is still writing) cannot break the others.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

from mnemo.domain.sources import PRIVATE_SOURCES, SOURCE_ALIASES, SOURCES
from mnemo.errors import InvalidInput
from mnemo.ports import Connector

#: source → (module, class); every class is constructed as ``Class(path, **options)``.
CONNECTORS: dict[str, tuple[str, str]] = {
    "mail": ("mnemo.ingest.connectors.mail.mailbox", "MailConnector"),
    "slack": ("mnemo.ingest.connectors.slack", "SlackConnector"),
    "github": ("mnemo.ingest.connectors.github", "GitHubConnector"),
    "notion": ("mnemo.ingest.connectors.notion", "NotionConnector"),
    "discord": ("mnemo.ingest.connectors.discord", "DiscordConnector"),
}
#: source → what its connector reads, for the error when a path held none of it (each module's docstring
#: has the details).
EXPECTS: dict[str, str] = {
    "mail": "an mbox file, .eml files, a Maildir, a folder of raw RFC-822 messages, or Gmail API message JSON",
    "slack": "a Slack workspace export (its .zip, or the folder with users.json, channels.json and one folder "
             "of YYYY-MM-DD.json files per channel) or Events API payloads (.json / .jsonl)",
    "github": "a git repository (a folder with .git) or GitHub webhook payloads (.json / .jsonl)",
    "notion": "a Notion Markdown/HTML export (its .zip or folder) or API page JSON",
    "discord": "Discord API messages or a DiscordChatExporter JSON file (.json / .jsonl, or a folder of them)",
}
#: ``docs/design/system.md``'s sharing defaults (step 6): team tools are shared with the team, mail stays private.
SHARED_BY_DEFAULT = frozenset(s for s in SOURCES if s not in PRIVATE_SOURCES)


def source_names() -> list[str]:
    """Every name ``open_connector`` accepts, aliases included (for help texts and error messages)."""
    return sorted({*CONNECTORS, *SOURCE_ALIASES})


def canonical_source(source: str) -> str:
    """``gmail``/``email`` → ``mail``; other names as they are (lower-cased). ``InvalidInput`` if unknown."""
    name = (source or "").strip().lower()
    name = SOURCE_ALIASES.get(name, name)
    if name not in CONNECTORS:
        raise InvalidInput(f"Unknown source {source!r}", f"Use one of: {', '.join(source_names())}")
    return name


def is_private(source: str) -> bool:
    """Whether items from ``source`` stay private to the importing user by default (mail) rather than
    being shared with the team (Slack, GitHub, Notion, Discord)."""
    return canonical_source(source) in PRIVATE_SOURCES


def open_connector(source: str, path: str | Path, **options: Any) -> Connector:
    """The connector for ``source`` reading ``path``; options are passed to its constructor.

    ``InvalidInput`` for an unknown source (naming the valid ones), a path that does not exist (naming
    it), or an option the connector does not take.
    """
    name = canonical_source(source)
    target = Path(path).expanduser()
    if not str(path).strip():
        raise InvalidInput("No path given", f"Pass the file or folder of the {name} export")
    if not target.exists():
        raise InvalidInput(f"Path not found: {target}",
                           f"Pass the file or folder of the {name} export (check the spelling and that it is mounted)")
    module_name, class_name = CONNECTORS[name]
    try:
        cls = getattr(importlib.import_module(module_name), class_name)
    except (ImportError, AttributeError) as e:
        raise InvalidInput(f"The {name} connector is not available ({e})",
                           "Reinstall mnemo, or use another source") from None
    try:
        return cls(target, **options)
    except TypeError as e:
        if "argument" not in str(e):
            raise
        raise InvalidInput(f"Option not understood by the {name} connector ({e})",
                           f"See the {class_name} documentation for its options") from None
