"""Rules section 6: "The default for bots and for the 'auto-declare' setting is to declare
everything that scores." The bots (and so the hint) declared every meld, even one the other
side's declaration had beaten, which scores nothing and shows the cards: the hint told a
newcomer to declare "10♣-9♣-8♣ (20, beaten by Bot's A♦-K♦-Q♦: scores nothing)" (judge AX19 #3).
Declaring first, every meld; after the other's declaration, what scores against it."""

from __future__ import annotations

import dataclasses
import random

import pytest

from parlor.jojotte import Deal, replay_record
from parlor.jojotte.actions import declare_action
from parlor.jojotte.bots import make_bot
from parlor.jojotte.bots.base import declare_what_scores
from parlor.jojotte.cards import parse_card
from parlor.jojotte.game import Phase

from .test_meld_tie import _tied_sequences


def _at_a_s_melds(fours: bool) -> Deal:
    """B has declared K♣-Q♣-J♣; A holds K♠-Q♠-J♠ (a tie: neither scores), with four eights."""
    sitting = replay_record(_tied_sequences(fours=fours))
    deal = sitting.current
    assert deal is not None and deal.phase == Phase.MELDS and deal.current_player() == 0
    return deal


def _run(*cards: str) -> int:
    mask = 0
    for c in cards:
        mask |= 1 << parse_card(c)
    return mask


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_tied_sequence_is_kept_and_a_four_that_scores_declared(level: str) -> None:
    deal = _at_a_s_melds(fours=True)
    bot = make_bot(level, random.Random(1))
    chosen = bot.choose(deal.observation(0), deal.legal_actions())
    assert chosen == declare_action(0, 1 << (parse_card("8S") & 7))  # four eights alone
    deal = _at_a_s_melds(fours=False)
    assert bot.choose(deal.observation(0), deal.legal_actions()) == declare_action(0, 0)


def test_declaring_first_declares_everything() -> None:
    deal = _at_a_s_melds(fours=True)
    everything = declare_action(_run("KS", "QS", "JS"), 1 << (parse_card("8S") & 7))
    assert everything in deal.legal_actions()
    # (had B not declared yet, as when A declares first)
    blind = dataclasses.replace(deal.observation(0), declared=(None, None))
    assert declare_what_scores(blind, deal.legal_actions()) == everything
