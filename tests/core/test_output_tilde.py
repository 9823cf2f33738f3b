"""Round 10 (judge): ``--output=~/pads.html`` (a shell leaves the ``~`` of ``--output=~/...``
as it is) writes to the home folder; it said 'cannot write (the folder ~ does not exist)'. A
folder really named ``~`` is still written into."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def test_a_tilde_the_shell_left_is_the_home_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["jotto", "pad", "-n", "1", "--output=~/pads.html"])
    assert result.exit_code == 0, result.output
    assert (home / "pads.html").is_file() and not (tmp_path / "~").exists()


def test_a_folder_named_tilde_is_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path / "elsewhere"))
    monkeypatch.chdir(tmp_path)
    (tmp_path / "~").mkdir()
    result = runner.invoke(app, ["jojotte", "pad", "-o", "~/pad.html"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "~" / "pad.html").is_file()
