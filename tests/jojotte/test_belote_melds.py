"""Round 16: the melds in Belote's names at the melds prompt: 'tierce' declares the player's
sequences of three cards, 'quarte' of four, 'quinte' of five or more, 'carré' the fours of a
kind; one the player has not is said ('you have no quinte ...'). Each was "not a meld", and
'quinte' was asked "(did you mean quit?)"."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


def _said(answer: str) -> str:
    # Example 1, action 6: A holds K♥-Q♥-J♥-10♥ (trumps) and A♦-K♦-Q♦.
    text = run_until_end_of_input(session(partial(1, 6), [answer]))
    return next(line for line in text.splitlines() if line.startswith(("!", "You declare")))


@pytest.mark.parametrize(
    ("answer", "said"),
    [
        ("tierce", "You declare A♦-K♦-Q♦ (20)."),
        ("my tierce please", "You declare A♦-K♦-Q♦ (20)."),
        ("quarte", "You declare K♥-Q♥-J♥-10♥ (40)."),
        ("tierce and quarte", "You declare K♥-Q♥-J♥-10♥ (40), A♦-K♦-Q♦ (20)."),
    ],
)
def test_a_belote_name_declares_those_melds(answer: str, said: str) -> None:
    assert _said(answer) == said


def test_a_meld_not_held_is_said() -> None:
    assert _said("quinte") == (
        "! you have no quinte (5 or more in a row) to declare (answer all, none or a number)"
    )
    assert _said("carré") == (
        "! you have no four of a kind to declare (answer all, none or a number)"
    )


def test_carre_declares_the_fours_and_quarte_the_run() -> None:
    from .test_ui_playtest2 import four_jacks

    # A holds four jacks and A♠-K♠-Q♠-J♠.
    text = run_until_end_of_input(session(four_jacks(), ["carré"]))
    assert "You declare four jacks (100)." in text
    for answer in ("quarte et carré", "quarte and carre"):
        text = run_until_end_of_input(session(four_jacks(), [answer]))
        assert "You declare A♠-K♠-Q♠-J♠ (40), four jacks (100)." in text, answer
