"""The --help of history and stats says what they show, flowed to the terminal's width."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def _help(command: str, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("COLUMNS", "200")
    result = runner.invoke(app, [command, "--help"])
    assert result.exit_code == 0, result.output
    return result.output


def test_stats_help_names_each_games_figures_and_the_json_keys(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    out = _help("stats", monkeypatch)
    # One flowed paragraph: the source's line breaks do not cut it into ragged lines.
    assert "average number of test words that found the word. Jo-Jotte: sittings" in out
    assert "counts a Jo-Jotte sitting as a match (matches, matches_won)" in " ".join(out.split())


def test_history_help_says_what_a_match_is_and_what_the_json_adds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    out = " ".join(_help("history", monkeypatch).split())
    assert "A match is a Jotto match or a Jo-Jotte sitting" in out
    assert "the path of its record" in out


def test_resume_help_says_what_id_may_be_and_where_saves_are(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    out = " ".join(_help("resume", monkeypatch).split())
    assert "its number in the list or its name" in out
    assert "saved after each action in the saves folder that --list names" in out
