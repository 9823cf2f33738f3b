"""Judge AH17 #1: a game's option typed before one of its commands (``parlor jotto --length 4
helper``) was dropped without a word, and the command ran with its defaults (the helper read the
five-letter list, ``--length 6 pad`` printed a five-letter pad). It is refused now, saying where
the option goes."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["jotto", "--length", "4", "helper"], "put --length after helper: parlor jotto helper"),
        (["jotto", "--level", "easy", "solve", "crane"], "put --level after solve"),
        (["jotto", "--length", "6", "pad", "-n", "1"], "put --length after pad"),
        (["jotto", "--seed", "3", "pad"], "--seed is an option of the game, not of pad"),
        (["jotto", "--words", "x.txt", "helper"], "--words is an option of the game, not of"),
        (["jojotte", "--ascii", "sheet"], "--ascii is an option of the game, not of sheet"),
        (["jojotte", "--level", "easy", "rules"], "--level is an option of the game, not of"),
    ],
)
def test_a_game_option_before_a_command_is_refused(args: list[str], said: str) -> None:
    result = runner.invoke(app, args, input="")
    assert result.exit_code == 2, result.output
    assert said in " ".join(result.stderr.split())
    assert not result.stdout


def test_the_options_after_the_command_still_work() -> None:
    result = runner.invoke(app, ["jotto", "pad", "--length", "6", "-n", "1", "-f", "text"])
    assert result.exit_code == 0 and "[ ][ ][ ][ ][ ][ ]" in result.stdout
    result = runner.invoke(app, ["jotto", "--help"])  # (help before a command: not an option)
    assert result.exit_code == 0
