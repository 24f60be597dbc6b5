"""Patterns compiled on first use answer as compiled ones do, and importing the service compiles none of the
rule modules' patterns (the CLI's search, get, log and stats use none of them)."""

from __future__ import annotations

import re
import subprocess
import sys

from mnemo.domain.lazy_regex import lazy_compile


def test_a_lazy_pattern_answers_as_the_compiled_one():
    source, flags = r"(?P<word>\b[a-z]+)\s+(\d+)", re.I
    lazy, real = lazy_compile(source, flags), re.compile(source, flags)
    text = "Budget 40 and ROOM 12, 없음"
    assert lazy.pattern == source  # before any use: a larger pattern can be built from it
    assert lazy_compile(source, flags).flags == real.flags  # re's flags (UNICODE added), also as the first use
    assert [m.groups() for m in lazy.finditer(text)] == [m.groups() for m in real.finditer(text)]
    assert lazy.search(text).group("word") == real.search(text).group("word") == "Budget"
    assert lazy.match("x") is None and real.match("x") is None
    assert lazy.fullmatch("room 1") is not None
    assert lazy.findall(text) == real.findall(text)
    assert lazy.sub(r"\2", text) == real.sub(r"\2", text)
    assert lazy.subn("-", text) == real.subn("-", text)
    assert lazy.split(text) == real.split(text)
    assert lazy.groups == real.groups and lazy.groupindex == real.groupindex
    assert lazy.flags == real.flags


def test_a_bad_pattern_fails_where_it_is_used():
    broken = lazy_compile(r"(unclosed")
    try:
        broken.search("x")
    except re.error:
        pass
    else:
        raise AssertionError("an invalid pattern must raise re.error on first use")


def test_importing_the_service_compiles_none_of_the_rule_patterns():
    code = ("import gc, mnemo.service, mnemo.interfaces.cli.main\n"
            "from mnemo.domain.lazy_regex import _LazyPattern\n"
            "lazy = [o for o in gc.get_objects() if isinstance(o, _LazyPattern)]\n"
            "print(len(lazy), sum('search' in vars(o) for o in lazy))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    held, compiled = int(out[0]), int(out[1])
    assert held > 200  # the injection screen's, supersession's, slots' and scopes' patterns
    assert compiled == 0
