"""Retrieval: query analysis, hybrid search with recipes and graph expansion, context assembly."""
