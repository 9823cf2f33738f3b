"""``parlor jotto > game.txt`` typed at a terminal: the game is shown on the terminal as well
as written to the file (the player saw a blank screen and typed blind, the hidden secret
prompt included); the file reads as a transcript (answers after their prompts, the secret as
stars). Pipes and scripts are left as they were."""

from __future__ import annotations

import os
import pty
import select
import subprocess
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
    time.sleep(1.0)  # (the prompt is printed before the read starts: getpass drops type-ahead)


def test_a_game_written_to_a_file_at_a_terminal_is_shown_there_too(tmp_path: Path) -> None:
    out = tmp_path / "game.txt"
    env = {**os.environ, "PARLOR_HOME": str(tmp_path / "home"), "COLUMNS": "100"}
    env.pop("NO_COLOR", None)
    pid, fd = pty.fork()
    if pid == 0:  # the child: the terminal for stdin and stderr, the file for stdout
        try:
            os.chdir(tmp_path)
            target = os.open(out, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
            os.dup2(target, 1)
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
        _, status = os.waitpid(pid, 0)
        os.close(fd)
    screen = seen.decode(errors="replace")
    assert "You test SLATE:" in screen and "JOTTO - game 1" in screen
    assert "CRANE" not in screen.split("Secrets:")[0]  # the secret is not echoed
    text = out.read_text()
    assert "type your secret word (hidden): *****\n" in text
    assert "your test word for line 1: slate\n" in text
    assert "You test SLATE:" in text
    assert "parlor: writing" not in text  # the note is for the terminal alone
    assert os.waitstatus_to_exitcode(status) == 0


def test_a_piped_game_written_to_a_file_is_unchanged(tmp_path: Path) -> None:
    out = tmp_path / "game.txt"
    with out.open("w") as file:
        done = subprocess.run(
            [sys.executable, "-m", "parlor", "jotto", "--seed", "1", "--first", "1"],
            input="crane\nslate\nquit\n",
            stdout=file,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "PARLOR_HOME": str(tmp_path / "home")},
            timeout=120,
        )
    assert "writing the output" not in done.stderr
    assert "your test word for line 1: slate\n" in out.read_text()


def test_a_command_that_asks_nothing_shows_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    written: list[str] = []

    class Tty:
        def isatty(self) -> bool:
            return True

        def write(self, text: str) -> int:
            written.append(text)
            return len(text)

        def flush(self) -> None:
            pass

    read_end, write_end = os.pipe()  # (a pipe: not mirrored; /dev/null is since round 21)
    os.close(read_end)
    with os.fdopen(write_end, "w") as pipe:
        monkeypatch.setattr(sys, "stdin", Tty())
        monkeypatch.setattr(sys, "stdout", pipe)
        assert not isinstance(make_console().file, MirroredOutput)
    with open(os.devnull, "w") as null:
        mirror = MirroredOutput(null, Tty())  # type: ignore[arg-type]
        mirror.write("a list of records\n")
        mirror.flush()
        assert written == []  # nothing asked: the terminal is left alone
        mirror.show()
    assert "a list of records\n" in "".join(written)
