"""A time typed at the terminal without an offset is the machine's local time (``TZ``), not UTC: the Korean
walk's "--at '2026년 11월 11일 오후 3시'" in Seoul was stored as 15:00 UTC, nine hours late, and a change typed
that way lost to a mail sent before it. Periods ("지난주", "last week") are accepted wherever a date is."""

from __future__ import annotations

import json
import time

import pytest
from typer.testing import CliRunner

from mnemo.interfaces.cli.main import app

runner = CliRunner()


@pytest.fixture
def seoul(monkeypatch):
    monkeypatch.setenv("TZ", "Asia/Seoul")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def cli(*args: str, code: int = 0):
    result = runner.invoke(app, list(args))
    assert result.exit_code == code, (result.stdout, result.stderr)
    return result


def test_an_at_without_an_offset_is_local_time(seoul, db_path):
    added = json.loads(cli("add", "결정: 워크숍 장소를 춘천으로 변경합니다.", "--at", "2026년 11월 11일 오후 3시",
                           "--db", db_path, "--json").stdout)
    got = json.loads(cli("get", added["memory_id"], "--db", db_path, "--json").stdout)
    assert got["created_at"].startswith("2026-11-11T06:00:00")


def test_periods_are_accepted_by_since_and_until(seoul, db_path):
    cli("add", "결정: 워크숍 장소는 원주로 합니다.", "--at", "2026-11-17T10:00:00+09:00", "--db", db_path)
    for since in ("지난주", "last week", "3일 전", "지난 7일", "this month"):
        cli("log", "--since", since, "--db", db_path)
    r = cli("log", "--since", "next blue moon", "--db", db_path, code=1)
    assert "'지난주'" in r.stderr and "Traceback" not in r.stderr


def test_a_time_in_the_other_season_is_read_at_that_seasons_offset(monkeypatch):
    """The review: the zone was the offset in force today, so a July time typed in Berlin in November was an hour
    off. The zone is the named one, with its summer time."""
    from mnemo.text.dates import local_zone, parse_datetime
    monkeypatch.setenv("TZ", "Europe/Berlin")
    time.tzset()
    try:
        assert parse_datetime("2026-07-01T15:00", zone=local_zone()).isoformat() == "2026-07-01T13:00:00+00:00"
        assert parse_datetime("2026-12-01T15:00", zone=local_zone()).isoformat() == "2026-12-01T14:00:00+00:00"
    finally:
        monkeypatch.undo()
        time.tzset()


def test_tables_and_answers_show_local_times(seoul, db_path):
    """The walk: `history` and `ask` printed UTC, so a decision made at 08:00 on a Monday in Seoul was dated the
    Sunday before. Text output is in the machine's zone; --json keeps the stored UTC time."""
    added = json.loads(cli("add", "결정: 주간 회의는 화요일 오전 10시로 옮깁니다.", "--at", "2026-11-23T08:00:00+09:00",
                           "--db", db_path, "--json").stdout)
    mid = added["memory_id"]
    assert "2026-11-23 08:00" in cli("history", mid, "--db", db_path).stdout
    shown = cli("get", mid, "--db", db_path).stdout
    assert "2026-11-23 08:00:00 +0900" in shown and "private" in shown
    assert "2026-11-23" in cli("list", "--db", db_path).stdout
    assert "2026-11-23" in cli("search", "주간 회의", "--db", db_path).stdout
    answer = cli("ask", "주간 회의는 언제야?", "--db", db_path).stdout
    assert "2026-11-23" in answer and "2026-11-22" not in answer
    stored = json.loads(cli("history", mid, "--db", db_path, "--json").stdout)
    assert json.dumps(stored).count("2026-11-22T23:00:00") >= 1


@pytest.mark.parametrize("tz", ["KST-9", "Asia/Seul"])
def test_a_zone_python_cannot_name_still_runs_every_command(monkeypatch, db_path, tz):
    """The team walk: TZ=KST-9 (a POSIX rule the C library reads) or a misspelt TZ made every command an internal
    error. The offset the C library gives is used instead."""
    monkeypatch.setenv("TZ", tz)
    time.tzset()
    try:
        cli("add", "결정: 주간 회의는 화요일 오전 10시로 옮깁니다.", "--db", db_path)
        for args in (["list"], ["search", "주간 회의"], ["ask", "주간 회의는 언제야?"], ["log"]):
            result = cli(*args, "--db", db_path)
            assert "Internal error" not in result.stdout + result.stderr
        from mnemo.text.dates import local_zone, zone_name
        assert zone_name(local_zone()) == ("+09:00" if tz == "KST-9" else "+00:00")
    finally:
        monkeypatch.undo()
        time.tzset()
