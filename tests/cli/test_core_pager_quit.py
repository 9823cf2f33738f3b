"""Ctrl-\\ in the rules' pager: ignored while it runs (by the pager too), as less alone ignores
it. Since Ctrl-\\ stops parlor as kill does, it stopped parlor and the shell running the
pager, and less went on alone without the terminal given back: the shell showed no echo, and
less read the keys typed to it. The terminal is set back after the pager in any case."""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
import termios
from pathlib import Path

import pytest
import rich.console
from rich.console import Console
from rich.markdown import Markdown

from parlor.core.cli_common import print_rules

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGQUIT"), reason="no SIGQUIT here")

PAGE = Markdown("# Rules\n\n" + "\n\n".join(f"- rule {i}" for i in range(60)))


def _console() -> Console:
    return Console(file=io.StringIO(), force_terminal=True, width=80, height=24)


def test_sigquit_is_ignored_by_parlor_and_its_pager_while_it_runs(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    seen: dict[str, object] = {}
    found = tmp_path / "pager.txt"

    class Pager:
        def show(self, content: str) -> None:
            seen["parlor"] = signal.getsignal(signal.SIGQUIT)
            # what a pager started now is given: SIGQUIT ignored
            subprocess.run(
                [
                    sys.executable,
                    "-c",
                    "import signal, sys; open(sys.argv[1], 'w').write("
                    "str(signal.getsignal(signal.SIGQUIT) == signal.SIG_IGN))",
                    str(found),
                ],
                check=True,
            )

    monkeypatch.setattr(rich.console, "SystemPager", Pager)
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    monkeypatch.delenv("PAGER", raising=False)

    def handler(signum: int, frame: object) -> None:  # (parlor's, turning it into a stop)
        raise AssertionError("not ignored")

    before = signal.signal(signal.SIGQUIT, handler)
    try:
        print_rules(_console(), PAGE)
        assert signal.getsignal(signal.SIGQUIT) is handler  # given back after
    finally:
        signal.signal(signal.SIGQUIT, before)
    assert seen["parlor"] == signal.SIG_IGN
    assert found.read_text() == "True"


def test_the_terminal_is_set_back_after_the_pager(monkeypatch: pytest.MonkeyPatch) -> None:
    main, tty = os.openpty()
    stream = os.fdopen(tty, "r", closefd=False)

    class Pager:
        def show(self, content: str) -> None:  # a pager that leaves the terminal raw
            attrs = termios.tcgetattr(tty)
            attrs[3] &= ~(termios.ECHO | termios.ICANON)
            termios.tcsetattr(tty, termios.TCSANOW, attrs)

    monkeypatch.setattr(rich.console, "SystemPager", Pager)
    monkeypatch.setattr(sys, "stdin", stream)
    monkeypatch.delenv("PAGER", raising=False)
    try:
        attrs = termios.tcgetattr(tty)
        attrs[3] |= termios.ECHO | termios.ICANON
        termios.tcsetattr(tty, termios.TCSANOW, attrs)
        print_rules(_console(), PAGE)
        lflag = termios.tcgetattr(tty)[3]
        assert lflag & termios.ECHO and lflag & termios.ICANON
    finally:
        stream.close()
        os.close(main)
        os.close(tty)
