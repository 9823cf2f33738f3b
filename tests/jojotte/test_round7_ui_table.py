"""Round 7 of play-testing the Jo-Jotte table: the turn-up is said once when the bot calls
first."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app


def _first_call_screen(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seed: str) -> list[str]:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    args = ["jojotte", "--level", "medium", "--seed", seed]
    out = CliRunner().invoke(app, args, input="quit\n", env={"COLUMNS": "100"}).output
    lines = out.splitlines()
    return lines[: next(i for i, line in enumerate(lines) if "Your call" in line)]


def test_the_turn_up_is_said_once_before_the_bots_first_call(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # You deal (seed 12): 'Turn-up: 8♦' came before 'Bot passes.' and again in the table
    # shown for your call, three lines below.
    lines = _first_call_screen(tmp_path, monkeypatch, "12")
    turn_ups = [i for i, line in enumerate(lines) if line.startswith("Turn-up: ")]
    assert len(turn_ups) == 1, lines
    first_call = next(i for i, line in enumerate(lines) if line.startswith("Bot "))
    assert turn_ups[0] < first_call
    assert lines[turn_ups[0] - 1] == ""  # set apart from the deal's title
    assert any(line.startswith("Your hand: ") for line in lines[first_call:])


def test_when_you_call_first_the_table_still_shows_the_turn_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lines = _first_call_screen(tmp_path, monkeypatch, "1")  # the bot deals: you call first
    assert sum(line.startswith("Turn-up: ") for line in lines) == 1


def test_the_hand_command_shows_the_turn_up_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    args = ["jojotte", "--level", "medium", "--seed", "12"]
    out = CliRunner().invoke(app, args, input="hand\nquit\n", env={"COLUMNS": "100"}).output
    assert out.count("Turn-up: ") == 2, out
