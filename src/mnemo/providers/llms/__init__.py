"""LLM providers (optional). Nothing in the default path needs one."""
