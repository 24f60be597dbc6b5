"""MCP server (mcp 2.x ``MCPServer``) over ``MemoryService``: ``build_server(service, user_id=...)``."""
