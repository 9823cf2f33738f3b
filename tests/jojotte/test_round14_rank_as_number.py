"""Round 14: "10" at the card prompt, with fewer than ten choices, is the ten.

With two cards to choose from, "10" (the ten of the hand line "♦ Q 10") said "choose a number
from 1 to 2". A number past the choices that is a rank (7 to 10) now names the card of that
rank, as "ten" does; the choices' own numbers are read as before."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session


def test_ten_past_the_choices_is_the_ten() -> None:
    # Example 1, action 10: B led the 10 of clubs; A must trump (K♥ Q♥ J♥ 10♥): 5 choices.
    text = run_until_end_of_input(session(partial(1, 10), ["10"]))
    assert "A plays 10♥." in text
    assert "choose a number" not in text


def test_a_rank_held_but_not_playable_says_why() -> None:
    text = run_until_end_of_input(session(partial(1, 10), ["8"]))
    assert "! 8♠ cannot be played: you cannot follow clubs, so you must trump" in text


def test_other_numbers_are_as_before() -> None:
    text = run_until_end_of_input(session(partial(1, 10), ["7"]))  # no seven: a number
    assert "! choose a number from 1 to 5" in text
    text = run_until_end_of_input(session(partial(1, 0), ["10"]))  # at a call
    assert "! choose a number from 1 to 2" in text
    text = run_until_end_of_input(session(partial(1, 12), ["1"]))  # a choice's number
    assert "A plays 8♠." in text
