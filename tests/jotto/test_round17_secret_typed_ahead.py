"""Jotto's ``secret``, 'Press Enter to hide it' read as a hidden answer (S2): a second Enter
typed at once at 'press Enter to see it' was dropped with the secret prompt's words ('What was
typed before this prompt is dropped: the secret is typed now, hidden.'), a row the wipe did not
count, and the word's row stayed on the screen. What was typed ahead is dropped unsaid there:
the word waits for an Enter pressed once it shows."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time

from tests.core.test_round11_ctrl_z_prompt import _controlling_tty, _read_until
from tests.jotto.test_round17_secret_ctrl_z import ENTER, GAME, SHOWN, _step


def test_a_second_enter_typed_at_once_is_dropped_unsaid_and_all_is_wiped() -> None:
    main, tty = os.openpty()
    with tempfile.TemporaryDirectory() as home:
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
            _step(main, seen, b"\r\r", ENTER)  # (Enter twice, at once)
            time.sleep(0.5)
            _step(main, seen, b"\r", b"(Hidden again: Bob may look.)")
            shown = bytes(seen[seen.index(SHOWN + b"MAPLE") :])
            assert b"dropped" not in shown, shown
            assert shown.count(ENTER) == 1, shown
            assert b"\x1b[2A\r\x1b[J" in shown, shown  # (the word's row and the prompt's)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
            os.close(main)
            os.close(tty)
