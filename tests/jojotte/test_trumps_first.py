"""Round 15 (a play-test): a call naming the trump suit with 'trumps' first ('trump hearts',
'trumps: hearts', 'trumps are hearts', 'trumps ♥') was "not a call", though 'hearts as trumps'
and 'hearts are trumps' were read."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session
from .test_ui_playtest import round_two


@pytest.mark.parametrize(
    "answer", ["trump hearts", "trumps: hearts", "trumps are hearts", "trumps ♥", "trumps = h"]
)
def test_trumps_then_the_turn_ups_suit_accepts_it(answer: str) -> None:
    # Example 1, action 0: A may accept the turn-up's suit, hearts.
    text = run_until_end_of_input(session(partial(1, 0), [answer]))
    assert "You accept ♥ (hearts)." in text, answer


def test_trumps_then_a_suit_in_round_two_bids_it() -> None:
    text = run_until_end_of_input(session(round_two(), ["trumps: spades"]))
    assert "You bid ♠ (spades)." in text


def test_trumps_with_no_suit_is_still_refused() -> None:
    text = run_until_end_of_input(session(partial(1, 0), ["trumps no"]))
    assert "! not a call: 'trumps no'" in text
