"""Build the configured embedder. Unknown names fail with the list of valid ones."""

from __future__ import annotations

import functools

from mnemo.config import EmbedderSettings
from mnemo.errors import ConfigError
from mnemo.ports import Embedder

PROVIDERS = ("use-m3", "e5", "openai")


def make_embedder(settings: EmbedderSettings | None = None) -> Embedder:
    s = settings or EmbedderSettings()
    name = s.provider.strip().lower()
    if name in ("use-m3", "use", "default"):
        return _local("use-m3")
    if name in ("e5", "multilingual-e5-small"):
        return _local("e5")
    if name in ("openai", "openai-compat", "http"):
        if not s.url or not s.model:
            raise ConfigError("The openai embedder needs a URL and a model name",
                              "Set MNEMO_EMBEDDER_URL and MNEMO_EMBEDDER_MODEL (or [embedder] url/model)")
        from mnemo.providers.embedders.openai_compat import OpenAICompatEmbedder

        return OpenAICompatEmbedder(s.url, s.model, api_key=s.api_key, dim=s.dim, timeout=s.timeout)
    raise ConfigError(f"Unknown embedder {s.provider!r}", f"Use one of: {', '.join(PROVIDERS)}")


@functools.lru_cache(maxsize=None)
def _local(name: str) -> Embedder:
    """One instance per process: the weights are read-only, so every service in the process can share them."""
    from mnemo.providers.embedders.local import E5Embedder, UseM3Embedder

    return UseM3Embedder() if name == "use-m3" else E5Embedder()
