"""Hangul names in Latin letters, so one site named in either script is one site (``domain/romanize.py``)."""

from __future__ import annotations

import pytest

from mnemo.domain.romanize import romanize, same_name


@pytest.mark.parametrize("hangul,latin", [("세종", "sejong"), ("오창", "ochang"), ("월평", "wolpyeong"),
                                          ("공주", "gongju"), ("강남", "gangnam"), ("여주", "yeoju")])
def test_revised_romanization_of_names(hangul, latin):
    assert romanize(hangul) == latin


def test_other_characters_are_kept_lower_case():
    assert romanize("Sejong 세종 3층") == "sejong sejong 3cheung"


@pytest.mark.parametrize("a,b,same", [
    ("세종", "Sejong", True), ("월평", "Wolpyeong", True), ("Wolpyeong", "Wolpyoeng", False),
    ("오창", "Novena", False), ("Lutterworth", "Lutterwort", True), ("Ochang", "Ochan", True), ("Nori", "Nora", False),
])
def test_same_name_across_scripts_and_one_slip(a, b, same):
    assert same_name(a, b) is same
