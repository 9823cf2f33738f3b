"""Round 21: a sheet given the number of a save the list shows, which it cannot read (the
other game's, a damaged one), says what that save is and nothing else: it began 'Error: 4: no
such file, nor a save or record of that name in HOME; game 4 of parlor resume --list is a
damaged Jotto save: ...', denying the save it then described (judge V14 #7)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app


def _jotto_save(home: Path) -> Path:
    """A Jotto match saved at line 2, as the game saves it."""
    result = CliRunner().invoke(
        app,
        ["jotto", "--seed", "1", "--first", "1"],
        input="crane\nslate\nquit\n",
        env={"PARLOR_HOME": str(home), "COLUMNS": "100"},
    )
    assert "Saved as" in result.output, result.output
    (save,) = (home / "saves").glob("jotto-*.json")
    return save


def _error(args: list[str]) -> str:
    out = CliRunner().invoke(app, args, env={"COLUMNS": "300"})
    assert out.exit_code == 2, out.output
    return " ".join(out.stderr.split())


def test_a_damaged_save_of_the_other_game_is_described_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    save = _jotto_save(tmp_path)
    record = json.loads(save.read_text())
    record["games"] = "oops"
    save.write_text(json.dumps(record))
    said = _error(["jojotte", "sheet", "1"])
    assert said.startswith("Error: game 1 of parlor resume --list is a damaged Jotto save: "), said
    assert "no such file" not in said
    # a number past the list is still no such file, and says what the list has
    said = _error(["jojotte", "sheet", "5"])
    assert said.startswith("Error: 5: no such file, nor a save or record of that name"), said
    assert "parlor resume --list has no game 5 (it lists 1)" in said


def test_a_sound_save_of_the_other_game_points_at_its_sheet_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    save = _jotto_save(tmp_path)
    said = _error(["jojotte", "sheet", "1"])
    assert (
        said
        == f"Error: game 1 of parlor resume --list is a Jotto game: parlor jotto sheet {save.stem}"
    )
    # and what it points at prints
    out = CliRunner().invoke(app, ["jotto", "sheet", save.stem], env={"COLUMNS": "100"})
    assert out.exit_code == 0 and "SLATE" in out.stdout, out.output


def test_jottos_sheet_says_a_listed_jojotte_save_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    (tmp_path / "saves").mkdir(parents=True)
    record = Path(__file__).parents[1] / "jojotte" / "records" / "example1.json"
    # (a record copied into the saves folder: a save without its session settings, damaged)
    (tmp_path / "saves" / "jojotte-20261130-100000-1.json").write_text(record.read_text())
    said = _error(["jotto", "sheet", "1"])
    assert said.startswith("Error: game 1 of parlor resume --list is a damaged Jo-Jotte save: ")
    assert "no such file" not in said, said
