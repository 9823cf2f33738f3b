"""``parlor jotto > game.txt 2>&1`` typed at a terminal: the game is shown on the terminal (it
is written to it directly, standard error being the file too) as with ``> game.txt`` alone.
The player typed blind, and the file's prompts ran together on one line with no answers."""

from __future__ import annotations

import os
import pty
import select
import signal
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs a terminal (pty)")


def _read(fd: int, until: bytes, seen: bytearray, timeout: float = 30.0) -> None:
    end = time.monotonic() + timeout
    while until not in seen and time.monotonic() < end:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                return
            if not chunk:
                return
            seen.extend(chunk)
    time.sleep(1.0)  # (the prompt is printed before the read starts: type-ahead is dropped)


def _ended(pid: int, wait: float = 30.0) -> int:
    """The child's exit status; killed (and the test failed) when it does not end in time."""
    end = time.monotonic() + wait
    while time.monotonic() < end:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return status
        time.sleep(0.2)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    raise AssertionError("parlor did not end")


def test_a_game_written_with_its_errors_to_a_file_is_shown_on_the_terminal(
    tmp_path: Path,
) -> None:
    out = tmp_path / "game.txt"
    env = {**os.environ, "PARLOR_HOME": str(tmp_path / "home"), "COLUMNS": "100"}
    env.pop("NO_COLOR", None)
    pid, fd = pty.fork()
    if pid == 0:  # the child: the terminal for stdin (and /dev/tty), the file for both outputs
        try:
            os.chdir(tmp_path)
            target = os.open(out, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
            os.dup2(target, 1)
            os.dup2(target, 2)
            os.execvpe(
                sys.executable,
                [sys.executable, "-m", "parlor", "jotto", "--seed", "1", "--first", "1"],
                env,
            )
        finally:
            os._exit(99)
    seen = bytearray()
    try:
        _read(fd, b"(hidden):", seen)
        assert b"type your secret word (hidden):" in seen  # the prompt reached the terminal
        assert b"writing the output to game.txt, and showing it here too" in seen
        os.write(fd, b"crane\n")
        _read(fd, b"line 1:", seen)
        os.write(fd, b"slate\n")
        _read(fd, b"line 2:", seen)
        os.write(fd, b"quit\n")
        _read(fd, b"parlor resume", seen)
    finally:
        status = _ended(pid)
        os.close(fd)
    screen = seen.decode(errors="replace")
    assert "You test SLATE:" in screen and "JOTTO - game 1" in screen
    text = out.read_text()
    assert "type your secret word (hidden): *****\n" in text
    assert "your test word for line 1: slate\n" in text
    assert "parlor: writing" not in text  # the note is for the terminal alone
    assert os.waitstatus_to_exitcode(status) == 0
