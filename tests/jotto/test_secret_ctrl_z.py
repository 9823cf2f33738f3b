"""Jotto's ``secret`` at one keyboard of two people (judge session 11, S1): Ctrl-Z while the
word was shown ('Ann's secret word: MAPLE / Press Enter to hide it:') stopped the program with
the word on the screen, above the shell's '[1]+ Stopped' and 'fg', and after ``fg`` and Enter
the game said '(Hidden again: Bob may look.)' with MAPLE still there (Ctrl-C after ``fg`` as
well: the wipe went up from where the cursor then was). The word is wiped at Ctrl-Z, before the
program stops, and after ``fg`` the prompt says so; nothing is wiped twice.

The game runs on a pseudo-terminal of its own, under a small job-control shell (as in
tests/core/test_ctrl_z_prompt.py)."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import tempfile
import time

import pytest

from tests.core.test_ctrl_z_prompt import SHELL, _controlling_tty, _read_until

GAME = """
import sys
from parlor.cli import main
sys.argv = ["parlor", "jotto", "--vs", "human", "--first", "1", "--name1", "Ann",
            "--name2", "Bob", "--seed", "7"]
main()
"""

SHOWN = b"Ann's secret word: "
ENTER = b"Press Enter to hide it: "
WIPE = b"\x1b[1A\r\x1b[J"  # (one row up: the cursor is on the prompt's line at Ctrl-Z)


def _step(main: int, seen: bytearray, keys: bytes, want: bytes, count: int = 1) -> None:
    time.sleep(0.3)
    os.write(main, keys)
    _read_until(main, seen, want, count)


@pytest.mark.skipif(not hasattr(signal, "SIGTSTP"), reason="job control is POSIX")
@pytest.mark.parametrize("then", [b"\r", b"\x03"])  # Enter, or Ctrl-C, after fg
def test_ctrl_z_wipes_the_shown_secret_before_stopping(then: bytes) -> None:
    main, tty = os.openpty()
    # (the game, left when the test ends, writes its save as the terminal closes: since
    # round 21 it stops on SIGHUP as on Ctrl-C, and its folder may not be empty yet)
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as home:
        env = {
            **os.environ,
            "TERM": "xterm",
            "NO_COLOR": "1",
            "COLUMNS": "100",
            "LINES": "30",
            "PARLOR_HOME": home,
        }
        proc = subprocess.Popen(
            [sys.executable, "-c", SHELL, GAME],
            stdin=tty,
            stdout=tty,
            stderr=tty,
            env=env,
            start_new_session=True,
            preexec_fn=_controlling_tty,
        )
        seen = bytearray()
        try:
            _read_until(main, seen, b"(hidden): ")
            _step(main, seen, b"maple\r", b"(hidden): ", count=2)
            _step(main, seen, b"grown\r", b"line 1: ")
            _step(main, seen, b"secret\r", b"(n: not now): ")
            _step(main, seen, b"\r", ENTER)
            _step(main, seen, b"\x1a", b"STOPPED=True")  # Ctrl-Z
            stopped = bytes(seen)
            at = stopped.index(SHOWN + b"MAPLE")
            assert WIPE in stopped[at:], stopped[at:]  # wiped before the shell's lines
            _read_until(main, seen, b"(Ctrl-Z hid Ann's secret word.) Press Enter to go on: ")
            after = len(seen)
            _step(main, seen, then, b"line 1: " if then == b"\r" else b"\n", count=1)
            time.sleep(0.5)
            with_more = bytearray()
            with contextlib.suppress(AssertionError):  # (what else comes, for 0.5 s)
                _read_until(main, with_more, b"\x00", wait=0.5)
            rest = bytes(seen[after:] + with_more)
            assert b"\x1b[J" not in rest, rest  # (nothing wiped twice: the shell's lines)
            if then == b"\r":
                assert b"(Hidden again: Bob may look.)" in rest, rest
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
            os.close(main)
            os.close(tty)
