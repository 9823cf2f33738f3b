"""Round 21 (judge X15 #6): at a terminal its own size wins over an exported ``COLUMNS`` (one
left from before a resize: 999999 filled the screen with one rule line); in a pipe ``COLUMNS``
sets the width, but not beyond 1,000 columns (999999 wrote rule lines of 3 MB)."""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs a terminal (pty)")


def _screen(tmp_path: Path, columns: str) -> str:
    """What an 80x24 terminal shows of ``parlor jojotte`` with ``COLUMNS=columns``, quit at
    its first prompt."""
    env = {**os.environ, "PARLOR_HOME": str(tmp_path / "home"), "COLUMNS": columns}
    pid, fd = pty.fork()
    if pid == 0:
        try:
            fcntl.ioctl(1, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
            os.execvpe(
                sys.executable,
                [sys.executable, "-m", "parlor", "jojotte", "--seed", "5", "--level", "easy"],
                env,
            )
        finally:
            os._exit(99)
    seen = bytearray()
    end = time.monotonic() + 60
    asked = False
    while time.monotonic() < end:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if not ready:
            continue
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            break
        if not chunk:
            break
        seen.extend(chunk)
        if not asked and b"Your call (" in seen:
            os.write(fd, b"quit\n")
            asked = True
    os.waitpid(pid, 0)
    os.close(fd)
    return seen.decode(errors="replace")


@pytest.mark.parametrize("columns", ["999999", "120", "20"])
def test_a_terminals_own_width_wins(tmp_path: Path, columns: str) -> None:
    screen = _screen(tmp_path, columns)
    assert "Your call (" in screen, screen
    plain = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", screen)  # (colours and cursor moves)
    lines = [line.rstrip("\r") for line in plain.split("\n")]
    rules = [line for line in lines if line.count("─") >= 10]
    assert rules, screen
    assert all(len(line) <= 80 for line in rules), [len(line) for line in rules]
    assert any(len(line) >= 70 for line in rules), [len(line) for line in rules]  # not 20 wide


def test_in_a_pipe_columns_is_taken_up_to_a_thousand(tmp_path: Path) -> None:
    env = {**os.environ, "PARLOR_HOME": str(tmp_path / "home")}
    for columns, widest in (("999999", 1000), ("120", 120)):
        done = subprocess.run(
            [sys.executable, "-m", "parlor", "jojotte", "--seed", "5", "--level", "easy"],
            input="quit\n",
            capture_output=True,
            text=True,
            encoding="utf-8",
            env={**env, "COLUMNS": columns},
            timeout=120,
        )
        assert max(len(line) for line in done.stdout.splitlines()) == widest, done.stdout
