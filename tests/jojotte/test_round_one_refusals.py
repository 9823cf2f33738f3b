"""Round 14: a call refused in round 1 of the bidding says when it may be made.

"diamonds" (or nt, or double) in round 1 said only "in round 1 only accept or pass is
allowed": a newcomer who wanted diamonds trumps was not told that round 2 would let him name
them, if both pass."""

from __future__ import annotations

import pytest

from parlor.jojotte.options import Options

from .test_ui import partial, run_until_end_of_input, session


@pytest.mark.parametrize(
    ("answer", "when"),
    [
        ("diamonds", "(diamonds may be named in round 2, if both pass)"),
        ("bid spades", "(spades may be named in round 2, if both pass)"),
        ("nt", "(No-Trump may be bid in round 2, if both pass)"),
        ("double", "(a double answers a bid: there is none yet)"),
    ],
)
def test_a_call_of_round_2_in_round_1_says_when(answer: str, when: str) -> None:
    # Example 1: A's first call, the turn-up 10♥.
    text = run_until_end_of_input(session(partial(1, 0), [answer]))
    assert f"! not allowed: in round 1 you may only accept or pass {when}" in text


def test_the_turn_ups_suit_is_still_accepted_and_nullo_still_said_later() -> None:
    text = run_until_end_of_input(session(partial(1, 0), ["hearts"]))
    assert "You accept ♥ (hearts)." in text
    text = run_until_end_of_input(session(partial(1, 0), ["nullo"]))
    assert "(Nullo and Slam are bid in the second bidding" in text
    assert "round 2, if both pass" not in text


def test_no_trump_switched_off_is_not_promised_for_round_2() -> None:
    sitting = partial(1, 0)
    sitting.options = Options(no_trump=False)
    assert sitting.current is not None
    sitting.current.options = sitting.options
    text = run_until_end_of_input(session(sitting, ["nt"]))
    assert "No-Trump may be bid" not in text
    assert "! " in text
