"""Round 15 play-test: in a four-letter game UNDO, HINT, SAVE and BACK are words of the list,
so 'undo' typed at the keyboard to take back a slip spent one more line on UNDO. At the
keyboard such a word is held back once, saying so; typed again, it is tested. From a pipe it
is tested as before (answers come in prompt order)."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

from parlor.jotto.lexicon import default_valid
from parlor.jotto.ui import JottoSession, QuitGame, Side
from tests.jotto.test_screen_prompts import Keyboard

LEX4 = default_valid(4)


def play(answers: list[str], interactive: bool) -> tuple[JottoSession, str]:
    out = io.StringIO()
    console = Console(file=out, width=200, color_system=None, force_terminal=False)
    inp = Keyboard([*answers, "quit"], console)
    inp.interactive = interactive
    session = JottoSession(
        console=console,
        inp=inp,
        sides=(Side("Ann"), Side("Bob")),
        lexicon=LEX4,
        common=LEX4,
        rng=random.Random(1),
        first=0,
    )
    with pytest.raises(QuitGame):
        session.run()
    return session, out.getvalue()


@pytest.mark.parametrize("word", ["undo", "hint", "save", "back"])
def test_a_command_like_word_is_held_back_once_at_the_keyboard(word: str) -> None:
    session, out = play(["lamp", "tone", word], interactive=True)
    assert session.game is not None and session.game.tests[0] == []
    assert f"{word.upper()} is a word of this game, not a command" in out
    assert f"Type {word.upper()} again to test it on line 1" in out
    session, out = play(["lamp", "tone", word, word], interactive=True)
    assert session.game is not None and [t.word for t in session.game.tests[0]] == [word]


def test_from_a_pipe_it_is_tested_as_typed() -> None:
    session, out = play(["lamp", "tone", "undo"], interactive=False)
    assert session.game is not None and [t.word for t in session.game.tests[0]] == ["undo"]
    assert "not a command" not in out
