"""Exit codes: a game named to resume that is not there is an error (2) whether or not other
saves exist (with none, 'parlor resume 99' said 'No unfinished games' and exited 0); a sheet's
output file in a folder that is not there is a bad option (2) in both games, as other bad
options are (it was an I/O error, 1, until round 16b)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.mark.parametrize("wanted", ["99", "foo"])
def test_resume_of_a_game_that_is_not_there_fails_with_no_saves(home: Path, wanted: str) -> None:
    result = runner.invoke(app, ["resume", wanted])
    assert result.exit_code == 2, result.output
    assert f"no unfinished game '{wanted}': there are none in {home / 'saves'}" in result.output


@pytest.mark.parametrize("wanted", ["99", "foo"])
def test_resume_of_a_game_that_is_not_there_fails_with_saves(home: Path, wanted: str) -> None:
    runner.invoke(app, ["jotto", "--seed", "1"], input="maple\n")
    assert runner.invoke(app, ["resume", wanted]).exit_code == 2


def test_resume_with_no_id_and_no_saves_is_not_an_error(home: Path) -> None:
    result = runner.invoke(app, ["resume"])
    assert result.exit_code == 0 and "No unfinished games" in result.output


def _record(home: Path) -> Path:
    args = ["jotto", "--vs", "human", "--first", "1", "--target", "10"]
    assert runner.invoke(app, args, input="maple\ngrown\ngrown\n").exit_code == 0
    (record,) = (home / "records").glob("jotto-*.json")
    return record


def test_a_sheet_file_in_a_missing_folder_is_exit_2_in_both_games(
    home: Path, tmp_path: Path
) -> None:
    record = _record(home)
    runner.invoke(app, ["jojotte", "--seed", "3"], input="pass\nq\n")  # one call: saved
    (save,) = (home / "saves").glob("jojotte-*.json")
    nowhere = str(tmp_path / "no-such-folder" / "x.html")
    for args in (
        ["jotto", "sheet", str(record)],
        ["jojotte", "sheet", str(save)],
        ["jotto", "pad"],
        ["jojotte", "pad"],
    ):
        result = runner.invoke(app, [*args, "-o", nowhere])
        assert result.exit_code == 2, (args, result.output)  # a bad -o, as -o FOLDER (round 16b)
        assert "does not exist" in result.output
        # and a bad option is 2 in both
        assert runner.invoke(app, [*args, "-o", str(tmp_path / "x.docx")]).exit_code == 2
