"""Hangul names in Latin letters, so one site named in either script is one site (``domain/romanize.py``)."""

from __future__ import annotations

import pytest

from mnemo.domain.romanize import alike_names, romanize, same_name


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


@pytest.mark.parametrize("a,b,alike", [
    ("Samsung", "삼성", True), ("Severance", "세브란스", True), ("Cheju", "제주", True), ("Sillim", "신림", True),
    ("Singapore", "싱가포르", True), ("Novena", "오창", False), ("Sejong", "월평", False), ("Wakefield", "칠곡", False),
])
def test_alike_names_fold_the_usual_spellings_and_keep_different_names_apart(a, b, alike):
    assert alike_names(a, b) is alike
