"""Every threshold, weight and strategy of consolidation, with the design documents' (``docs/design/``) defaults.

Pure configuration objects: ``mnemo.config`` fills them from files and the environment at the edge, and
per-model calibrated bands can replace ``Bands`` without touching the decision tree (raw cosine scales
differ between embedding models).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, model_validator

from mnemo.domain.models import CascadeMode, ContentStrategy, ImportanceStrategy, KeywordStrategy


class Bands(BaseModel):
    """Similarity bands of the decision tree: >= skip SKIP, >= update UPDATE, >= related CREATE+LINK."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    skip: float = Field(default=0.95, ge=0.0, le=1.0)
    update: float = Field(default=0.80, ge=0.0, le=1.0)
    related: float = Field(default=0.50, ge=0.0, le=1.0)

    @model_validator(mode="after")
    def _ordered(self) -> "Bands":
        if not (self.related <= self.update <= self.skip):
            raise ValueError(
                f"bands must satisfy related <= update <= skip, got {self.related} / {self.update} / {self.skip}"
            )
        return self


class MatchWeights(BaseModel):
    """How the default similarity blends content with thread and people evidence.

    ``docs/design/consolidation.md#scenarios`` scores its UPDATE example from content 0.82, same thread 1.0 and same
    people 1.0 to 0.87: 0.7 / 0.15 / 0.15 reproduces that (0.874). Thread and people only ever raise the
    content score (a forwarded copy in another thread is still a duplicate), see ``domain.similarity``.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    content: float = 0.70
    thread: float = 0.15
    people: float = 0.15


class FieldStrategies(BaseModel):
    """Merge strategy per field when an UPDATE applies incoming values (``docs/design/consolidation.md`` defaults)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    content: ContentStrategy = ContentStrategy.REPLACE
    keywords: KeywordStrategy = KeywordStrategy.MERGE
    importance: ImportanceStrategy = ImportanceStrategy.MAX


class ConsolidationPolicy(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    bands: Bands = Field(default_factory=Bands)
    weights: MatchWeights = Field(default_factory=MatchWeights)
    strategies: FieldStrategies = Field(default_factory=FieldStrategies)
    respect_source_priority: bool = True
    confidence_margin: float = Field(default=0.10, ge=0.0, le=1.0)
    # How many nearest memories are scored for a decision, and how many related ones get a RELATED_TO edge.
    candidates: int = Field(default=10, ge=1, le=200)
    max_links: int = Field(default=5, ge=0, le=50)
    cascade_mode: CascadeMode = CascadeMode.PRESERVE_EDGES
    # A deletion request names its target; the best match must reach this score to be deleted.
    delete_match_min: float = Field(default=0.50, ge=0.0, le=1.0)


class HybridThresholds(BaseModel):
    """The hybrid path of ``docs/design/similarity.md#hybrid-path``, on its scale (after per-model calibration):
    above ``duplicate_shortcut`` or below ``unrelated_shortcut`` the raw similarity decides alone; an LLM
    judge (when configured) sees the pairs between ``judge_low`` and ``judge_high``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    duplicate_shortcut: float = Field(default=0.98, ge=0.0, le=1.0)
    unrelated_shortcut: float = Field(default=0.30, ge=0.0, le=1.0)
    judge_low: float = Field(default=0.45, ge=0.0, le=1.0)
    judge_high: float = Field(default=0.85, ge=0.0, le=1.0)
