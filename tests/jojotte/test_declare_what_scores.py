"""Rules section 6: "The default for bots and for the 'auto-declare' setting is to declare
everything that scores." The bots (and so the hint) declared every meld, even one the other
side's declaration had beaten, which scores nothing and shows the cards: the hint told a
newcomer to declare "10♣-9♣-8♣ (20, beaten by Bot's A♦-K♦-Q♦: scores nothing)" (judge AX19 #3).
Declaring first, every meld; after the other's declaration, what scores against it, and a meld
that ties the other's, which keeps it from scoring (judges AY19 #1, AZ19 #1: the tie was kept
back, and the other side scored its 20)."""

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
    """B has declared K♣-Q♣-J♣; A holds K♠-Q♠-J♠ (a tie: neither scores), and four eights
    (with ``fours``)."""
    sitting = replay_record(_tied_sequences(fours=fours))
    deal = sitting.current
    assert deal is not None and deal.phase == Phase.MELDS and deal.current_player() == 0
    return deal


def _run(*cards: str) -> int:
    mask = 0
    for c in cards:
        mask |= 1 << parse_card(c)
    return mask


EIGHTS = 1 << (parse_card("8S") & 7)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_tying_sequence_is_declared_to_stop_the_other_s(level: str) -> None:
    bot = make_bot(level, random.Random(1))
    deal = _at_a_s_melds(fours=True)
    tie = _run("KS", "QS", "JS")
    assert bot.choose(deal.observation(0), deal.legal_actions()) == declare_action(tie, EIGHTS)
    deal = _at_a_s_melds(fours=False)
    assert bot.choose(deal.observation(0), deal.legal_actions()) == declare_action(tie, 0)


def test_a_beaten_meld_is_kept_back() -> None:
    # B's K♣-Q♣-J♣ against A's K♠-Q♠-J♠, with B's clubs made trumps: B's wins the tie
    deal = _at_a_s_melds(fours=True)
    obs = deal.observation(0)
    assert obs.contract is not None
    clubs = dataclasses.replace(obs.contract, strain=parse_card("KC") >> 3)
    beaten = dataclasses.replace(obs, contract=clubs)
    assert declare_what_scores(beaten, deal.legal_actions()) == declare_action(0, EIGHTS)


def test_declaring_first_declares_everything() -> None:
    deal = _at_a_s_melds(fours=True)
    everything = declare_action(_run("KS", "QS", "JS"), EIGHTS)
    assert everything in deal.legal_actions()
    # (had B not declared yet, as when A declares first)
    blind = dataclasses.replace(deal.observation(0), declared=(None, None))
    assert declare_what_scores(blind, deal.legal_actions()) == everything
