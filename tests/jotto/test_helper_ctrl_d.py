"""A Ctrl-D typed while the helper starts (it loads its word list and bot for a second or more)
ends it, as one typed at its prompt does (judge session 11, J7): it was lost, readline reading
the keys one by one once asked, and a second Ctrl-D was needed. Lines typed meanwhile are still
entries."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import time

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="a pseudo-terminal")


def test_the_helper_ends_on_a_ctrl_d_typed_as_it_starts(tmp_path: object) -> None:
    import pty

    master, slave = pty.openpty()
    env = {**os.environ, "TERM": "xterm", "COLUMNS": "100", "PARLOR_HOME": str(tmp_path)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "parlor", "jotto", "helper"],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        env=env,
        start_new_session=True,
    )
    os.close(slave)
    os.write(master, b"\x04")  # at once: the helper is still loading
    out = b""
    deadline = time.monotonic() + 60
    try:
        import select

        while time.monotonic() < deadline and proc.poll() is None:
            if select.select([master], [], [], 0.2)[0]:
                try:
                    out += os.read(master, 4096)
                except OSError:  # (the helper closed the terminal: it is ending)
                    break
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=max(1.0, deadline - time.monotonic()))
        ended = proc.poll() is not None
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait()
        os.close(master)
    assert ended, out.decode(errors="replace")
    assert proc.returncode == 0
    assert b"End of input: goodbye." in out
