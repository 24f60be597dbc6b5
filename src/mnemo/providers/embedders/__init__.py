"""Embedders. ``make_embedder`` builds one from settings; the bundled USE-m3 model is the default."""

from mnemo.providers.embedders.factory import make_embedder

__all__ = ["make_embedder"]
