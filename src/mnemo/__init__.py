"""mnemo: a consolidating, offline memory layer for agents and teams.

The public API is ``MemoryService`` (open one with ``MemoryService.open(Settings.load(...))``), ``Client``
(a team server over REST, with the same method names) and the domain types they return.
"""

import logging
from typing import TYPE_CHECKING

# The library convention: modules log degradations (an LLM answer rejected, a retry) on their own loggers,
# and nothing is printed unless the application configures logging (the CLI's --verbose does).
logging.getLogger(__name__).addHandler(logging.NullHandler())

if TYPE_CHECKING:  # pragma: no cover
    from mnemo.config import Settings
    from mnemo.domain.models import (
        ConflictRecord,
        LogEntry,
        Operation,
        Edge,
        EdgeType,
        Entity,
        Memory,
        MemoryDraft,
        MemoryStatus,
        Person,
        Resolution,
        SourceType,
        WriteAction,
        WriteResult,
    )
    from mnemo.domain.write_policy import Caller
    from mnemo.errors import MnemoError
    from mnemo.interfaces.client import Client
    from mnemo.service import MemoryService

_EXPORTS = {
    "Settings": "mnemo.config",
    "MemoryService": "mnemo.service",
    "Client": "mnemo.interfaces.client",
    "MnemoError": "mnemo.errors",
    **{name: "mnemo.domain.models" for name in (
        "ConflictRecord", "LogEntry", "Operation", "Edge", "EdgeType", "Entity", "Memory",
        "MemoryDraft", "MemoryStatus", "Person", "Resolution", "SourceType", "WriteAction", "WriteResult")},
    "Caller": "mnemo.domain.write_policy",
}


def __getattr__(name: str):
    """Lazy exports: ``import mnemo.errors`` (the CLI, the embedding worker) does not load the service
    stack, numpy or the store until something asks for them."""
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'mnemo' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(module), name)


__version__ = "0.1.0"

__all__ = [
    "Client",
    "ConflictRecord",
    "LogEntry",
    "Operation",
    "Edge",
    "EdgeType",
    "Entity",
    "Memory",
    "MemoryDraft",
    "MemoryService",
    "MemoryStatus",
    "MnemoError",
    "Person",
    "Resolution",
    "Settings",
    "SourceType",
    "WriteAction",
    "WriteResult",
    "Caller",
    "__version__",
]
