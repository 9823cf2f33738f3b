"""Worlds consistent with an observation: the truth is always among them."""

from __future__ import annotations

import math
import random

from parlor.jojotte.bots.easy import EasyBot
from parlor.jojotte.bots.medium import MediumBot
from parlor.jojotte.cards import FULL_MASK, SUIT_MASK
from parlor.jojotte.game import Deal, Phase, random_deck
from parlor.jojotte.worlds import (
    count_worlds,
    enumerate_hands,
    knowledge,
    play_state,
    sample_deal,
    sample_hands,
)


def _positions(seed: int, deals: int = 30):
    """(deal, player) at every play decision of bot-played deals."""
    rng = random.Random(seed)
    bots = (MediumBot(random.Random(seed + 1)), EasyBot(random.Random(seed + 2)))
    for i in range(deals):
        deal = Deal(random_deck(rng), i % 2)
        while not deal.is_over():
            p = deal.current_player()
            if deal.phase == Phase.PLAY:
                yield deal, p
            legal = deal.legal_actions()
            deal.apply(bots[p].choose(deal.observation(p), legal))


def test_the_true_hand_is_always_consistent() -> None:
    n = 0
    for deal, p in _positions(1):
        obs = deal.observation(p)
        k = knowledge(obs)
        truth = deal.hands[1 - p]
        assert k.must & ~truth == 0, "a card the opponent must hold is not in his hand"
        assert truth & ~(k.must | k.free) == 0, "the opponent holds an excluded card"
        assert k.need == truth.bit_count() - k.must.bit_count()
        assert k.free & obs.hand == 0
        n += 1
    assert n > 300


def test_samples_and_enumeration_respect_the_bounds() -> None:
    rng = random.Random(5)
    checked = 0
    for deal, p in _positions(2, deals=12):
        obs = deal.observation(p)
        k = knowledge(obs)
        for h in sample_hands(k, rng, 5):
            assert h & k.must == k.must
            assert h & ~(k.must | k.free) == 0
            assert h.bit_count() == obs.opponent_cards_left
        listed = enumerate_hands(k, 500)
        if listed is not None:
            assert len(listed) == count_worlds(k) == math.comb(k.free.bit_count(), k.need)
            assert len(set(listed)) == len(listed)
            assert deal.hands[1 - p] in listed
            checked += 1
    assert checked > 20


def test_voids_and_unbeaten_trump_leads_are_read() -> None:
    found_void = found_trump = False
    for deal, p in _positions(3, deals=40):
        obs = deal.observation(p)
        c = obs.contract
        assert c is not None
        k = knowledge(obs)
        for leader, c1, c2, _, _ in obs.tricks:
            if leader != p:
                continue
            if c2 >> 3 != c1 >> 3:
                assert (k.free | k.must) & SUIT_MASK[c1 >> 3] == 0
                found_void = True
            elif not c.nullo and c.strain != 4 and c1 >> 3 == c.strain:
                from parlor.jojotte.cards import BEATS

                if not BEATS[c.strain][c1] >> c2 & 1:
                    higher = BEATS[c.strain][c1] & SUIT_MASK[c.strain]
                    assert (k.free | k.must) & higher == 0
                    found_trump = True
    assert found_void and found_trump


def test_play_state_of_the_true_world_is_the_real_position() -> None:
    for deal, p in _positions(4, deals=5):
        obs = deal.observation(p)
        st = play_state(obs, deal.hands[1 - p])
        real = deal.play
        assert real is not None
        assert st.hands == real.hands
        assert (st.leader, st.to_play, st.lead) == (real.leader, real.to_play, real.lead)
        assert (st.tp, st.tricks, st.ntricks) == (real.tp, real.tricks, real.ntricks)


def test_sampled_deals_for_the_auction() -> None:
    rng = random.Random(9)
    for i in range(50):
        deal = Deal(random_deck(rng), i % 2)
        p = deal.current_player()
        obs = deal.observation(p)
        w = sample_deal(obs, rng)
        mine, opp = w.hands[p], w.hands[1 - p]
        assert mine & obs.hand == obs.hand
        assert mine & opp == 0
        assert mine.bit_count() == opp.bit_count() == 9
        assert not (mine | opp) >> obs.turn_up & 1
        assert not (mine | opp) >> w.info_card & 1
        assert (mine | opp) & ~FULL_MASK == 0
