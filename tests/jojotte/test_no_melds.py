"""Round 17: a deal without melds says so. A meld typed at the card prompt of a Nullo, or of a
No-Trump deal where the house rules leave melds out (``melds_at_no_trump=off``), was told
"the melds were declared before the first trick", though none were; and a No-Trump deal
without melds went from the bidding to the play without a word of the melds."""

from __future__ import annotations

import pytest

from parlor.jojotte.actions import parse_action
from parlor.jojotte.game import Sitting
from parlor.jojotte.options import Options

from .jojotte_helpers import make_deal
from .test_ui import partial, run_until_end_of_input, session


@pytest.mark.parametrize("answer", ["KH-QH-JH", "declare all", "4J"])
def test_a_meld_typed_in_a_nullo_is_told_there_are_none(answer: str) -> None:
    # Example 3 at action 5: A, the Nullo declarer, leads.
    text = run_until_end_of_input(session(partial(3, 5), [answer]))
    assert "! there are no melds in Nullo: now play a card (e.g. JH, or its number)" in text
    assert "were declared" not in text


def _no_trump_without_melds() -> Sitting:
    """B deals; A bids No-Trump in round 2, B passes, and A, the declarer, is to pass or bid
    Slam; the house rules leave melds out at No-Trump."""
    sitting = Sitting(Options(melds_at_no_trump=False), ("A", "B"))
    sitting.start_rubber(first_dealer=1)
    deck = make_deal("KH QH JH AS 8H QD", "TS KS QS 7D 8D 9D", "JC").deck
    deal = sitting.new_deal(deck)
    for text in ("pass", "pass", "nt", "pass", "pass"):
        deal.apply(parse_action(text))
    return sitting


def test_no_trump_without_melds_says_so_when_the_play_begins() -> None:
    text = run_until_end_of_input(session(_no_trump_without_melds(), ["pass", "KH-QH-JH"]))
    assert "No melds at No-Trump at this table: the play begins." in text
    assert "! there are no melds at No-Trump at this table (house rules): now play a card" in text
    assert "were declared" not in text


def test_melds_declared_are_still_said_declared() -> None:
    text = run_until_end_of_input(session(partial(1, 11), ["KH-QH-JH"]))
    assert "! the melds were declared before the first trick" in text
