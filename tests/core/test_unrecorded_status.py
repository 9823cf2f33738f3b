"""Round 18 (judge E, finding 4): a finished game that nothing could keep (no record, no save,
no history: 'The match is not recorded', 'The sitting is not recorded') ended with exit
status 0, so a script could not tell that the result was lost. It ends with 1 now, as the end
of input does, in both games (core's file_finished raises it)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


@pytest.fixture
def blocked() -> Path:
    """A data folder that is a file: no save, no record and no history can be written."""
    home = Path(os.environ["PARLOR_HOME"])
    home.rmdir()
    home.write_text("in the way")
    return home


def test_a_jotto_match_nothing_could_keep_exits_1(blocked: Path) -> None:
    args = ["jotto", "--vs", "human", "--first", "1", "--target", "10"]
    result = runner.invoke(app, args, input="maple\ngrown\ngrown\n")
    flat = " ".join(result.output.split())
    assert "Player 1 wins the match" in flat and "The match is not recorded" in flat, flat
    assert result.exit_code == 1 and "Traceback" not in flat


def test_a_jojotte_sitting_nothing_could_keep_exits_1(blocked: Path) -> None:
    args = ["jojotte", "--level", "easy", "--seed", "12"]
    result = runner.invoke(app, args, input="1\n" * 300)
    flat = " ".join(result.output.split())
    assert "wins the sitting" in flat and "The sitting is not recorded" in flat, flat
    assert result.exit_code == 1 and "Traceback" not in flat


def test_a_recorded_match_still_exits_0() -> None:
    args = ["jotto", "--vs", "human", "--first", "1", "--target", "10"]
    result = runner.invoke(app, args, input="maple\ngrown\ngrown\n")
    assert result.exit_code == 0 and "The match is recorded in" in result.output
