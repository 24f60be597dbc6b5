"""Connectors: each reads one source's real formats into ``SourceItem`` (``mnemo.domain.sources``); ``registry`` opens one by name."""
