"""Embedders: the bundled local models (``local``), an OpenAI-compatible HTTP client, and the worker
process that embeds large batches. ``mnemo.bootstrap.build_embedder`` picks one from settings."""
