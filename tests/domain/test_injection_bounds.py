"""The injection screen does bounded work on hostile shapes of input: a content of up to 100,000 characters
made of blank lines or repeated labels once took two minutes (a line-anchored ``^\\s*`` crossing newlines, and
the sentence after each vocative re-split from the rest of the text), long enough to hold a server worker.
The bound is generous (the inputs now take well under a second); what it guards is the quadratic shape."""

from __future__ import annotations

import time

import pytest

from mnemo.domain.injection import check_fields


@pytest.mark.parametrize("text", [
    "\n" * 60_000 + "User: hi",
    "note\n" + "\n" * 60_000 + "x",
    "Assistant:\n" * 6_000,
    "Assistant: hi.\n" * 6_000,
])
def test_floods_of_blank_lines_and_labels_are_judged_quickly(text):
    start = time.perf_counter()
    assert check_fields({"content": text}).verdict == "clean"
    assert time.perf_counter() - start < 5.0
