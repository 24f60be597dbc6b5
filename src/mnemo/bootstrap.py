"""The composition root: the only place that turns settings into running parts.

Why one place: the store, the embedder, the optional LLM client and everything built on them (the
similarity engine, the extractor, the write gate) must agree with each other (the store indexes the
embedder's vectors, the gate and the similarity engine share one LLM client), and settings must be read
once, at the edge. Interfaces call ``MemoryService.open(settings)``, which calls ``build``; nothing else
constructs providers or stores.
"""

from __future__ import annotations

import functools
from pathlib import Path

from mnemo.config import EmbedderSettings, LLMSettings
from mnemo.errors import ConfigError
from mnemo.ports import LLM, Embedder, Extractor, MemoryStore

EMBEDDERS = ("use-m3", "e5", "openai")


def build_embedder(settings: EmbedderSettings | None = None) -> Embedder:
    """The configured embedder; unknown names fail with the list of valid ones."""
    s = settings or EmbedderSettings()
    name = s.provider.strip().lower()
    if name in ("use-m3", "use", "default"):
        return local_embedder("use-m3")
    if name in ("e5", "multilingual-e5-small"):
        return local_embedder("e5")
    if name in ("openai", "openai-compat", "http"):
        if not s.url or not s.model:
            raise ConfigError("The openai embedder needs a URL and a model name",
                              "Set MNEMO_EMBEDDER_URL and MNEMO_EMBEDDER_MODEL (or [embedder] url/model)")
        from mnemo.providers.embedders.openai_embeddings import OpenAICompatEmbedder

        return OpenAICompatEmbedder(s.url, s.model, api_key=s.api_key, dim=s.dim, timeout=s.timeout)
    raise ConfigError(f"Unknown embedder {s.provider!r}", f"Use one of: {', '.join(EMBEDDERS)}")


@functools.lru_cache(maxsize=None)
def local_embedder(name: str) -> Embedder:
    """One instance per process: the weights are read-only, so every service in the process shares them."""
    from mnemo.providers.embedders.local import E5Embedder, UseM3Embedder

    return UseM3Embedder() if name == "use-m3" else E5Embedder()


def build_llm(settings: LLMSettings | None) -> LLM | None:
    """The one OpenAI-compatible LLM client of a process, or None when no LLM is configured."""
    if settings is None or not settings.configured:
        return None
    from mnemo.providers.llms.openai_chat import OpenAICompatLLM

    return OpenAICompatLLM(settings.url or "", settings.model or "", settings.api_key, settings.timeout,
                           settings.retries)


def build_extractor(llm: LLM | None) -> Extractor:
    """The LLM extractor when an LLM is configured (the rules answer whenever it fails), else the rules."""
    from mnemo.ingest.extract.rules import RuleExtractor

    if llm is None:
        return RuleExtractor()
    from mnemo.ingest.extract.llm import LLMExtractor

    return LLMExtractor(llm)


def open_store(location: str | Path, embedder: Embedder) -> MemoryStore:
    """The store at ``location`` (a path, ``sqlite:///path``), bound to the embedder's model."""
    from mnemo.storage.factory import open_store as _open

    return _open(location, model_id=embedder.model_id, dim=embedder.dim)
