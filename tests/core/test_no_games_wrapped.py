"""Round 21 (judge AA15 #6): at a terminal, "No unfinished games in PATH. parlor jotto or parlor
jojotte starts one." is broken between words (the terminal cut it mid-word), the path whole."""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import struct
import sys
import termios
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs a terminal (pty)")


def test_the_empty_list_is_broken_between_words(tmp_path: Path) -> None:
    home = tmp_path / "a-folder-with-a-long-name"
    env = {**os.environ, "PARLOR_HOME": str(home), "NO_COLOR": "1"}
    env.pop("COLUMNS", None)
    pid, fd = pty.fork()
    if pid == 0:
        try:
            fcntl.ioctl(1, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 60, 0, 0))
            os.execvpe(sys.executable, [sys.executable, "-m", "parlor", "resume", "--list"], env)
        finally:
            os._exit(99)
    seen = bytearray()
    end = time.monotonic() + 60
    while time.monotonic() < end:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                break
            if not chunk:
                break
            seen.extend(chunk)
    os.waitpid(pid, 0)
    os.close(fd)
    text = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", seen.decode(errors="replace"))
    lines = [line.rstrip("\r") for line in text.split("\n") if line.strip()]
    assert " ".join(" ".join(lines).split()).startswith("No unfinished games in "), lines
    path = str(home / "saves")
    assert any(line.strip() == f"{path}. parlor jotto" or line.startswith(path) for line in lines)
    assert all(len(line) <= 60 for line in lines if path not in line), lines
    words = {"unfinished", "parlor", "jotto", "jojotte", "starts", "one."}
    assert all(w in " ".join(lines).split() for w in words), lines  # (no word cut in two)
