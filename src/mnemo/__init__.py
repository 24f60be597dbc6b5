"""mnemo: a consolidating, offline memory layer for agents and teams.

The public API is ``MemoryService`` (open one with ``MemoryService.open(Settings.load(...))``) and the
domain types it returns.
"""

from mnemo.config import Settings
from mnemo.domain.models import (
    AddResult,
    ConflictRecord,
    DecisionLogEntry,
    DecisionType,
    Edge,
    EdgeType,
    Entity,
    Memory,
    MemoryDraft,
    MemoryStatus,
    Person,
    Resolution,
    SourceType,
)
from mnemo.errors import MnemoError
from mnemo.service import MemoryService

__version__ = "0.1.0"

__all__ = [
    "AddResult",
    "ConflictRecord",
    "DecisionLogEntry",
    "DecisionType",
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
    "__version__",
]
