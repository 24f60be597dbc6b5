"""Thin adapters over ``MemoryService``: CLI now; REST and MCP later."""
