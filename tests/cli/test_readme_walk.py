"""What a newcomer meets following the README: help texts that say what the program does."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def _help_row(command: list[str], option: str) -> str:
    """The --help text of ``option`` (its lines joined, the frame dropped)."""
    out = runner.invoke(app, [*command, "--help"], env={"COLUMNS": "200"}).output
    for line in out.splitlines():
        cells = line.replace("\u2502", " ").split()
        if option in cells[:2]:
            return " ".join(cells[cells.index(option) + 1 :])
    raise AssertionError(f"{option} not in {out}")


def test_hint_help_names_the_bot_that_gives_the_hints() -> None:
    # The help said 'what the bot would do': against --level easy that reads as the easy
    # opponent, but the hints always come from the hard bot, as the game's own line says.
    result = runner.invoke(
        app, ["jojotte", "--hint", "--level", "easy", "--seed", "12"], input="quit\n"
    )
    said = re.search(r"Hint \(the (\w+) bot\)", result.output)
    assert said is not None, result.output
    assert f"the {said.group(1)} bot" in _help_row(["jojotte"], "--hint")


def test_jojotte_ascii_help_says_it_draws_the_lines_in_ascii_too() -> None:
    # The README: '--ascii (letters instead of suits and ASCII lines)'; the game does draw its
    # sheet's table in ASCII, but its help spoke of the cards only, unlike Jotto's --ascii.
    result = runner.invoke(app, ["jojotte", "--ascii", "--seed", "5"], input="sheet\nquit\n")
    assert "+----" in result.output and "\u2501" not in result.output, result.output
    row = _help_row(["jojotte"], "--ascii")
    assert "Cards as letters" in row and "ASCII (+, -, |)" in row, row


def test_delete_of_a_finished_match_says_there_is_nothing_to_delete(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # 'parlor resume --delete NAME' of a finished match said 'so there is nothing to resume'.
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    args = ["jotto", "--vs", "human", "--first", "1", "--target", "1"]
    played = runner.invoke(app, args, input="MAPLE\nGROWN\nGROWN\n")
    assert played.exit_code == 0, played.output
    (record,) = (tmp_path / "records").glob("jotto-*.json")
    result = runner.invoke(app, ["resume", "--delete", record.stem, "--yes"])
    assert result.exit_code == 2, result.output
    said = " ".join(result.output.split())
    assert "is a finished Jotto match, so there is nothing to delete" in said, said
    assert record.is_file()
    result = runner.invoke(app, ["resume", record.stem])
    assert "so there is nothing to resume" in " ".join(result.output.split()), result.output


@pytest.mark.parametrize("command", ["stats", "history"])
def test_game_named_as_the_json_keys_it_says_how_to_ask_for_that_length(command: str) -> None:
    # The README: stats' JSON keys are jotto, jotto-4 and jotto-6; '--game jotto-4' was refused
    # with 'must be jotto or jojotte' and no word of --length.
    result = runner.invoke(app, [command, "--game", "jotto-4"], env={"COLUMNS": "200"})
    assert result.exit_code == 2, result.output
    assert "use --game jotto --length 4" in result.output, result.output
    result = runner.invoke(app, [command, "--game", "jotto-7"], env={"COLUMNS": "200"})
    assert result.exit_code == 2 and "--length" not in result.output, result.output
