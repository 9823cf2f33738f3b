"""Round 16: a newcomer typing 'score' (or 'rules') at the test-word prompt spent a line on
SCORE, a five-letter word: 'You test SCORE: 2 jots'. At the keyboard it is held back once, as
UNDO is in a four-letter game, saying where the score (or the rules) is; typed again it is
tested. From a pipe it is tested as typed. At the jots prompt it is answered at once."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

from parlor.jotto.lexicon import default_valid
from parlor.jotto.ui import JottoSession, QuitGame, Side
from tests.jotto.test_screen_prompts import Keyboard

LEX = default_valid()


def play(
    answers: list[str], *, interactive: bool, announce: bool = False
) -> tuple[JottoSession, str]:
    out = io.StringIO()
    console = Console(file=out, width=200, color_system=None, force_terminal=False)
    inp = Keyboard([*answers, "quit"], console)
    inp.interactive = interactive
    session = JottoSession(
        console=console,
        inp=inp,
        sides=(Side("Ann"), Side("Bob")),
        lexicon=LEX,
        common=LEX,
        rng=random.Random(1),
        first=0,
        announce=announce,
    )
    with pytest.raises(QuitGame):
        session.run()
    return session, " ".join(out.getvalue().split())


@pytest.mark.parametrize(
    ("word", "said"),
    [
        ("score", "the score is on the pad (type pad)"),
        ("rules", "help says how to play, and parlor jotto rules prints the rules"),
    ],
)
def test_at_the_keyboard_it_is_held_back_once(word: str, said: str) -> None:
    session, out = play(["maple", "grown", word], interactive=True)
    assert session.game is not None and session.game.tests[0] == []
    assert f"{word.upper()} is a word of this game, not a command: {said}." in out
    assert f"Type {word.upper()} again to test it on line 1" in out
    session, out = play(["maple", "grown", word, word], interactive=True)
    assert session.game is not None and [t.word for t in session.game.tests[0]] == [word]


def test_from_a_pipe_it_is_tested_as_typed() -> None:
    session, out = play(["maple", "grown", "score"], interactive=False)
    assert session.game is not None and [t.word for t in session.game.tests[0]] == ["score"]
    assert "not a command" not in out


def test_at_the_jots_prompt_it_is_answered() -> None:
    session, out = play(["maple", "grown", "crane", "score", "1"], interactive=True, announce=True)
    assert "! the score is on the pad (type pad)" in out
    assert "can be your test word" not in out
    assert session.game is not None and [t.announced for t in session.game.tests[0]] == [1]


@pytest.mark.parametrize("length", [4, 6])
def test_in_another_length_it_is_answered_not_refused_for_its_letters(length: int) -> None:
    lexicon = default_valid(length)
    out = io.StringIO()
    console = Console(file=out, width=200, color_system=None, force_terminal=False)
    secret = {4: "lamp", 6: "planet"}[length]
    session = JottoSession(
        console=console,
        inp=Keyboard([secret, secret, "score", "rules", "quit"], console),
        sides=(Side("Ann"), Side("Bob")),
        lexicon=lexicon,
        common=lexicon,
        rng=random.Random(1),
        first=0,
    )
    with pytest.raises(QuitGame):
        session.run()
    text = " ".join(out.getvalue().split())
    assert "! the score is on the pad (type pad)" in text
    assert "! help says how to play, and parlor jotto rules prints the rules" in text
    assert "has 5 letters" not in text
