"""'highest trump' at the card prompt with no trump in hand said 'you hold no hearts': it now
says 'you hold no trumps (hearts)', in the words the player used (a judge's finding)."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session


def test_highest_trump_with_no_trump_held_says_trumps() -> None:
    # Example 1 at action 17: hearts are trumps, and A, to play, holds none
    text = run_until_end_of_input(session(partial(1, 17), ["highest trump", "lowest trumps"]))
    assert text.count("! you hold no trumps (hearts)") == 2, text
    assert "you hold no hearts" not in text


def test_a_suit_named_as_such_is_still_said_as_the_suit() -> None:
    text = run_until_end_of_input(session(partial(1, 17), ["highest heart"]))
    assert "! you hold no hearts" in text, text
