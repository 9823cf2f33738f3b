"""Round 10 (a judge's eye): a RECORD not found names the newest records and saves."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

from .jojotte_helpers import RECORDS


@pytest.mark.parametrize("command", ["sheet", "replay", "analyze"])
def test_a_number_or_a_mistyped_name_is_told_the_names_there_are(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, command: str
) -> None:
    # 'parlor jojotte sheet 1' (as parlor resume 1) said only "no such file, nor a save or
    # record of that name in ..." and left the player to find the names.
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    out = CliRunner().invoke(app, ["jojotte", command, "1"], env={"COLUMNS": "300"})
    assert out.exit_code == 2
    assert "there are no Jo-Jotte records or saves there yet" in out.output
    (tmp_path / "records").mkdir()
    (tmp_path / "saves").mkdir()
    old = tmp_path / "records" / "jojotte-20261130-100000-1.json"
    new = tmp_path / "saves" / "jojotte-20261130-110000-2.json"
    for path, when in ((old, 1_000_000), (new, 2_000_000)):
        shutil.copy(RECORDS / "example1.json", path)
        os.utime(path, (when, when))
    (tmp_path / "records" / "jotto-20261130-120000-3.json").write_text("{}")  # another game
    # (a name mistyped: '1' is now the save numbered 1 in parlor resume --list)
    typo = "jojotte-20261130-11000-2"
    out = CliRunner().invoke(app, ["jojotte", command, typo], env={"COLUMNS": "300"})
    assert out.exit_code == 2
    # (the record copied into the saves folder is a save without its session settings, which
    # the sheet refuses: not suggested since judge T14)
    assert "; the newest: jojotte-20261130-100000-1 (a record)" in out.output
    assert "110000-2 (a save)" not in out.output
    assert "jotto-" not in out.output
