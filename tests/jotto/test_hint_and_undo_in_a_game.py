"""Round 14: 'hint', which every Jo-Jotte prompt takes, and 'undo', the helper's, were refused
as words ('HINT has 4 letters; words have 5'); they now say there is no such command in a game
of Jotto and what there is. In a four-letter game HINT is a word, and is tested as one."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

from parlor.jotto.lexicon import default_valid
from parlor.jotto.ui import JottoSession, QuitGame, Side
from tests.jotto.test_screen_prompts import Keyboard, two_people


def test_hint_says_there_is_none_and_asks_again() -> None:
    session, out, prompts = two_people(["hint", "maple", "grown", "Hint?", "whale"])
    assert out.count("! Jotto has no hint command: pad shows the letters your answers prove") == 2
    assert "has 4 letters" not in out
    assert session.game is not None and session.game.tests[0][0].word == "whale"
    assert prompts[0] == prompts[1]  # (the secret prompt again)


def test_hint_is_a_word_in_a_four_letter_game() -> None:
    lex = default_valid(4)
    out = io.StringIO()
    console = Console(file=out, width=200, color_system=None, force_terminal=False)
    # (held back once at the keyboard since round 15, saying it is a word: typed again, tested)
    inp = Keyboard(["lamp", "bold", "hint", "hint", "quit"], console)
    session = JottoSession(
        console=console,
        inp=inp,
        sides=(Side("Ann"), Side("Bob")),
        lexicon=lex,
        common=lex,
        rng=random.Random(1),
        first=0,
    )
    with pytest.raises(QuitGame):
        session.run()
    assert "HINT is a word of this game, not a command" in out.getvalue()
    assert session.game is not None and session.game.tests[0][0].word == "hint"


def test_undo_says_a_test_word_stands_and_what_can_be_changed() -> None:
    """'undo' (the helper's command) was refused as 'UNDO has 4 letters; words have 5'."""
    session, out, _ = two_people(["maple", "grown", "whale", "undo", "back"])
    assert out.count("! a test word cannot be taken back once tested, as on paper") == 2
    assert "(help lists the commands)" in out and "has 4 letters" not in out
    _, out, _ = two_people(["maple", "grown", "whale", "1", "undo"], announce=True)
    assert "taken back once tested, as on paper (correct LINE JOTS changes an answer you" in out
    assert session.game is not None and [t.word for t in session.game.tests[0]] == ["whale"]


def test_save_says_the_match_is_saved_already() -> None:
    """'save' was refused as 'SAVE has 4 letters; words have 5'."""
    session, out, _ = two_people(["maple", "grown", "save", "whale"])
    assert "The match is saved after every move: quit stops it, and parlor resume" in out
    assert "has 4 letters" not in out
    assert session.game is not None and [t.word for t in session.game.tests[0]] == ["whale"]


def test_save_does_not_claim_a_save_that_is_not_being_made() -> None:
    from parlor.core.saves import Saver

    lex = default_valid(5)
    out = io.StringIO()
    console = Console(file=out, width=200, color_system=None, force_terminal=False)
    session = JottoSession(
        console=console,
        inp=Keyboard(["maple", "grown", "save", "quit"], console),
        sides=(Side("Ann"), Side("Bob")),
        lexicon=lex,
        common=lex,
        rng=random.Random(1),
        first=0,
        saver=Saver(None, lambda message: None),  # (saving off, as after a failure)
    )
    with pytest.raises(QuitGame):
        session.run()
    assert "! this match is not being saved (the warning above says why)" in out.getvalue()
    assert "saved after every move" not in out.getvalue()
