"""Round 14: "10" at the card prompt, with fewer than ten choices, is the ten.

With two cards to choose from, "10" (the ten of the hand line "♦ Q 10") said "choose a number
from 1 to 2". "10" past the choices now names the ten, as "ten" does; 7, 8 or 9 past the
choices may be a slip of a choice's number, so they are asked about, naming the card held;
the choices' own numbers are read as before."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session


def test_ten_past_the_choices_is_the_ten() -> None:
    # Example 1, action 10: B led the 10 of clubs; A must trump (K♥ Q♥ J♥ 10♥): 5 choices.
    text = run_until_end_of_input(session(partial(1, 10), ["10"]))
    assert "You play 10♥." in text
    assert "choose a number" not in text


def test_seven_to_nine_past_the_choices_are_asked_about() -> None:
    text = run_until_end_of_input(session(partial(1, 10), ["8"]))
    assert "! choose a number from 1 to 5 (for the 8♠ type 8S)" in text
    assert "You play" not in text


def test_other_numbers_are_as_before() -> None:
    text = run_until_end_of_input(session(partial(1, 10), ["7"]))  # no seven: a number
    assert "! choose a number from 1 to 5" in text
    text = run_until_end_of_input(session(partial(1, 0), ["10"]))  # at a call
    assert "! choose a number from 1 to 2" in text
    text = run_until_end_of_input(session(partial(1, 12), ["1"]))  # a choice's number
    assert "You play 8♠." in text


def test_ten_with_two_tens_to_play_asks_which() -> None:
    # Example 2, action 10: You lead holding the 10♠ and the 10♥.
    text = run_until_end_of_input(session(partial(2, 10), ["10"]))
    assert "! which ten? 10♠ or 10♥ (type e.g. TS, or its number)" in text
