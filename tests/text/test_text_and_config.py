"""Korean and English text handling (dates, keyword terms) and settings precedence."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from mnemo.config import Settings
from mnemo.errors import ConfigError
from mnemo.text.dates import parse_datetime
from mnemo.text.tokenize import index_terms, keyword_terms, query_terms

NOW = datetime(2025, 3, 10, 12, 0, tzinfo=timezone.utc)


@pytest.mark.parametrize("text, iso", [
    ("2025-01-15", "2025-01-15T00:00:00+00:00"),
    ("2025-01-15T14:00:00+09:00", "2025-01-15T05:00:00+00:00"),
    ("2025-01-15T14:00Z", "2025-01-15T14:00:00+00:00"),
    ("2025년 1월 15일 (수) 오후 2:00", "2025-01-15T14:00:00+00:00"),
    ("2025년 1월 15일 오전 9시 30분", "2025-01-15T09:30:00+00:00"),
    ("2025.1.15", "2025-01-15T00:00:00+00:00"),
    ("January 15, 2025", "2025-01-15T00:00:00+00:00"),
    ("15 Jan 2025 2:00 PM", "2025-01-15T14:00:00+00:00"),
    ("1:56 pm on 8 May, 2023", "2023-05-08T13:56:00+00:00"),
    ("7d", "2025-03-03T12:00:00+00:00"),
    ("어제", "2025-03-09T00:00:00+00:00"),
])
def test_dates_in_korean_and_english(text, iso):
    assert parse_datetime(text, now=NOW).isoformat() == iso


def test_until_a_date_means_the_end_of_that_day():
    assert parse_datetime("2025-01-15", end_of_day=True).isoformat() == "2025-01-15T23:59:59.999999+00:00"


SEOUL_NOON = datetime(2026, 11, 28, 4, 0, tzinfo=timezone.utc)  # Saturday 13:00 in Seoul


@pytest.mark.parametrize("text, start, end", [
    # a time without an offset is the zone's: 15:00 in Seoul is 06:00 UTC
    ("2026년 11월 11일 오후 3시", "2026-11-11T06:00:00+00:00", "2026-11-11T06:00:00+00:00"),
    ("2026-11-17 09:00", "2026-11-17T00:00:00+00:00", "2026-11-17T00:00:00+00:00"),
    ("2026-11-17", "2026-11-16T15:00:00+00:00", "2026-11-17T14:59:59.999999+00:00"),
    ("2026-11-17T13:00:00+09:00", "2026-11-17T04:00:00+00:00", "2026-11-17T04:00:00+00:00"),
    ("오늘", "2026-11-27T15:00:00+00:00", "2026-11-28T14:59:59.999999+00:00"),
    # periods: last week is Monday 16 to Sunday 22 November in Seoul
    ("지난주", "2026-11-15T15:00:00+00:00", "2026-11-22T14:59:59.999999+00:00"),
    ("last week", "2026-11-15T15:00:00+00:00", "2026-11-22T14:59:59.999999+00:00"),
    ("이번 주", "2026-11-22T15:00:00+00:00", "2026-11-29T14:59:59.999999+00:00"),
    ("지난달", "2026-09-30T15:00:00+00:00", "2026-10-31T14:59:59.999999+00:00"),
    ("3일 전", "2026-11-24T15:00:00+00:00", "2026-11-25T14:59:59.999999+00:00"),
    ("지난 7일", "2026-11-20T15:00:00+00:00", "2026-11-21T14:59:59.999999+00:00"),
    ("2 weeks ago", "2026-11-13T15:00:00+00:00", "2026-11-14T14:59:59.999999+00:00"),
])
def test_times_without_an_offset_and_periods_are_read_in_the_given_zone(text, start, end):
    from zoneinfo import ZoneInfo
    seoul = ZoneInfo("Asia/Seoul")
    assert parse_datetime(text, now=SEOUL_NOON, zone=seoul).isoformat() == start
    assert parse_datetime(text, now=SEOUL_NOON, zone=seoul, end_of_day=True).isoformat() == end


def test_without_a_zone_a_time_without_an_offset_is_utc():
    assert parse_datetime("2026년 11월 11일 오후 3시").isoformat() == "2026-11-11T15:00:00+00:00"
    assert parse_datetime("last week", now=SEOUL_NOON).isoformat() == "2026-11-16T00:00:00+00:00"


@pytest.mark.parametrize("bad", ["next blue moon", "2025-13-45", "2025년 13월 1일", ""])
def test_bad_dates_raise(bad):
    with pytest.raises(ValueError):
        parse_datetime(bad)


def test_korean_particles_are_stripped_for_keywords():
    terms = keyword_terms("Q1 마케팅 캠페인을 시작합니다. 예산은 5000만원입니다")
    assert {"캠페인", "예산", "시작", "마케팅", "q1"} <= set(terms)
    assert "the" not in keyword_terms("the budget of the campaign")
    assert query_terms("캠페인을") == ["캠페인을", "캠페인"]
    assert query_terms("...") == []
    # English words are stemmed the way the index stems them, and inner punctuation splits a word
    assert query_terms("Decisions about v2.3") == ["decis", "about", "v2", "3"]
    assert index_terms("We decided", None, "the decision") == ["decid", "decis"]  # stopwords dropped


def test_settings_precedence(tmp_path):
    cfg = tmp_path / "config.toml"
    cfg.write_text('db = "/from/file.db"\nuser = "file-user"\n[consolidation.bands]\nskip = 0.97\n')
    env = {"MNEMO_CONFIG": str(cfg), "MNEMO_USER": "env-user"}
    s = Settings.load(env=env)
    assert (s.db, s.user, s.consolidation.bands.skip) == ("/from/file.db", "env-user", 0.97)
    s = Settings.load(env=env, db="/explicit.db", user=None)
    assert s.db == "/explicit.db" and s.user == "env-user"
    assert Settings.load(env={}, config_path=cfg, **{"consolidation.bands.skip": 0.99}).consolidation.bands.skip == 0.99


def test_per_model_bands_apply_unless_thresholds_are_explicit(tmp_path):
    cfg = tmp_path / "c.toml"
    cfg.write_text('[bands."use-m3"]\nskip = 0.9\nupdate = 0.7\nrelated = 0.4\n')
    s = Settings.load(env={"MNEMO_CONFIG": str(cfg)})
    assert s.policy_for("use-m3").bands.skip == 0.9 and s.policy_for("other").bands.skip == 0.95
    s = Settings.load(env={"MNEMO_CONFIG": str(cfg), "MNEMO_SKIP_THRESHOLD": "0.96"})
    assert s.policy_for("use-m3").bands.skip == 0.96


@pytest.mark.parametrize("content, env, needle", [
    ("not = [valid", {}, "not valid TOML"),
    ("[consolidation.bands]\nskip = 0.5\n", {}, "bands"),
    (None, {"MNEMO_CONFIG": "/nonexistent/mnemo.toml"}, "does not exist"),
    ("", {"MNEMO_RELATED_THRESHOLD": "lots"}, "related"),
])
def test_bad_settings_name_the_problem(tmp_path, content, env, needle):
    if content is not None:
        cfg = tmp_path / "c.toml"
        cfg.write_text(content)
        env = {"MNEMO_CONFIG": str(cfg), **env}
    with pytest.raises(ConfigError) as err:
        Settings.load(env=env)
    assert needle in err.value.message
