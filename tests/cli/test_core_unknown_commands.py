"""Round 17 (core): an unknown command typer has no guess for says what the commands are:
'parlor jotto crane' (a newcomer typing a word) said only "No such command 'crane'."."""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def _said(args: list[str]) -> tuple[int, str]:
    result = runner.invoke(app, args, env={"COLUMNS": "300"})
    return result.exit_code, " ".join(result.output.replace("│", " ").split())


def test_a_word_with_no_guess_names_the_commands() -> None:
    code, out = _said(["jotto", "crane"])
    assert code == 2
    assert (
        "No such command 'crane': the commands of parlor jotto are pad, sheet, solve, helper "
        "and rules; parlor jotto alone starts a game (its options after it: parlor jotto -h)"
    ) in out
    code, out = _said(["jojotte", "deal"])
    assert code == 2
    assert "the commands of parlor jojotte are pad, sheet, replay, analyze and rules" in out
    code, out = _said(["chess"])
    assert code == 2
    assert (
        "No such command 'chess': parlor's commands are jotto, jojotte, resume, history and stats"
    ) in out


def test_guesses_and_pointers_are_kept() -> None:
    assert "No such command 'shet'. Did you mean 'sheet'?" in _said(["jotto", "shet"])[1]
    assert "it is Jotto's: parlor jotto solve" in _said(["jojotte", "solve"])[1]
