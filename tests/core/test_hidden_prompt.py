"""Ctrl-Z at a hidden prompt, then ``fg``: the shell gave the terminal back with echo on, and
getpass (which turns echo off once) showed the secret typed after ``fg`` on the screen."""

from __future__ import annotations

import io
import os
import signal
import termios
from typing import Any

import pytest
from rich.console import Console

from parlor.core import prompt
from parlor.core.prompt import TerminalInput, echo_off


def test_echo_off_turns_a_terminals_echo_off() -> None:
    main, tty = os.openpty()
    try:
        attrs = termios.tcgetattr(tty)
        attrs[3] |= termios.ECHO
        termios.tcsetattr(tty, termios.TCSANOW, attrs)
        echo_off(tty)
        assert not termios.tcgetattr(tty)[3] & termios.ECHO
    finally:
        os.close(main)
        os.close(tty)


def test_coming_back_from_ctrl_z_at_a_hidden_prompt_turns_echo_off_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    main, tty = os.openpty()
    stream = os.fdopen(tty, "r", closefd=False)
    out = io.StringIO()
    inp = TerminalInput(Console(file=out, width=80), stream)
    assert inp.interactive
    seen: dict[str, Any] = {}

    def read_hidden(stream: object, **options: object) -> tuple[str, int]:
        # what the shell does on `fg`: the terminal comes back with echo on; then SIGCONT
        attrs = termios.tcgetattr(tty)
        attrs[3] |= termios.ECHO
        termios.tcsetattr(tty, termios.TCSANOW, attrs)
        signal.getsignal(signal.SIGCONT)(signal.SIGCONT, None)  # type: ignore[operator]
        seen["echo"] = bool(termios.tcgetattr(tty)[3] & termios.ECHO)
        return "maple", 0

    monkeypatch.setattr(prompt, "read_hidden", read_hidden)
    before = signal.getsignal(signal.SIGCONT)
    try:
        assert inp.ask("You, type your secret word (hidden): ", hidden=True) == "maple"
    finally:
        stream.close()
        os.close(main)
        os.close(tty)
    assert seen["echo"] is False
    assert out.getvalue().count("type your secret word (hidden):") == 2  # shown again
    assert signal.getsignal(signal.SIGCONT) == before  # put back after the answer
