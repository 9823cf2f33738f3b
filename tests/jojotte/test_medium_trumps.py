"""The medium bot values the Jack and 9 of trumps together in every suit, not only in spades.

Rules section 1: "Trick order, trump suit (high to low): J 9 A 10 K Q 8 7." The two top trumps
held together are worth the same whichever suit is trumps; ``hand_value`` tested the Jack and 9
at the bit positions of spades whatever the trump suit, so the bonus was given only to spades.
"""

from __future__ import annotations

import pytest

from parlor.jojotte.bots.medium import hand_value
from parlor.jojotte.cards import mask_of, parse_cards

# the same hand with its suits renamed so that the trumps (J 9 7) are in each suit in turn
HANDS = {
    0: "JS 9S 7S AD KC 8H",
    1: "JH 9H 7H AD KC 8S",
    2: "JD 9D 7D AS KC 8H",
    3: "JC 9C 7C AD KS 8H",
}


@pytest.mark.parametrize("trump", [1, 2, 3])
def test_the_top_two_trumps_are_worth_the_same_in_every_suit(trump: int) -> None:
    spades = hand_value(mask_of(parse_cards(HANDS[0])), 0)
    assert hand_value(mask_of(parse_cards(HANDS[trump])), trump) == pytest.approx(spades)
