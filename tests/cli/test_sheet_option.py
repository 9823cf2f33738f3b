"""'parlor jotto -o x' said only 'No such option: -o', while an option of the other game's
says whose it is: -o/--output (and --format, --paper) are the sheet's and the pad's, and the
error says how a sheet is written to a file. 'parlor jojotte --output x' guessed '--option'."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def _err(args: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    result = runner.invoke(app, args, env={"COLUMNS": "300"})
    assert result.exit_code == 2, result.output
    return result.output


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["jotto", "-o", "x"], "No such option: -o; to write a sheet to a file: parlor jotto"),
        (["jotto", "--output", "x.pdf"], "No such option: --output; to write a sheet to a file"),
        (["jotto", "-ox"], "No such option: -o; to write a sheet to a file: parlor jotto sheet"),
        (["jojotte", "--output", "x"], "to write a sheet to a file: parlor jojotte sheet RECORD"),
        (["jotto", "--paper", "a4"], "--paper; it is for a sheet or pad: parlor jotto sheet"),
        (["jojotte", "-f", "pdf"], "-f; it is for a sheet or pad: parlor jojotte sheet RECORD -f"),
    ],
)
def test_a_sheets_option_given_to_the_game_says_whose_it_is(
    args: list[str], said: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = _err(args, tmp_path, monkeypatch)
    assert said in out
    assert "Possible options" not in out
    if "-o" in said.split(";")[0] or "--output" in said:
        assert "sheet RECORD -o FILE" in out


def test_other_unknown_options_are_unchanged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = _err(["jotto", "--bogus"], tmp_path, monkeypatch)
    assert "No such option: --bogus" in out and "sheet" not in out
    out = _err(["jotto", "--rubbers", "2"], tmp_path, monkeypatch)
    assert "it is Jo-Jotte's: parlor jojotte --rubbers N" in out


def test_jojottes_own_o_is_still_its_rule_option(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = _err(["jojotte", "-o", "sheet.html"], tmp_path, monkeypatch)
    assert "in the game, -o is --option" in out
