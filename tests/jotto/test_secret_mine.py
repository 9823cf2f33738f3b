"""A secret word that reads as a command, typed at one keyboard of two people (judge session
11, S4): MINE in a four-letter game was held back with 'That word is the name of a command
elsewhere in parlor', though 'mine' (my secret) is Jotto's own command, in games of other
lengths, and PASS or HINT are commands nowhere. The sentence says what is true of them all,
still without naming the word (the other player reads the screen)."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

from parlor.jotto.lexicon import default_valid
from parlor.jotto.ui import JottoSession, QuitGame, Side
from tests.jotto.test_screen_prompts import Keyboard


@pytest.mark.parametrize("word", ["mine", "pass", "hint"])
def test_a_four_letter_secret_that_reads_as_a_command(word: str) -> None:
    four = default_valid(4)
    assert word in four
    out = io.StringIO()
    console = Console(file=out, width=200, color_system=None)
    inp = Keyboard([word, word, "lamp", "quit"], console)
    session = JottoSession(
        console=console,
        inp=inp,
        sides=(Side("Ann"), Side("Bob")),
        lexicon=four,
        common=four,
        rng=random.Random(1),
        first=0,
        seed=1,
    )
    with pytest.raises(QuitGame):
        session.run()
    text = " ".join(out.getvalue().split())
    assert "elsewhere in parlor" not in text
    assert "That word can be read as a command, and here it is only a word" in text
    assert word.upper() not in text  # (not named: Bob reads the screen)
    assert session.game is not None and session.game.secrets[0] == word
