"""A data folder or history that is a symbolic link leading back to itself, or a history that
is a pipe: the messages name the link or the pipe. They said 'No finished matches yet', 'File
exists', 'unable to open database file', 'Too many levels of symbolic links' and 'disk I/O
error' (of a disk that was fine)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()
SAMPLE = "whale flask shale lulls field stomp worst chime grout fight brown plane wrong ample grown"
ARGS = ["jotto", "--vs", "human", "--first", "1", "--target", "80"]
INPUT = "maple\ngrown\n" + "".join(w + "\n" for w in SAMPLE.split())


def _loop(tmp_path: Path) -> Path:
    a, b = tmp_path / "a", tmp_path / "b"
    a.symlink_to(b)
    b.symlink_to(a)
    return a


def test_a_data_folder_that_loops_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = _loop(tmp_path)
    monkeypatch.setenv("PARLOR_HOME", str(home))
    said = f"{home} is a symbolic link that leads back to itself"
    for args in (["history"], ["stats"], ["resume", "--list"]):
        result = runner.invoke(app, args)
        assert result.exit_code == 2, (args, result.output)
        assert said in result.stderr, (args, result.stderr)
    result = runner.invoke(app, ARGS, input=INPUT)
    flat = " ".join(result.output.split())
    # (nothing could keep the match: exit status 1 since round 18)
    assert result.exit_code == 1 and "86 to 21" in flat
    assert flat.count(f"({said})") == 3, flat  # the save, the record, the history
    assert "Too many levels" not in flat and "File exists" not in flat


def test_a_history_that_loops_is_not_an_empty_history() -> None:
    home = Path(os.environ["PARLOR_HOME"])
    home.mkdir(parents=True, exist_ok=True)
    history = home / "history.sqlite3"
    history.symlink_to(history.name)  # leads to itself
    for args in (["history"], ["stats", "--json"]):
        result = runner.invoke(app, args)
        assert result.exit_code == 2 and "No finished matches" not in result.output
        assert f"{history} is a symbolic link that leads back to itself" in result.stderr


def test_a_history_that_is_a_pipe_is_said_to_be_one() -> None:
    home = Path(os.environ["PARLOR_HOME"])
    home.mkdir(parents=True, exist_ok=True)
    os.mkfifo(home / "history.sqlite3")
    result = runner.invoke(app, ["history"])
    assert result.exit_code == 2 and "disk I/O error" not in result.stderr
    assert "it is not a file but a pipe or a device" in result.stderr, result.stderr
