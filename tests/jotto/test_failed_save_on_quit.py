"""A match stopped after its save began to fail says how far the save holds it."""

from __future__ import annotations

import errno
import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import parlor.core.saves as saves
from parlor.cli import app
from parlor.core.records import hide, reveal

runner = CliRunner()
real_write = saves.write_json_atomic


def failing_after(word: str) -> Any:
    """A write that fails (disk full) once the record holds ``word``."""

    def write(path: Path, record: Any) -> None:
        if word in json.dumps(reveal(hide(record))):  # (a save hides its secrets)
            raise OSError(errno.ENOSPC, "No space left on device")
        real_write(path, record)

    return write


def play(lines: list[str]) -> str:
    args = ["jotto", "--vs", "human", "--first", "1"]
    result = runner.invoke(app, args, input="".join(x + "\n" for x in lines))
    return " ".join(result.output.split())


def test_quit_after_a_failed_save_says_how_far_the_save_holds_the_match(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(saves, "write_json_atomic", failing_after("shale"))
    out = play(["maple", "grown", "whale", "flask", "shale", "lulls", "quit"])
    assert "No space left on device" in out  # the warning when it failed
    assert "up to line 1; the moves after it could not be saved" in out, out[-400:]
    assert "parlor resume continues from there." in out
    monkeypatch.setattr(saves, "write_json_atomic", real_write)
    out = " ".join(runner.invoke(app, ["resume"], input="1\nquit\n").output.split())
    assert "WHALE" in out and "FLASK" in out and "SHALE" not in out


def test_a_save_that_never_worked_says_the_match_could_not_be_saved(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(saves, "write_json_atomic", failing_after("maple"))
    out = play(["maple", "grown", "whale", "quit"])
    assert out.endswith("the match was not finished. It could not be saved."), out[-300:]


def test_a_save_that_works_again_is_named_as_before(monkeypatch: pytest.MonkeyPatch) -> None:
    def write(path: Path, record: Any) -> None:  # full for one move
        text = json.dumps(record)
        if "flask" in text and "shale" not in text:
            raise OSError(errno.ENOSPC, "No space left on device")
        real_write(path, record)

    monkeypatch.setattr(saves, "write_json_atomic", write)
    out = play(["maple", "grown", "whale", "flask", "shale", "quit"])
    assert "No space left on device" in out and "the game is saved again" in out
    assert "up to" not in out and out.endswith("parlor resume continues it."), out[-300:]
