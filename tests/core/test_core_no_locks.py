"""A data folder on a file system without locks (NFS without its lock service, some FUSE
mounts: flock fails with ENOLCK): games are saved and resumed, unlocked, as where there is no
flock. Every save was taken for a game being played in another parlor: a new game went on
'without saving', and parlor resume refused every save as played elsewhere."""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core import saves

runner = CliRunner()


@pytest.fixture
def no_locks(monkeypatch: pytest.MonkeyPatch) -> None:
    def flock(fd: int, operation: int) -> None:
        raise OSError(errno.ENOLCK, "No locks available")

    assert saves.fcntl is not None
    monkeypatch.setattr(saves.fcntl, "flock", flock)


def test_games_are_saved_and_resumed_without_locks(no_locks: Any) -> None:
    home = Path(os.environ["PARLOR_HOME"])
    result = runner.invoke(
        app, ["jotto", "--vs", "human", "--first", "1"], input="maple\ngrown\nwhale\n"
    )
    assert "another parlor" not in result.output, result.output
    assert "without saving" not in result.output, result.output
    (save,) = (home / "saves").glob("*.json")
    assert not saves.in_use(save)
    listed = runner.invoke(app, ["resume", "--list"])
    assert "being played in another parlor" not in listed.output, listed.output
    resumed = runner.invoke(app, ["resume", "1"], input="flask\nquit\n")
    assert "Resumed where the game stopped" in resumed.output, resumed.output
    assert "another parlor" not in resumed.output, resumed.output


def test_a_lock_held_elsewhere_is_still_seen(monkeypatch: pytest.MonkeyPatch) -> None:
    def flock(fd: int, operation: int) -> None:
        raise BlockingIOError(errno.EWOULDBLOCK, "Resource temporarily unavailable")

    result = runner.invoke(
        app, ["jotto", "--vs", "human", "--first", "1"], input="maple\ngrown\nwhale\n"
    )
    assert result.exit_code == 1
    (save,) = (Path(os.environ["PARLOR_HOME"]) / "saves").glob("*.json")
    assert saves.fcntl is not None
    monkeypatch.setattr(saves.fcntl, "flock", flock)
    monkeypatch.setattr(saves, "_held", type(saves._held)())  # (as another process)
    assert saves.in_use(save)
    assert saves.hold(save) is None
