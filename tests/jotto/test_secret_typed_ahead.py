"""Jotto's ``secret``, 'Press Enter to hide it' read as a hidden answer (S2): a second Enter
typed at once at 'press Enter to see it' was dropped with the secret prompt's words ('What was
typed before this prompt is dropped: the secret is typed now, hidden.'), lines pasted there
with theirs ('1 more line came with the secret and was dropped'), rows the wipe did not count,
and Ctrl-D ended the line twice: each time the word's row stayed on the screen. What was typed
ahead or pasted is dropped unsaid there (the word waits for an Enter pressed once it shows),
and the line is ended once."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time

import pytest

from tests.core.test_ctrl_z_prompt import _controlling_tty, _read_until
from tests.jotto.test_secret_ctrl_z import ENTER, GAME, SHOWN, _step


@pytest.mark.parametrize(
    ("ahead", "then", "after"),
    [
        (b"\r", b"\r", b"(Hidden again: Bob may look.)"),  # Enter twice at once, then Enter
        (b"", b"abc\rdef\r", b"(Hidden again: Bob may look.)"),  # two lines pasted
        (b"", b"\x04", b"End of input"),  # Ctrl-D
    ],
)
def test_nothing_more_is_said_and_all_is_wiped(ahead: bytes, then: bytes, after: bytes) -> None:
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
            [sys.executable, "-c", GAME],
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
            _step(main, seen, b"\r" + ahead, ENTER)
            time.sleep(0.5)
            _step(main, seen, then, after)
            shown = bytes(seen[seen.index(SHOWN + b"MAPLE") :])
            assert b"dropped" not in shown, shown
            assert shown.count(ENTER) == 1, shown
            # (the word's row and the prompt's, from the line below: the line ended once)
            assert b"\x1b[2A\r\x1b[J" in shown, shown
            assert b"\r\n\r\n\x1b[2A" not in shown, shown
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
            os.close(main)
            os.close(tty)
