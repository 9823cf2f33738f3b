"""Round 16b: an -o that cannot be is a usage error (exit 2) in both games' pad and sheet, as
-o FOLDER and -o x.docx are; a file that cannot be written where it may be stays 1."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path / "home"))
    monkeypatch.chdir(tmp_path)
    return tmp_path / "home"


def _commands(home: Path) -> list[list[str]]:
    args = ["jotto", "--vs", "human", "--first", "1", "--target", "10"]
    assert runner.invoke(app, args, input="maple\ngrown\ngrown\n").exit_code == 0
    (record,) = (home / "records").glob("jotto-*.json")
    runner.invoke(app, ["jojotte", "--seed", "3"], input="pass\nq\n")
    (save,) = (home / "saves").glob("jojotte-*.json")
    return [
        ["jotto", "pad"],
        ["jojotte", "pad"],
        ["jotto", "sheet", str(record)],
        ["jojotte", "sheet", str(save)],
    ]


def test_bad_outputs_are_all_exit_2(home: Path, tmp_path: Path) -> None:
    (tmp_path / "afile").write_text("x")
    for args in _commands(home):
        for output, said in (
            (tmp_path / "nowhere" / "x.pdf", "cannot write (the folder"),
            (tmp_path / "afile" / "x.html", "afile is a file, not a folder"),
            (tmp_path, "is a folder: name a file in it"),
            (tmp_path / "x.docx", "parlor cannot write .docx files"),
        ):
            result = runner.invoke(app, [*args, "-o", str(output)])
            assert result.exit_code == 2, (args, output, result.output)
            assert said in result.output and "Traceback" not in result.output
    assert not (tmp_path / "nowhere").exists()


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_full_disk_is_still_an_io_error(home: Path) -> None:
    result = runner.invoke(app, ["jotto", "pad", "-o", "/dev/full"])
    assert result.exit_code == 1 and "No space left on device" in result.output
