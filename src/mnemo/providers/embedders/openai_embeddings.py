"""An ``Embedder`` for any OpenAI-compatible ``/embeddings`` server (Ollama, llama.cpp, vLLM, TEI, hosted APIs).

Optional: the bundled local embedder is the default and needs no network. Use this one to share a bigger
model served elsewhere. Stored vectors are only comparable with vectors from the same model, hence
``model_id = "openai-compat:<model>"`` and the strict checks below: a server that silently swapped models
(different dimension) or dropped an input (different count) must fail loudly, not corrupt the index.

Why the details:

* Items are reordered by their ``index`` field: the API does not promise response order, and a vector
  attached to the wrong memory is a silent, permanent error.
* Requests are batched because servers cap the inputs per request (and large bodies hit proxy limits).
* Vectors are L2-normalized here, as the ``Embedder`` port requires, since many servers do not normalize.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import httpx
import numpy as np

from mnemo.errors import ConfigError, ProviderError
from mnemo.net import Api, Retry, check_base_url, excerpt, post_json


_API = Api("The embedding endpoint", key_setting="the API key (MNEMO_EMBEDDER_API_KEY)",
           timeout_setting="the embedder timeout ([embedder] timeout in config.toml)")


def _normalize(m: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return np.ascontiguousarray(m / norms, dtype=np.float32)


class OpenAICompatEmbedder:
    """POSTs ``{base_url}/embeddings``; ``base_url`` like http://127.0.0.1:11434/v1. If ``dim`` is not
    given it is learnt from the first response (reading ``.dim`` before any embedding makes one probe
    request, because callers such as a vector index need the real width, not a guess)."""

    worker_name: str | None = None  # a server embeds: batches go to it on a thread, never to a worker process

    def __init__(self, base_url: str, model: str, api_key: str | None = None, dim: int | None = None,
                 timeout: float = 30.0, retries: int = 2, batch_size: int = 64, *, backoff: float = 0.5) -> None:
        if not model:
            raise ConfigError("No embedding model name is set",
                              "Set the model name your server serves, e.g. nomic-embed-text")
        if batch_size < 1:
            raise ConfigError(f"The embedding batch size must be at least 1, not {batch_size}",
                              "Set a positive batch size, e.g. 64")
        if dim is not None and dim < 1:
            raise ConfigError(f"The embedding dimension must be positive, not {dim}",
                              "Leave it unset to learn it from the server, or set the model's real dimension")
        self.url = check_base_url(base_url) + "/embeddings"
        self.model = model
        self.model_id = f"openai-compat:{model}"
        self._dim = dim
        self.timeout, self.retries, self.backoff = float(timeout), int(retries), float(backoff)
        self.batch_size = int(batch_size)
        self._headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._client = httpx.Client()

    def __repr__(self) -> str:  # no key in reprs, logs or tracebacks
        return f"OpenAICompatEmbedder(url={self.url!r}, model={self.model!r}, dim={self._dim!r})"

    @property
    def dim(self) -> int:
        if self._dim is None:
            self._embed_batch(["dimension probe"])
        assert self._dim is not None
        return self._dim

    def close(self) -> None:
        self._client.close()

    def __enter__(self) -> OpenAICompatEmbedder:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if isinstance(texts, str):
            raise TypeError("embed() takes a sequence of texts, not a single string")
        texts = list(texts)
        if not texts:
            return np.empty((0, self._dim or 0), dtype=np.float32)
        batches = [self._embed_batch(texts[i:i + self.batch_size]) for i in range(0, len(texts), self.batch_size)]
        return _normalize(np.concatenate(batches, axis=0))

    def embed_query(self, texts: Sequence[str]) -> np.ndarray:
        """Same as ``embed``: the endpoint has no query/passage distinction."""
        return self.embed(texts)

    def _embed_batch(self, texts: list[str]) -> np.ndarray:
        data = post_json(self._client, self.url, {"model": self.model, "input": texts}, _API, headers=self._headers,
                         timeout=self.timeout, retry=Retry(retries=self.retries, backoff=self.backoff))
        items = data.get("data") if isinstance(data, dict) else None
        if not isinstance(items, list):
            raise self._bad(f"answered without a 'data' list: {excerpt(str(data), 160)}",
                            "Check that the base URL points at an OpenAI-compatible embeddings API")
        if len(items) != len(texts):
            raise self._bad(f"returned {len(items)} embeddings for {len(texts)} inputs",
                            "Lower the batch size (the server may cap inputs per request) or check its logs")
        rows: list[Any] = [None] * len(texts)
        for position, item in enumerate(items):
            index = item.get("index", position) if isinstance(item, dict) else None
            if not isinstance(index, int) or not 0 <= index < len(texts) or rows[index] is not None:
                raise self._bad(f"returned a missing, duplicate or out-of-range index {index!r}",
                                "Check the server's embeddings implementation or logs")
            rows[index] = item.get("embedding")
        try:
            matrix = np.asarray(rows, dtype=np.float32)
        except (TypeError, ValueError):
            raise self._bad("returned embeddings that are not equal-length lists of numbers",
                            "Check that the model is an embedding model and the server is OpenAI-compatible") from None
        if matrix.ndim != 2 or matrix.shape[1] == 0:
            raise self._bad(f"returned embeddings of shape {matrix.shape}",
                            "Check that the model is an embedding model")
        if self._dim is None:
            self._dim = int(matrix.shape[1])
        elif matrix.shape[1] != self._dim:
            raise self._bad(f"returned {matrix.shape[1]}-dimensional vectors, expected {self._dim}",
                            "Set dim to the model's real dimension, or check that the server still serves "
                            "the model this store was built with")
        if not np.isfinite(matrix).all():
            raise self._bad("returned NaN or infinite values", "Check the model and the server's logs")
        return matrix

    def _bad(self, what: str, fix: str) -> ProviderError:
        return ProviderError(f"The embedding model {self.model} at {self.url} {what}", fix)
