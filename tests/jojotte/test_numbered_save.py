"""Round 15 (a play-test): parlor jojotte sheet 1 (replay 1, analyze 1), after parlor resume
--list numbered the saves, said "1: no such file, nor a save or record of that name" though
parlor jotto sheet 1 takes the save of that number (32a7a36): Jo-Jotte's tools take it too."""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app


def _a_save() -> None:
    args = ["jojotte", "--seed", "5", "--think", "0.01", "--level", "easy"]
    CliRunner().invoke(app, args, input="pass\nquit\n")


def test_sheet_replay_and_analyze_take_a_save_by_its_number() -> None:
    _a_save()
    for command in (["sheet", "1", "-f", "text"], ["replay", "1"], ["analyze", "1"]):
        result = CliRunner().invoke(app, ["jojotte", *command])
        assert result.exit_code == 0, (command, result.output)
        assert "(Save 1 of parlor resume --list: jojotte-" in result.output, command
        assert "no such file" not in result.output, command


def test_a_number_past_the_list_says_so() -> None:
    _a_save()
    result = CliRunner().invoke(app, ["jojotte", "sheet", "7"])
    assert result.exit_code == 2
    assert "parlor resume --list has no game 7 (it lists 1)" in result.output


def test_the_help_says_a_save_may_be_given_by_its_number() -> None:
    result = CliRunner().invoke(app, ["jojotte", "sheet", "--help"])
    assert "by its number in parlor resume --list" in " ".join(result.output.split())
