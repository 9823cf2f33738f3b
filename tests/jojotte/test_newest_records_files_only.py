"""Round 17, extra finding Z1: a RECORD not found names the newest Jo-Jotte records and saves,
files only: a pipe or a folder named like a save was named among them ('the newest: jojotte-f
(a save)'), though it is none and the same error said so."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

from .jojotte_helpers import RECORDS


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_the_newest_named_are_files_never_a_pipe_or_a_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    saves = tmp_path / "saves"
    saves.mkdir()
    os.mkfifo(saves / "jojotte-f.json")
    (saves / "jojotte-d.json").mkdir()
    out = CliRunner().invoke(app, ["jojotte", "sheet", "jojotte-f"], env={"COLUMNS": "300"})
    assert out.exit_code == 2
    assert "not a file but a pipe" in out.output
    assert "the newest" not in out.output
    assert "there are no Jo-Jotte records or saves there yet" in out.output
    # (a record: copied into the saves folder it is a save without its session settings,
    # which the sheet refuses, so no longer named among the newest: judge T14)
    (tmp_path / "records").mkdir()
    real = tmp_path / "records" / "jojotte-20261130-110000-2.json"
    shutil.copy(RECORDS / "example1.json", real)
    os.utime(real, (1_000_000, 1_000_000))  # older than the pipe and the folder
    out = CliRunner().invoke(app, ["jojotte", "replay", "jojotte-x"], env={"COLUMNS": "300"})
    assert out.exit_code == 2
    assert out.output.rstrip().endswith("; the newest: jojotte-20261130-110000-2 (a record)")
