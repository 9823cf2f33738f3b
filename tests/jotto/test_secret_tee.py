"""Jotto's ``secret`` with standard output piped to ``tee`` (judge session 11, S3):
``parlor jotto --vs human | tee game.txt`` wrote the word shown into the transcript ('Ann's
secret word: MAPLE', with 'Scroll it out of sight'), where ``> game.txt`` keeps it to the
terminal. It is shown on the terminal alone (standard error, which is the terminal) and wiped
there; the transcript has neither the word nor the prompt to hide it."""

from __future__ import annotations

import io
import random
import sys

import pytest
from rich.console import Console

from parlor.jotto.lexicon import default_valid
from parlor.jotto.ui import JottoSession, QuitGame, Side
from tests.jotto.test_screen_prompts import Keyboard

LEX = default_valid()


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def play(monkeypatch: pytest.MonkeyPatch, stderr: io.StringIO) -> str:
    monkeypatch.setenv("TERM", "xterm")
    piped = io.StringIO()  # (the pipe to tee)
    monkeypatch.setattr(sys, "stdout", piped)
    monkeypatch.setattr(sys, "stderr", stderr)
    console = Console(file=sys.stdout, width=100, color_system=None)
    inp = Keyboard(["maple", "grown", "secret", "", "", "quit"], console)
    session = JottoSession(
        console=console,
        inp=inp,
        sides=(Side("Ann"), Side("Bob")),
        lexicon=LEX,
        common=LEX,
        rng=random.Random(1),
        first=0,
        seed=1,
        announce=True,
    )
    with pytest.raises(QuitGame):
        session.run()
    assert console.file is piped  # (given back)
    return piped.getvalue()


def test_piped_to_tee_the_word_is_shown_on_the_terminal_alone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    terminal = FakeTerminal()
    transcript = play(monkeypatch, terminal)
    assert "MAPLE" not in transcript and "Scroll it out of sight" not in transcript
    assert "Bob, look away: Ann's secret word is shown next." in transcript
    assert "(Hidden again: Bob may look.)" in transcript
    shown = terminal.getvalue()
    assert shown.startswith("Ann's secret word: MAPLE\n"), repr(shown)
    assert shown.endswith("\x1b[2A\r\x1b[J"), repr(shown)  # wiped there


def test_with_no_terminal_to_show_it_on_it_is_said_as_before(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # (standard error piped too, and no /dev/tty to open)
    import builtins

    real_open = builtins.open

    def no_tty(file: object, *args: object, **kwargs: object) -> object:
        if file == "/dev/tty":
            raise OSError("no terminal")
        return real_open(file, *args, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr(builtins, "open", no_tty)
    transcript = play(monkeypatch, io.StringIO())
    assert "Ann's secret word: MAPLE" in transcript
    assert "Scroll it out of sight" in transcript
