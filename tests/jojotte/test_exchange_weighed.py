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
from parlor.jojotte.cli import parse_options
from parlor.jojotte.game import Phase
from parlor.jojotte.melds import exchange_pays, meld_points
from parlor.jojotte.options import DEFAULT_OPTIONS

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


def test_the_king_turned_up_beside_the_queen_is_taken_for_jo_jotte() -> None:
    # Judge AR18 #2: with Q-9-8-7 of hearts and the King turned up, keeping the 7 saved a run
    # of three (20) and gave up Jo-Jotte's 20 and the King's 4: the bots now exchange.
    hand = _mask("QH 9H 8H 7H AS AD AC 8C 9D")
    assert exchange_pays(hand, parse_card("KH"))
    assert not exchange_pays(_mask("TH 9H 8H 7H AS AD AC 8C 9D"), parse_card("QH"))


def test_fours_are_weighed_by_the_table_s_rules() -> None:
    # Four sevens are 100 by default and nothing under fours=belote (AR18 #2: the medium bot
    # read the default rules and kept the 7 for a four worth nothing).
    hand = _mask("7H 7S 7D 7C AS AD AC KC 9D")
    assert not exchange_pays(hand, parse_card("QH"))
    assert exchange_pays(hand, parse_card("QH"), "belote")
    belote = parse_options(["fours=belote"])
    for level in ("medium", "hard"):
        cards = ("AS AD 9D 8S 8D 9C", "7H 7S 7D 7C AC KC", "QH", "KD QD JD", "JC TC 9S")
        d, d2 = make_deal(*cards), make_deal(*cards, options=belote)
        for deal, options, keeps in ((d, DEFAULT_OPTIONS, True), (d2, belote, False)):
            deal.apply(parse_action("pass"))
            deal.apply(parse_action("accept"))
            while deal.phase in (Phase.AUCTION, Phase.SECOND):
                deal.apply(PASS)
            assert deal.phase == Phase.EXCHANGE and deal.current_player() == 1
            bot = make_bot(level, random.Random(1), options=options)
            got = bot.choose(deal.observation(1), deal.legal_actions())
            assert got == (NO_EXCHANGE if keeps else EXCHANGE), (level, options.fours)
