"""Round 10 (judge): a pad's or sheet's ``-o DIR/`` naming a folder that does not exist is
refused ('DIR/: cannot write (the folder DIR does not exist)', exit 2 since session 10, as
other bad -o values); the option dropped the ``/`` and the sheet was written to a file named
DIR, the folder meant never made."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


@pytest.mark.parametrize(
    "args",
    [
        ["jotto", "pad", "-n", "1", "-o", "out/"],
        ["jotto", "pad", "--output=out/"],
        ["jojotte", "pad", "-oout/"],
        ["jojotte", "-o", "fours=belote", "pad", "-o", "out/"],
    ],
    ids=lambda a: " ".join(a),
)
def test_a_missing_folder_is_not_made_a_file(
    args: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, args)
    assert result.exit_code == 2, result.output
    assert "out/: cannot write (the folder out does not exist)" in result.output
    assert not (tmp_path / "out").exists()


def test_a_file_and_standard_output_are_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    assert runner.invoke(app, ["jotto", "pad", "-n", "1", "-o", "out.txt"]).exit_code == 0
    assert (tmp_path / "out.txt").is_file()
    result = runner.invoke(app, ["jotto", "pad", "-n", "1", "-o", "-"])
    assert result.exit_code == 0 and "JOTTO" in result.output
