"""The stop-word lists live in ``mnemo.text.stopwords`` only, and the keyword index's list cannot change
without a new index version."""

from __future__ import annotations

import ast
import hashlib
from pathlib import Path

from mnemo.text import stopwords
from mnemo.text.tokenize import KEYWORD_INDEX_VERSION, keyword_terms

SRC = Path(__file__).resolve().parents[2] / "src" / "mnemo"


def test_the_index_stop_list_is_pinned_to_the_keyword_index_version():
    digest = hashlib.sha256(" ".join(sorted(stopwords.INDEX_STOP_EN)).encode()).hexdigest()[:16]
    assert (KEYWORD_INDEX_VERSION, digest) == ("terms-2", "82e848d4e3d1797d"), (
        "INDEX_STOP_EN changed: stored keyword terms change with it, so bump KEYWORD_INDEX_VERSION "
        "(text/tokenize.py) and update this pin")
    assert keyword_terms("the budget of the campaign") == ["budget", "campaign"]


def test_the_lists_differ_on_purpose():
    assert "would" in stopwords.ANALYSIS_STOP_EN and "would" not in stopwords.INDEX_STOP_EN
    assert "fixed" in stopwords.TAG_STOP_EN and "fixed" not in stopwords.ANALYSIS_STOP_EN
    assert stopwords.ORDER_STOP == stopwords.ANALYSIS_STOP_EN | stopwords.ORDER_PARTICLES_KO
    assert "에서" in stopwords.ORDER_STOP and "다시" in stopwords.RESTATEMENT_FILLER_KO


def test_no_other_module_defines_a_stop_list():
    """A module-level name with STOP in it is defined in text/stopwords.py, nowhere else (the domain's
    merge list is the documented exception: the domain imports nothing outside itself)."""
    wrong = []
    for path in SRC.rglob("*.py"):
        if path.name == "stopwords.py":
            continue
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] \
                if isinstance(node, ast.AnnAssign) else []
            for t in targets:
                if isinstance(t, ast.Name) and "STOP" in t.id.upper() and isinstance(
                        node.value, ast.Call) and getattr(node.value.func, "id", "") == "frozenset":
                    wrong.append(f"{path.relative_to(SRC)}:{node.lineno} {t.id}")
    assert not wrong, "stop-word lists outside text/stopwords.py: " + ", ".join(wrong)
