"""Round 16: 'play th' at a call is told that cards are played after the bidding, as 'lead th'
is; it said '10♥ is a card: to make hearts trumps, type accept', as the card alone does (the
card parser reads 'play th' as the card)."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


@pytest.mark.parametrize("answer", ["play th", "play 10h", "PLAY TH", "i play th", "lead th"])
def test_a_card_played_at_a_call_is_told_cards_come_later(answer: str) -> None:
    # Example 1: A's first call, the turn-up 10♥.
    text = run_until_end_of_input(session(partial(1, 0), [answer]))
    assert "! 10♥ is a card, played after the bidding: now choose a call (1-2)\n" in text


def test_the_card_alone_still_says_how_to_make_its_suit_trumps() -> None:
    text = run_until_end_of_input(session(partial(1, 0), ["th"]))
    assert "! 10♥ is a card: to make hearts trumps, type accept\n" in text
