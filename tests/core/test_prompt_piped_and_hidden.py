"""Round 17, extra findings on core/prompt.py (piped prompts, hidden prompts)."""

from __future__ import annotations

import fcntl
import io
import os
import select
import signal
import subprocess
import sys
import termios
import threading
import time

import pytest
from rich.console import Console

from parlor.core.prompt import TerminalInput


@pytest.mark.parametrize("width", [79, 80, 81, 100])
def test_a_piped_answer_stands_one_space_after_a_prompt_that_fills_the_width(width: int) -> None:
    # Y1: a prompt filling the width but for its closing space lost the space where the
    # console broke the line, and the echoed answer stuck to it: '(0-5):1'.
    prompt = "Blues (captain Bob), how many jots in your word for Reds' WHALE (line 1)? (0-5): "
    assert len(prompt) == 81
    out = io.StringIO()
    inp = TerminalInput(Console(file=out, width=width), io.StringIO("1\n"))
    assert inp.ask(prompt) == "1"
    shown = out.getvalue()
    assert "(0-5): 1\n" in shown
    assert "(0-5):1" not in shown


def test_a_piped_prompt_in_markup_keeps_its_closing_space() -> None:
    prompt = "[bold]" + "x" * 70 + "[/] (y/n): "  # 78 characters shown, with the space
    out = io.StringIO()
    inp = TerminalInput(Console(file=out, width=77), io.StringIO("y\n"))
    assert inp.ask(prompt) == "y"
    assert out.getvalue().endswith("(y/n): y\n")


HIDDEN_SCRIPT = """
from rich.console import Console
from parlor.core.prompt import TerminalInput
inp = TerminalInput(Console())
print("ANSWER=" + repr(inp.ask("Ann, type your secret word (hidden): ", hidden=True)), flush=True)
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
except OSError:  # (the child has set it and run the script already)
    pass
_, status = os.waitpid(pid, os.WUNTRACED)
os.tcsetpgrp(0, os.getpgrp())
lflag = termios.tcgetattr(0)[3]
raw = termios.tcgetattr(0)
raw[3] &= ~termios.ICANON
raw[6][termios.VMIN] = 0
raw[6][termios.VTIME] = 0
termios.tcsetattr(0, termios.TCSANOW, raw)
pending = os.read(0, 4096)  # what the shell would read of the secret
print(f"\\nSTOPPED={os.WIFSTOPPED(status)} ECHO={bool(lflag & termios.ECHO)}"
      f" PENDING={pending!r}", flush=True)
termios.tcsetattr(0, termios.TCSADRAIN, mode)  # the shell's own mode, as on fg
os.tcsetpgrp(0, pid)
os.killpg(pid, signal.SIGCONT)
os.waitpid(pid, 0)
"""
"""A small job-control shell (as in test_ctrl_z_prompt), which also reads what the
terminal holds while the program is stopped: a secret typed must not be left to the shell."""


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
def test_ctrl_z_at_a_hidden_prompt_says_that_what_was_typed_is_dropped() -> None:
    # Y2: 'map', Ctrl-Z, fg, 'le', Enter read 'le' ('that word has 2 letters'): the terminal
    # threw 'map' away at Ctrl-Z, and nothing said so.
    main, tty = os.openpty()
    env = {**os.environ, "TERM": "dumb", "COLUMNS": "80", "LINES": "24"}
    proc = subprocess.Popen(
        [sys.executable, "-c", SHELL, HIDDEN_SCRIPT],
        stdin=tty,
        stdout=tty,
        stderr=tty,
        env=env,
        start_new_session=True,
        preexec_fn=_controlling_tty,
    )
    prompt = b"Ann, type your secret word (hidden): "
    seen = bytearray()
    try:
        _read_until(main, seen, prompt)
        time.sleep(0.3)
        os.write(main, b"map")
        time.sleep(0.3)
        os.write(main, b"\x1a")  # Ctrl-Z
        # stopped with the terminal as the shell had it, and nothing of the secret left in it
        _read_until(main, seen, b"STOPPED=True ECHO=True PENDING=b''")
        _read_until(main, seen, prompt, count=2)  # shown again after fg
        stopped = bytes(seen[seen.index(b"STOPPED=") :])
        assert b"What was typed before Ctrl-Z is dropped: type it all again." in stopped
        time.sleep(0.2)
        os.write(main, b"maple\r")
        _read_until(main, seen, b"ANSWER='maple'")
        assert b"map" not in bytes(seen[: seen.index(b"ANSWER=")])  # never shown
        proc.wait(timeout=10)
        # the terminal is given back as it was: echo on, Ctrl-Z flushing as usual
        lflag = termios.tcgetattr(tty)[3]
        assert lflag & termios.ECHO and not lflag & termios.NOFLSH
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        os.close(main)
        os.close(tty)


def test_a_hidden_answer_ends_its_line_in_standard_output_piped_to_tee(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Y5: parlor jotto | tee game.txt: the line end after a secret went to the terminal only,
    # and in the log the prompts ran together ('...(hidden): Bob, type your secret word').
    main, tty = os.openpty()
    stream = os.fdopen(tty, "r", closefd=False, encoding="utf-8")
    piped = io.StringIO()  # standard output, a pipe to tee: no terminal
    monkeypatch.setattr(sys, "stdout", piped)
    typist = threading.Thread(target=lambda: (time.sleep(0.3), os.write(main, b"maple\n")))
    try:
        inp = TerminalInput(Console(file=sys.stdout, width=80), stream)
        assert inp.interactive
        typist.start()
        assert inp.ask("Ann, type your secret word (hidden): ", hidden=True) == "maple"
        typist.join()
        assert piped.getvalue() == "Ann, type your secret word (hidden): *****\n"
        # tee shows that line end on the terminal: not one more there (a blank line)
        assert not select.select([main], [], [], 0.3)[0]
    finally:
        if typist.is_alive():
            typist.join()
        stream.close()
        os.close(main)
        os.close(tty)


MIRROR_SCRIPT = """
import os, sys
out = os.open({path!r}, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
os.dup2(out, 1)  # parlor jotto > game.txt
from parlor.core.console import make_console
from parlor.core.prompt import TerminalInput
inp = TerminalInput(make_console())
answer = inp.ask("Your test word for line 1: ")
sys.stderr.write("ANSWER=" + repr(answer) + "\\n")
sys.stderr.flush()
"""


@pytest.mark.skipif(not hasattr(signal, "SIGTSTP"), reason="job control is POSIX")
def test_ctrl_z_at_a_prompt_of_a_game_written_to_a_file_says_what_was_dropped(
    tmp_path: object,
) -> None:
    # parlor jotto > game.txt: the terminal reads the answer (echo on, whole lines) and threw
    # 'sla' away at Ctrl-Z; after fg the prompt came back empty, and nothing said why.
    log = os.path.join(str(tmp_path), "game.txt")
    main, tty = os.openpty()
    env = {**os.environ, "TERM": "dumb", "COLUMNS": "80", "LINES": "24"}
    proc = subprocess.Popen(
        [sys.executable, "-c", SHELL, MIRROR_SCRIPT.format(path=log)],
        stdin=tty,
        stdout=tty,
        stderr=tty,
        env=env,
        start_new_session=True,
        preexec_fn=_controlling_tty,
    )
    prompt = b"Your test word for line 1: "
    seen = bytearray()
    try:
        _read_until(main, seen, prompt)
        time.sleep(0.3)
        os.write(main, b"sla")
        _read_until(main, seen, b"sla")
        time.sleep(0.3)
        os.write(main, b"\x1a")  # Ctrl-Z
        _read_until(main, seen, b"STOPPED=True ECHO=True PENDING=b''")  # nothing to the shell
        _read_until(main, seen, prompt, count=2)
        stopped = bytes(seen[seen.index(b"STOPPED=") :])
        assert b"What was typed before Ctrl-Z is dropped: type it all again." in stopped
        time.sleep(0.2)
        os.write(main, b"slate\r")
        _read_until(main, seen, b"ANSWER='slate'")
        proc.wait(timeout=10)
        assert not termios.tcgetattr(tty)[3] & termios.NOFLSH  # given back as it was
        with open(log, encoding="utf-8") as file:
            assert file.read() == "Your test word for line 1: slate\n"
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        os.close(main)
        os.close(tty)


TEE_SCRIPT = """
import os, sys, threading
read_end, write_end = os.pipe()
os.dup2(write_end, 1)  # parlor jotto | tee game.txt: standard output is a pipe...
os.close(write_end)
def tee():  # ...shown on the terminal by its reader
    while data := os.read(read_end, 4096):
        os.write(2, data)
threading.Thread(target=tee, daemon=True).start()
import readline
from rich.console import Console
from parlor.core.prompt import TerminalInput
inp = TerminalInput(Console())
answer = inp.ask("Your test word for line 1: ")
sys.stderr.write("ANSWER=" + repr(answer) + "\\n")
sys.stderr.flush()
"""


@pytest.mark.skipif(not hasattr(signal, "SIGTSTP"), reason="job control is POSIX")
def test_ctrl_z_at_a_prompt_of_a_game_piped_to_tee_says_what_was_dropped() -> None:
    # parlor jotto | tee game.txt: as with > game.txt, the terminal reads the answer (no
    # readline when standard output is no terminal) and threw 'sla' away at Ctrl-Z unsaid.
    main, tty = os.openpty()
    env = {**os.environ, "TERM": "dumb", "COLUMNS": "80", "LINES": "24"}
    proc = subprocess.Popen(
        [sys.executable, "-c", SHELL, TEE_SCRIPT],
        stdin=tty,
        stdout=tty,
        stderr=tty,
        env=env,
        start_new_session=True,
        preexec_fn=_controlling_tty,
    )
    prompt = b"Your test word for line 1: "
    seen = bytearray()
    try:
        _read_until(main, seen, prompt)
        time.sleep(0.3)
        os.write(main, b"sla")
        _read_until(main, seen, b"sla")
        time.sleep(0.3)
        os.write(main, b"\x1a")  # Ctrl-Z
        _read_until(main, seen, b"STOPPED=True ECHO=True PENDING=b''")  # nothing to the shell
        _read_until(main, seen, prompt, count=2)
        stopped = bytes(seen[seen.index(b"STOPPED=") :])
        assert b"What was typed before Ctrl-Z is dropped: type it all again." in stopped
        time.sleep(0.2)
        os.write(main, b"slate\r")
        _read_until(main, seen, b"ANSWER='slate'")
        typed = bytes(seen[seen.index(b"STOPPED=") : seen.index(b"ANSWER=")])
        assert typed.count(b"slate") == 1, typed  # echoed once, by the terminal
        proc.wait(timeout=10)
        assert not termios.tcgetattr(tty)[3] & termios.NOFLSH  # given back as it was
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        os.close(main)
        os.close(tty)
