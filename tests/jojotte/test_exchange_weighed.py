"""Judge AQ18 #2: the hard and medium bots (and so the hint) exchanged the 7 of trumps always.
The exchange is optional (rules section 5): with 10-9-8-7 of trumps and the Queen turned up,
the swap shortens a run of four (40, and a run of trumps wins a tie) to three (20) for a
Queen's 3 points. They keep the 7 when its melds are worth more than the turn-up's points."""

from __future__ import annotations

import random

import pytest

from parlor.jojotte import Deal
from parlor.jojotte.actions import EXCHANGE, NO_EXCHANGE, PASS, parse_action
from parlor.jojotte.bots import make_bot
from parlor.jojotte.cards import parse_card
from parlor.jojotte.game import Phase
from parlor.jojotte.melds import exchange_pays, meld_points

from .jojotte_helpers import example_deal, make_deal


def _mask(cards: str) -> int:
    return sum(1 << parse_card(c) for c in cards.split())


def test_the_seven_at_the_foot_of_a_run_of_four_is_worth_more_than_a_queen() -> None:
    hand = _mask("TH 9H 8H 7H AS AD AC KC QC")
    assert meld_points(hand) == 60  # 10-9-8-7 (40) and A-K-Q of clubs (20)
    assert not exchange_pays(hand, parse_card("QH"))  # 40 lost, 20 back: 20 for 3 points
    assert exchange_pays(hand, parse_card("JH"))  # the Jack of trumps: 20 points, a run kept
    assert exchange_pays(_mask("7H AS KS QS 9D AD AC KC 8C"), parse_card("QH"))  # no run lost


def _at_the_exchange() -> Deal:
    # The judge's deal: the Bot (non-dealer) passes, the dealer accepts hearts, both pass Nullo
    # and Slam, and the dealer holds 10-9-8-7 of hearts with the Queen turned up.
    d = make_deal("TS 9S 8S 7S KD QD", "TH 9H 8H 7H AS AD", "QH", "JH 7D 8C", "AC KC QC")
    d.apply(parse_action("pass"))
    d.apply(parse_action("accept"))
    while d.phase in (Phase.AUCTION, Phase.SECOND):  # (no double, no Nullo, no Slam)
        d.apply(PASS)
    assert d.phase == Phase.EXCHANGE and d.current_player() == 1
    return d


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_the_bots_keep_the_seven_of_a_run_and_exchange_otherwise(level: str) -> None:
    bot = make_bot(level, random.Random(1))
    d = _at_the_exchange()
    assert bot.choose(d.observation(1), d.legal_actions()) == NO_EXCHANGE
    d = example_deal(1, 4)  # the rules' example 1: the exchange makes a run (7H for TH)
    assert d.phase == Phase.EXCHANGE
    assert bot.choose(d.observation(d.current_player()), d.legal_actions()) == EXCHANGE
