"""LLM prompts, one module per task: the messages, a pydantic response model and a version, so a prompt
change is visible.

The response model is the single description of an answer: the provider sends its JSON schema to the
server (constrained decoding where the server supports it) and validates the reply with it, so callers get
typed values instead of dicts they would have to check again."""
