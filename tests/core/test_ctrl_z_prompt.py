"""Ctrl-Z at an ordinary prompt, then ``fg``: the prompt was not shown again, and the answer
typed after ``fg`` was shown twice (once by the terminal, which the shell gave back echoing whole
lines, then by readline, which still thought it had the terminal in its own mode).

The program runs on a pseudo-terminal of its own, as at the keyboard; the test does what the
terminal and the shell do: Ctrl-Z stops it, the terminal is set back as the shell keeps it, and
SIGCONT continues it (``fg``).
"""

from __future__ import annotations

import fcntl
import os
import select
import signal
import subprocess
import sys
import termios
import time

import pytest

SCRIPT = """
from rich.console import Console
from parlor.core.prompt import TerminalInput
inp = TerminalInput(Console())
print("ANSWER=" + repr(inp.ask("Your test word for line 1: ")), flush=True)
"""

SHELL = """
import os, signal, sys, termios
signal.signal(signal.SIGTTOU, signal.SIG_IGN)
mode = termios.tcgetattr(0)
pid = os.fork()
if pid == 0:
    os.setpgid(0, 0)
    os.tcsetpgrp(0, os.getpgrp())
    signal.signal(signal.SIGTTOU, signal.SIG_DFL)
    os.execv(sys.executable, [sys.executable, "-c", sys.argv[1]])
try:
    os.setpgid(pid, pid)
except OSError:  # (the child has set it and run the script already: EACCES after its exec)
    pass
_, status = os.waitpid(pid, os.WUNTRACED)
os.tcsetpgrp(0, os.getpgrp())
lflag = termios.tcgetattr(0)[3]
print(f"\\nSTOPPED={os.WIFSTOPPED(status)} ECHO={bool(lflag & termios.ECHO)}"
      f" ICANON={bool(lflag & termios.ICANON)}", flush=True)
termios.tcsetattr(0, termios.TCSADRAIN, mode)  # the shell's own mode, as on fg
os.tcsetpgrp(0, pid)
os.killpg(pid, signal.SIGCONT)
os.waitpid(pid, 0)
"""
"""A small job-control shell: runs the script in a process group of its own in the foreground
of the terminal, waits for it to stop, says how it left the terminal, and brings it back (fg)
with the terminal in the mode the shell had. (A stopped program needs a parent in its session:
the kernel does not stop an orphaned process group on Ctrl-Z.)"""

PROMPT = b"Your test word for line 1: "


def _read_until(fd: int, seen: bytearray, want: bytes, count: int = 1, wait: float = 10) -> None:
    end = time.monotonic() + wait
    while seen.count(want) < count:
        left = end - time.monotonic()
        if left <= 0:
            raise AssertionError(f"{want!r} x{count} not in {bytes(seen)!r}")
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                chunk = b""
            if not chunk:
                raise AssertionError(f"{want!r} x{count} not in {bytes(seen)!r} (closed)")
            seen += chunk


def _controlling_tty() -> None:
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


@pytest.mark.skipif(not hasattr(signal, "SIGTSTP"), reason="job control is POSIX")
def test_ctrl_z_and_fg_show_the_prompt_again_and_echo_the_answer_once() -> None:
    main, tty = os.openpty()
    env = {**os.environ, "TERM": "dumb", "COLUMNS": "80", "LINES": "24"}
    proc = subprocess.Popen(
        [sys.executable, "-c", SHELL, SCRIPT],
        stdin=tty,
        stdout=tty,
        stderr=tty,
        env=env,
        start_new_session=True,
        preexec_fn=_controlling_tty,
    )
    seen = bytearray()
    try:
        _read_until(main, seen, PROMPT)
        os.write(main, b"sla")
        _read_until(main, seen, b"sla")
        # (A key comes when readline waits for one: a signal while it handles the one before
        # is seen by Python when the next key comes, as any handler in Python is.)
        time.sleep(0.3)
        os.write(main, b"\x1a")  # Ctrl-Z
        # While stopped, the terminal is as it was before the prompt (a shell that does not
        # set it itself, dash, got one that echoed nothing typed at it).
        _read_until(main, seen, b"STOPPED=True ECHO=True ICANON=True")
        _read_until(main, seen, PROMPT + b"sla", count=2)  # shown again, with what was typed
        time.sleep(0.2)
        after_fg = len(seen)
        os.write(main, b"te\r")
        _read_until(main, seen, b"ANSWER='slate'")
        typed = bytes(seen[after_fg : seen.index(b"ANSWER=")])
        assert typed.count(b"te") == 1, typed  # echoed once, not 'tete'
        assert bytes(seen[seen.index(b"STOPPED=") :]).count(PROMPT) == 1
        proc.wait(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        os.close(main)
        os.close(tty)
