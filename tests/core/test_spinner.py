"""The thinking spinner shows only after its delay, and never on a pipe."""

from __future__ import annotations

import io
import time

from rich.console import Console

from parlor.core.spinner import thinking


def terminal() -> tuple[Console, io.StringIO]:
    buf = io.StringIO()
    return Console(file=buf, force_terminal=True, width=60), buf


def test_slow_thinking_shows_the_spinner() -> None:
    console, buf = terminal()
    with thinking(console, "Bot is thinking...", delay=0.05):
        time.sleep(0.4)
    assert "Bot is thinking..." in buf.getvalue()


def test_quick_thinking_shows_nothing() -> None:
    console, buf = terminal()
    with thinking(console, "Bot is thinking...", delay=5.0):
        pass
    assert "thinking" not in buf.getvalue()


def test_no_spinner_on_a_pipe() -> None:
    buf = io.StringIO()
    console = Console(file=buf, force_terminal=False)
    with thinking(console, "Bot is thinking...", delay=0.0):
        time.sleep(0.2)
    assert buf.getvalue() == ""
