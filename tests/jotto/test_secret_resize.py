"""Jotto's ``secret`` (judge session 11, S2): a terminal made narrower while the word is shown
(100 columns to 20) left 'Ann's secret word: M' on the screen after Enter. The terminal folds
each line again at its new width ('Ann's secret word: M' / 'APLE', 'Press Enter to hide' /
'it: '), and readline drew its prompt again a row lower on each resize, where the wipe counted
the rows as printed. The rows are counted as folded now when that is more, and Enter is read as
a hidden answer (nothing shown, nothing redrawn)."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

from parlor.jotto.lexicon import default_valid
from parlor.jotto.ui import JottoSession, QuitGame, Side
from tests.jotto.test_screen_prompts import Keyboard

LEX = default_valid()


class Resized(Keyboard):
    """A keyboard whose terminal is made ``narrow`` while 'Press Enter to hide it' waits."""

    def __init__(self, answers: list[str], console: Console, narrow: int) -> None:
        super().__init__(answers, console)
        self.narrow = narrow
        self.hidden: list[bool] = []

    def ask(self, prompt: str, *, hidden: bool = False) -> str:
        answer = super().ask(prompt, hidden=hidden)
        if prompt.startswith("Press Enter to hide it"):
            self.hidden.append(hidden)
            self.console.width = self.narrow
        return answer


def play(narrow: int, monkeypatch: pytest.MonkeyPatch) -> tuple[Resized, str]:
    monkeypatch.setenv("TERM", "xterm")
    out = io.StringIO()
    console = Console(file=out, width=100, color_system=None, force_terminal=True)
    inp = Resized(["maple", "grown", "secret", "", "", "quit"], console, narrow)
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
    return inp, out.getvalue()


def test_a_terminal_made_narrower_has_every_row_wiped(monkeypatch: pytest.MonkeyPatch) -> None:
    # 'Ann's secret word: MAPLE' (24 columns) and 'Press Enter to hide it: ' (24) fold to 2
    # rows each at 20 columns: 4 rows up from the line below, not 2
    inp, out = play(20, monkeypatch)
    shown = out.index("Ann's secret word: MAPLE")
    assert "\x1b[4A\r\x1b[J" in out[shown:], repr(out[shown:])
    assert inp.hidden == [True]  # (read hidden: readline does not redraw it on a resize)


def test_a_terminal_made_wider_still_goes_up_the_rows_printed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _, out = play(200, monkeypatch)
    shown = out.index("Ann's secret word: MAPLE")
    assert "\x1b[2A\r\x1b[J" in out[shown:], repr(out[shown:])
