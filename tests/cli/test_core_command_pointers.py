"""A command typed at the wrong level says where it is: ``parlor jotto resume`` ("No such
command 'resume'", nothing more), ``parlor rules``, ``parlor jotto history``, ``parlor play
jotto``, ``parlor jojotte solve``. Typos keep typer's guesses ('jotoo': did you mean 'jotto')."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def _said(args: list[str]) -> str:
    result = runner.invoke(app, args, input="")
    assert result.exit_code == 2, result.output
    return " ".join(result.output.replace("│", " ").split())


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["jotto", "resume"], "No such command 'resume': parlor resume continues an unfinished"),
        (["jojotte", "continue"], "No such command 'continue': parlor resume continues"),
        (["jotto", "history"], "No such command 'history': it is parlor's: parlor history jotto"),
        (["jojotte", "stats"], "No such command 'stats': it is parlor's: parlor stats jojotte"),
        (["jotto", "play"], "the game is played by its name alone: parlor jotto"),
        (["play", "jotto"], "a game is played by its name: parlor jotto or parlor jojotte"),
        (["rules"], "it is a game's command: parlor jotto rules or parlor jojotte rules"),
        (["solve", "crane"], "it is a game's command: parlor jotto solve"),
        (["replay"], "it is a game's command: parlor jojotte replay"),
        (["list"], "parlor resume --list lists them"),
        (["jotto", "replay"], "No such command 'replay': it is Jo-Jotte's: parlor jojotte replay"),
        (["jojotte", "helper"], "No such command 'helper': it is Jotto's: parlor jotto helper"),
    ],
)
def test_a_command_elsewhere_in_parlor_is_pointed_to(args: list[str], said: str) -> None:
    assert said in _said(args)


def test_typos_keep_their_guesses() -> None:
    assert "No such command 'jotoo'. Did you mean 'jotto'?" in _said(["jotoo"])
    assert "No such command 'sheeet'. Did you mean 'sheet'?" in _said(["jotto", "sheeet"])
    # (a word without a guess names the commands since round 17)
    assert "No such command 'xyz': the commands of parlor jotto are" in _said(["jotto", "xyz"])


def test_the_commands_themselves_are_untouched() -> None:
    result = runner.invoke(app, ["jotto", "rules"])
    assert result.exit_code == 0 and "Jotto" in result.output
    result = runner.invoke(app, ["history", "jotto"])
    assert result.exit_code == 0
