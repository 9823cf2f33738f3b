"""A new game started while the other one is being played in another terminal: no note that
it "waits unfinished (...): parlor resume continues it" (parlor resume refuses it there, as
being played now). Saves nobody plays are still said."""

from __future__ import annotations

import fcntl
import os
import subprocess
import sys
from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.saves import unfinished_note

runner = CliRunner()


def _jotto_save() -> Path:
    """A save made by a parlor of its own, which ended (and left its lock)."""
    done = subprocess.run(
        [sys.executable, "-m", "parlor", "jotto", "--vs", "human", "--first", "1"],
        input="maple\ngrown\nwhale\n",
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    (save,) = (Path(os.environ["PARLOR_HOME"]) / "saves").glob("*.json")
    return save


def test_a_game_played_elsewhere_now_is_not_said_to_wait() -> None:
    save = _jotto_save()
    assert unfinished_note("parlor.jotto", "Jotto match", "Jotto matches") is not None
    # another parlor plays it: it holds the save's lock
    fd = os.open(save.with_name(f".{save.stem}.lock"), os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        assert unfinished_note("parlor.jotto", "Jotto match", "Jotto matches") is None
        result = runner.invoke(app, ["jotto", "--vs", "human"], input="")
        assert "waits unfinished" not in result.output, result.output
    finally:
        os.close(fd)
    note = unfinished_note("parlor.jotto", "Jotto match", "Jotto matches")
    assert note is not None and save.stem in note
