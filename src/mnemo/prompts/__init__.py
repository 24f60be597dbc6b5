"""LLM prompts, one module per task: messages, JSON schema and a version, so a prompt change is visible."""
