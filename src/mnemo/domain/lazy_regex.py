"""Regular expressions compiled when first used, not when their module is imported.

Why: the rule modules (the injection screen, supersession, slots, scopes) hold some 250 large patterns, and
compiling them took ~0.17 s of every CLI command's ~0.42 s of imports, though ``search``, ``get``, ``log``
and ``stats`` use none of them. ``lazy_compile`` returns an object that compiles its pattern on the first
method call and then holds the compiled pattern's bound methods as its own attributes, so later calls cost
what a compiled pattern's do. ``pattern`` is there from the start, so a pattern built from another's source
(``"|".join(rx.pattern for rx in …)``) does not compile it; ``flags`` compiles, as ``re`` adds to them.

It stands in for ``re.Pattern`` for method calls and attributes only: ``re.sub(lazy, …)`` and
``isinstance(lazy, re.Pattern)`` do not accept it (nothing in mnemo does either).
"""

from __future__ import annotations

import re
from typing import Any, cast

_COMPILED_ATTRS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split", "scanner",
                   "flags", "groups", "groupindex")


class _LazyPattern:
    def __init__(self, pattern: str, flags: int) -> None:
        self.pattern = pattern
        self._flags = flags

    def __getattr__(self, name: str) -> Any:  # only for attributes not set yet: the first use
        if name.startswith("__") or name in ("pattern", "_flags"):  # a bare object (copy, pickle): no recursion
            raise AttributeError(name)
        compiled = re.compile(self.pattern, self._flags)
        for attr in _COMPILED_ATTRS:
            setattr(self, attr, getattr(compiled, attr))
        # a class with __getattr__ makes every attribute read go through its slower hook (+28 ns a call); once
        # compiled nothing is missing, so the object becomes one of a plain class with the same attributes
        setattr(self, "__class__", _CompiledPattern)  # noqa: B010 - a class swap mypy cannot type
        return getattr(compiled, name)

    def __repr__(self) -> str:
        return f"lazy_compile({self.pattern!r}, {self._flags!r})"


class _CompiledPattern:
    """A lazy pattern after its first use: its attributes are the compiled pattern's."""

    def __repr__(self) -> str:
        return f"lazy_compile({self.__dict__['pattern']!r}, {self.__dict__['_flags']!r})"


def lazy_compile(pattern: str, flags: int | re.RegexFlag = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)`` on first use (see the module docstring)."""
    return cast("re.Pattern[str]", _LazyPattern(pattern, int(flags)))
