"""Connectors: each reads one source's real formats into ``SourceItem`` (see ``base``)."""
