"""Round 21: readline's file-name completion was still live at a game's prompts (judge X15
#8). Tab was off, but Esc-``*`` put the current folder's file names on the line ('w.txt
w16.txt wacc.txt ... is not a word'), and Esc-``=`` / Esc-``?`` listed them. The prompts
complete nothing."""

from __future__ import annotations

import os
import pty
import select
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs a terminal (pty)")

FILES = ("wacc.txt", "w16.txt", "wonder-notes.txt")


def _read(fd: int, until: bytes, seen: bytearray, start: int = 0) -> None:
    """Read the terminal into ``seen`` until ``until`` is in it after ``start``."""
    end = time.monotonic() + 60.0
    while until not in seen[start:] and time.monotonic() < end:
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


@pytest.mark.parametrize(
    ("keys", "read"),
    [
        (b"w\x1b*", "W has 1 letter"),
        (b"w\x1b=", "W has 1 letter"),
        (b"w\x1b?", "W has 1 letter"),
    ],
)
def test_escape_keys_at_a_jotto_prompt_bring_no_file_names(
    tmp_path: Path, keys: bytes, read: str
) -> None:
    folder = tmp_path / "here"
    folder.mkdir()
    for name in FILES:
        (folder / name).write_text("x\n")
    env = {**os.environ, "PARLOR_HOME": str(tmp_path / "home"), "COLUMNS": "100"}
    pid, fd = pty.fork()
    if pid == 0:
        try:
            os.chdir(folder)
            args = ["jotto", "--seed", "4", "--level", "easy", "--first", "1"]
            os.execvpe(sys.executable, [sys.executable, "-m", "parlor", *args], env)
        finally:
            os._exit(99)
    seen = bytearray()
    try:
        _read(fd, b"(hidden):", seen)
        os.write(fd, b"crane\n")
        _read(fd, b"line 1:", seen)
        start = len(seen)
        os.write(fd, keys)
        time.sleep(1.0)
        os.write(fd, b"\n")
        _read(fd, b"letter", seen, start)  # (the refusal of what was typed)
        _read(fd, b"line 1:", seen, start)  # (the prompt again)
        os.write(fd, b"quit\n")
        _read(fd, b"parlor resume", seen)
    finally:
        _, status = os.waitpid(pid, 0)
        os.close(fd)
    after = seen[start:].decode(errors="replace")
    assert read in after, after  # the line read is the line typed
    for name in FILES:
        assert name not in after, after
    assert os.waitstatus_to_exitcode(status) == 0
