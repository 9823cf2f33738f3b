"""``LC_ALL=C`` at a UTF-8 terminal: Python reads the answer as UTF-8 (its UTF-8 mode), and now
readline edits the line as UTF-8 too. It took 'â' for two keys, so Backspace twice after 'crâ'
took back the â alone while the terminal erased two columns: the screen showed 'cane' and the
answer read was 'crane'.

The program runs on a pseudo-terminal of its own, as at the keyboard."""

from __future__ import annotations

import locale
import os
import select
import subprocess
import sys
import time

import pytest

SCRIPT = """
from rich.console import Console
from parlor.core.prompt import TerminalInput
inp = TerminalInput(Console())
print("ANSWER=" + ascii(inp.ask("word: ")), flush=True)
"""


def _has_c_utf8() -> bool:
    before = locale.setlocale(locale.LC_CTYPE)
    try:
        locale.setlocale(locale.LC_CTYPE, "C.UTF-8")
    except locale.Error:
        return False
    finally:
        locale.setlocale(locale.LC_CTYPE, before)
    return True


def _read_until(fd: int, seen: bytearray, want: bytes, wait: float = 20) -> None:
    end = time.monotonic() + wait
    while want not in seen:
        left = end - time.monotonic()
        if left <= 0:
            raise AssertionError(f"{want!r} not in {bytes(seen)!r}")
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                chunk = b""
            if not chunk:
                raise AssertionError(f"{want!r} not in {bytes(seen)!r} (closed)")
            seen += chunk


@pytest.mark.skipif(not _has_c_utf8(), reason="no C.UTF-8 locale here")
def test_backspace_over_an_accented_letter_takes_it_back_whole() -> None:
    pytest.importorskip("readline")
    main, tty = os.openpty()
    env = {**os.environ, "LC_ALL": "C", "TERM": "dumb", "COLUMNS": "80", "LINES": "24"}
    env.pop("PYTHONUTF8", None)
    proc = subprocess.Popen(
        [sys.executable, "-c", SCRIPT],
        stdin=tty,
        stdout=tty,
        stderr=tty,
        env=env,
        start_new_session=True,
    )
    seen = bytearray()
    try:
        _read_until(main, seen, b"word: ")
        time.sleep(0.2)
        os.write(main, "crâ".encode())
        time.sleep(0.2)
        os.write(main, b"\x7f\x7f")  # Backspace twice: the â and the r
        time.sleep(0.2)
        os.write(main, b"ane\r")
        _read_until(main, seen, b"ANSWER=")
        _read_until(main, seen, b"\n", wait=5)
        proc.wait(timeout=10)
        answer = bytes(seen[seen.index(b"ANSWER=") :]).split(b"\r")[0].split(b"\n")[0]
        assert answer == b"ANSWER='cane'", bytes(seen)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        os.close(main)
        os.close(tty)


CHILD = """
import os, sys
sys.argv = ["parlor", "--version"]
from parlor.cli import main
try:
    main()
except SystemExit:
    pass
print("LC_ALL=" + os.environ.get("LC_ALL", ""), flush=True)
"""


@pytest.mark.skipif(not _has_c_utf8(), reason="no C.UTF-8 locale here")
def test_what_parlor_starts_under_lc_all_c_reads_utf8() -> None:
    """The pager of the rules (less) showed the bullets as <E2><80><A2> under LC_ALL=C:
    what parlor starts gets LC_ALL=C.UTF-8, as Python writes UTF-8 there."""
    env = {**os.environ, "LC_ALL": "C"}
    env.pop("PYTHONUTF8", None)
    done = subprocess.run(
        [sys.executable, "-c", CHILD], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.stdout.splitlines()[-1] == "LC_ALL=C.UTF-8", done.stdout + done.stderr
    # Python's UTF-8 mode turned off: the C locale is kept, as Python writes ASCII there
    done = subprocess.run(
        [sys.executable, "-c", CHILD],
        capture_output=True,
        text=True,
        env={**env, "PYTHONUTF8": "0"},
        timeout=60,
    )
    assert done.stdout.splitlines()[-1] == "LC_ALL=C", done.stdout + done.stderr
