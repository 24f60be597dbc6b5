"""Concrete implementations of the ports: embedders (local bundled, HTTP) and LLMs (HTTP)."""
