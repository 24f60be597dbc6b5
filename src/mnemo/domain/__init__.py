"""The pure core: types, decision tree, conflict rules and similarity math. Standard library and pydantic
only: no I/O, no SQL, no HTTP (a test enforces it)."""
