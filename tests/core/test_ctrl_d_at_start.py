"""A Ctrl-D typed while a game starts (or while the bot plays) ends it at the next prompt, as
one typed at the prompt does (judge session 11, W2): readline reads the keys one by one once
asked, the end of input the terminal held went with the change, and Jo-Jotte's first call
prompt waited for a second Ctrl-D. Whole lines typed ahead still answer the prompts."""

from __future__ import annotations

import contextlib
import io
import os
import select
import subprocess
import sys
import time

import pytest

from parlor.core import prompt as prompt_module
from parlor.core.console import make_console
from parlor.core.prompt import EndOfInput, TerminalInput

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="a pseudo-terminal")


@pytest.fixture
def keyboard(monkeypatch: pytest.MonkeyPatch) -> object:
    """A TerminalInput on a pseudo-terminal, reading as with readline at a terminal."""
    import pty

    pytest.importorskip("readline")
    monkeypatch.setattr(prompt_module, "_is_terminal", lambda file: True)
    master, slave = pty.openpty()
    out = io.StringIO()
    inp = TerminalInput(make_console(no_color=True, file=out), os.fdopen(slave, "r"))
    yield inp, master, out
    os.close(master)
    assert inp.stream is not None
    inp.stream.close()


def test_lines_then_ctrl_d_typed_ahead_answer_then_end(keyboard: object) -> None:
    inp, master, out = keyboard  # type: ignore[misc]
    os.write(master, b"2\n\x04")
    time.sleep(0.1)
    assert inp.interactive
    assert inp.ask("Your call (1-2 or a name): ") == "2"
    with pytest.raises(EndOfInput):
        inp.ask("Your call (1-3 or a name): ")
    assert "Your call (1-2 or a name): 2\n" in out.getvalue()


def test_a_line_being_typed_is_left_to_readline(keyboard: object) -> None:
    inp, master, _ = keyboard  # type: ignore[misc]
    os.write(master, b"cra")
    time.sleep(0.1)
    assert prompt_module._whole_lines_waiting(inp.stream) == ([], False)
    fd = inp.stream.fileno()
    # (still there, for readline: raw mode makes it readable)
    import termios

    attrs = termios.tcgetattr(fd)
    attrs[3] &= ~termios.ICANON
    attrs[6][termios.VMIN] = 0
    attrs[6][termios.VTIME] = 0
    termios.tcsetattr(fd, termios.TCSANOW, attrs)
    assert os.read(fd, 10) == b"cra"


def test_a_line_typed_ahead_is_no_secret(keyboard: object, monkeypatch: pytest.MonkeyPatch) -> None:
    inp, master, out = keyboard  # type: ignore[misc]
    os.write(master, b"2\nmaple\n")
    time.sleep(0.1)
    assert inp.ask("Your call: ") == "2"
    monkeypatch.setattr(prompt_module, "read_hidden", lambda *a, **k: ("grown", 0))
    assert inp.ask("Your secret word (hidden): ", hidden=True) == "grown"
    assert "What was typed before this prompt is dropped" in out.getvalue()


def test_jojotte_ends_on_a_ctrl_d_typed_as_it_starts(tmp_path: object) -> None:
    import pty

    master, slave = pty.openpty()
    env = {**os.environ, "TERM": "xterm", "COLUMNS": "80", "PARLOR_HOME": str(tmp_path)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "parlor", "jojotte", "--seed", "3"],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        env=env,
        start_new_session=True,
    )
    os.close(slave)
    os.write(master, b"\x04")  # at once: the game is still starting
    out = b""
    deadline = time.monotonic() + 30
    try:
        while time.monotonic() < deadline and proc.poll() is None:
            if select.select([master], [], [], 0.2)[0]:
                try:
                    out += os.read(master, 4096)
                except OSError:  # (the game closed the terminal: it is ending)
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
    assert b"End of input" in out


def test_a_ctrl_d_typed_before_the_secret_ends_the_input(
    keyboard: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    # (Jotto asks the secret first: a Ctrl-D typed as it started went with the rest typed
    # ahead, dropped, and the prompt waited)
    inp, master, out = keyboard  # type: ignore[misc]
    os.write(master, b"\x04")
    time.sleep(0.1)
    monkeypatch.setattr(prompt_module, "read_hidden", lambda *a, **k: ("grown", 0))
    with pytest.raises(EndOfInput):
        inp.ask("You, type your secret word (hidden): ", hidden=True)
    assert "dropped" not in out.getvalue()  # (nothing else was typed)


def test_lines_and_a_ctrl_d_before_the_secret_are_dropped_then_end(
    keyboard: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    inp, master, out = keyboard  # type: ignore[misc]
    os.write(master, b"crane\n\x04")
    time.sleep(0.1)
    monkeypatch.setattr(prompt_module, "read_hidden", lambda *a, **k: ("grown", 0))
    with pytest.raises(EndOfInput):
        inp.ask("You, type your secret word (hidden): ", hidden=True)
    assert "What was typed before this prompt is dropped" in out.getvalue()


def test_a_line_typed_before_the_secret_is_dropped_and_the_secret_read(
    keyboard: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    inp, master, out = keyboard  # type: ignore[misc]
    os.write(master, b"crane\n")
    time.sleep(0.1)
    monkeypatch.setattr(prompt_module, "read_hidden", lambda *a, **k: ("grown", 0))
    assert inp.ask("You, type your secret word (hidden): ", hidden=True) == "grown"
    assert "What was typed before this prompt is dropped" in out.getvalue()
