"""Round 14: a card played at a call ("play th", "lead the ace of diamonds", "KH nojo") is
told that cards are played after the bidding; it was "not a call: 'KH nojo' (choose 1-2 or
type help)". A card alone ("th") still says how to make its suit trumps (a8ed1c3)."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


@pytest.mark.parametrize(
    ("answer", "card"),
    [("KH nojo", "K♥"), ("lead th", "10♥"), ("play the ace of diamonds", "A♦"), ("play 7c", "7♣")],
)
def test_a_card_played_in_the_bidding(answer: str, card: str) -> None:
    # Example 1: A's first call, the turn-up 10♥.
    text = run_until_end_of_input(session(partial(1, 0), [answer]))
    assert f"! {card} is a card, played after the bidding: now choose a call (1-2)\n" in text


def test_a_card_alone_still_says_how_to_make_its_suit_trumps() -> None:
    text = run_until_end_of_input(session(partial(1, 0), ["th"]))
    assert "! 10♥ is a card: to make hearts trumps, type accept" in text
