"""The console each command builds: colours off on request, the real width of a dumb terminal."""

from __future__ import annotations

import io
import os

import pytest

from parlor.core import console as console_mod
from parlor.core.console import make_console


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_dumb_terminal_keeps_its_real_width(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TERM", "dumb")
    monkeypatch.delenv("COLUMNS", raising=False)
    monkeypatch.setattr(
        console_mod.shutil, "get_terminal_size", lambda fallback=(0, 0): os.terminal_size((40, 20))
    )
    console = make_console(file=FakeTerminal())
    assert console.is_terminal and console.is_dumb_terminal
    assert console.width == 40


def test_no_color_turns_styles_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    buf = FakeTerminal()
    make_console(file=buf).print("[bold red]x[/]")
    assert buf.getvalue() == "x\n"


def test_a_dumb_terminal_honours_columns(monkeypatch: pytest.MonkeyPatch) -> None:
    # COLUMNS without LINES: rich alone then sizes the dumb terminal 80 by 25 all the same.
    monkeypatch.setenv("TERM", "dumb")
    monkeypatch.setenv("COLUMNS", "33")
    monkeypatch.delenv("LINES", raising=False)
    monkeypatch.setattr(os, "get_terminal_size", lambda fd=1: os.terminal_size((40, 20)))
    console = make_console(file=FakeTerminal())
    assert (console.width, console.height) == (33, 20)
    console.print("x" * 50)
    out = console.file.getvalue()  # type: ignore[attr-defined]
    assert max(len(line) for line in out.splitlines()) <= 33


def test_a_dumb_pipe_is_left_to_rich(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TERM", "dumb")
    monkeypatch.setenv("COLUMNS", "33")
    assert make_console(file=io.StringIO()).width == 33
