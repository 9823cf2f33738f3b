"""The worlds a player cannot tell apart: opponent hands consistent with an observation.

For the play, :func:`knowledge` reads an :class:`~parlor.jojotte.game.Observation` and works out
what the opponent certainly holds (cards of his declared melds not yet played, the turn-up he
took by the exchange, the Queen of trumps after his "Jo") and what he cannot hold (every card
the observation shows elsewhere, suits he showed void, trumps he would have had to play: a
plain suit led and neither followed nor trumped means no trumps; a trump lead he did not beat
means no higher trump). Every hand between those bounds is consistent with the play; they are
sampled uniformly (:func:`sample_hands`) or, when few enough, all listed
(:func:`enumerate_hands`). :func:`play_state` builds the double-dummy position of one world.

For the auction and the Nullo / Slam phase, :func:`sample_deal` deals the hidden cards (the
opponent's, the three cards each still receives, the information card) at random around the
player's own cards and the turn-up.

The calls are read softly: :func:`call_weight` gives a world where the opponent's bid is
implausible (a suit bid with almost no trumps of it) a lower weight; samplers reject by it
(:func:`play_weight` for the worlds of the play).
All chance comes from an explicit ``random.Random``.
"""

from __future__ import annotations

import itertools
import math
import random
from dataclasses import dataclass

from .actions import ACCEPT, BID_SUIT, NT_BID
from .cards import BEATS, FULL_MASK, NT, R9, R10, RA, RANK_MASK, RJ, SUIT_MASK, card_list
from .game import Observation
from .play import PlayState

__all__ = [
    "Knowledge",
    "call_weight",
    "count_worlds",
    "enumerate_hands",
    "knowledge",
    "opponent_played",
    "play_state",
    "play_weight",
    "sample_deal",
    "sample_hands",
]


@dataclass(frozen=True, slots=True)
class Knowledge:
    """What one player knows about the opponent's current hand during the play."""

    me: int
    must: int
    """Cards the opponent certainly holds now."""
    free: int
    """Cards the opponent may hold beyond ``must`` (unknown to me, not excluded)."""
    need: int
    """How many of ``free`` the opponent holds."""

    @property
    def opponent(self) -> int:
        return 1 - self.me


def knowledge(obs: Observation) -> Knowledge:
    """The bounds on the opponent's hand that ``obs`` implies (play phase, or after melds)."""
    me = obs.player
    opp = 1 - me
    contract = obs.contract
    strain = NT if contract is None or contract.nullo else contract.strain
    played = 0
    for _, c1, c2, _, _ in obs.tricks:
        played |= (1 << c1) | (1 << c2)
    if obs.trick is not None:
        played |= 1 << obs.trick[1]
    must = 0
    # the turn-up taken by the exchange is in the taker's hand
    if obs.turn_up_taken_by == opp:
        must |= 1 << obs.turn_up
    # declared melds
    d = obs.declared[opp]
    if d is not None:
        must |= d[0]
        for r in range(8):
            if d[1] >> r & 1:
                must |= RANK_MASK[r]
    # "Jo" said: the Queen of trumps is still held
    if strain != NT and obs.jo_said[opp] and not obs.jo_points[opp]:
        must |= 1 << (strain * 8 + 5)
    must &= ~played & ~obs.hand
    # cards the opponent cannot hold
    excluded = obs.visible_cards() & ~must
    trumps = SUIT_MASK[strain] if strain != NT else 0
    for leader, c1, c2, _, _ in obs.tricks:
        if leader != me:
            continue
        led_suit = SUIT_MASK[c1 >> 3]
        if not (1 << c2) & led_suit:
            excluded |= led_suit
            if trumps and not (1 << c2) & trumps:
                excluded |= trumps
        elif trumps and led_suit == trumps and not BEATS[strain][c1] >> c2 & 1:
            excluded |= BEATS[strain][c1] & trumps
    free = FULL_MASK & ~excluded & ~must & ~obs.hand & ~played
    need = obs.opponent_cards_left - must.bit_count()
    if need < 0 or free.bit_count() < need:  # inconsistent reading: fall back to plain unknowns
        must = 0
        free = FULL_MASK & ~obs.visible_cards()
        if obs.turn_up_taken_by == opp:
            free |= (1 << obs.turn_up) & ~played
        need = obs.opponent_cards_left
    return Knowledge(me, must, free, need)


def count_worlds(k: Knowledge) -> int:
    return math.comb(k.free.bit_count(), k.need)


def sample_hands(k: Knowledge, rng: random.Random, n: int) -> list[int]:
    """``n`` opponent hands drawn uniformly from the consistent ones (with repetition)."""
    free = card_list(k.free)
    out = []
    for _ in range(n):
        m = k.must
        for c in rng.sample(free, k.need):
            m |= 1 << c
        out.append(m)
    return out


def enumerate_hands(k: Knowledge, limit: int) -> list[int] | None:
    """Every consistent opponent hand, or None if there are more than ``limit``."""
    if count_worlds(k) > limit:
        return None
    free = card_list(k.free)
    out = []
    for combo in itertools.combinations(free, k.need):
        m = k.must
        for c in combo:
            m |= 1 << c
        out.append(m)
    return out


def play_state(obs: Observation, opp_hand: int, last_trick: int = 10) -> PlayState:
    """The double-dummy position of the world where the opponent holds ``opp_hand``."""
    contract = obs.contract
    if contract is None:
        raise ValueError("no contract yet")
    strain = NT if contract.nullo else contract.strain
    me = obs.player
    hands = (obs.hand, opp_hand) if me == 0 else (opp_hand, obs.hand)
    st = PlayState(
        hands, strain, obs.to_move if obs.trick is None else obs.trick[0], last_trick=last_trick
    )
    if obs.trick is not None:
        st.leader = obs.trick[0]
        st.lead = obs.trick[1]
        st.to_play = 1 - obs.trick[0]
    else:
        st.leader = st.to_play = obs.to_move
    st.tp = [obs.trick_points[0], obs.trick_points[1]]
    st.tricks = [obs.tricks_won[0], obs.tricks_won[1]]
    st.ntricks = len(obs.tricks)
    st.jo_said = [obs.jo_said[0], obs.jo_said[1]]
    st.jo_points = [obs.jo_points[0], obs.jo_points[1]]
    if contract.nullo:
        st.king = st.queen = -1
    return st


# -- the auction and the second phase ------------------------------------------------------
def _trump_strength(hand: int, suit: int) -> int:
    """A rough count of trump strength in ``suit``: cards, plus the Jack, 9 and Ace."""
    s = (hand >> (8 * suit)) & 0xFF
    return s.bit_count() + 2 * (s >> RJ & 1) + (s >> R9 & 1) + (s >> RA & 1)


def _nt_strength(hand: int) -> int:
    return sum(((hand >> (8 * s)) >> RA & 1) * 2 + ((hand >> (8 * s)) >> R10 & 1) for s in range(4))


def opponent_played(obs: Observation) -> int:
    """The cards the opponent has played so far (finished tricks and the current one)."""
    opp = 1 - obs.player
    m = 0
    for leader, c1, c2, _, _ in obs.tricks:
        m |= 1 << (c1 if leader == opp else c2)
    if obs.trick is not None and obs.trick[0] == opp:
        m |= 1 << obs.trick[1]
    return m


def play_weight(obs: Observation, opp_hand: int) -> float:
    """:func:`call_weight` of the opponent's nine cards in the world where he holds ``opp_hand``."""
    return call_weight(obs, opp_hand | opponent_played(obs))


def call_weight(obs: Observation, opp_first_six: int) -> float:
    """How plausible the opponent's calls so far are with these six cards (0 < w <= 1).

    A suit bid (accept or a named suit) with little strength in that suit, or a No-Trump bid
    without aces and tens, is made rarer; passes and doubles are not read.
    """
    opp = 1 - obs.player
    w = 1.0
    turn_suit = obs.turn_up >> 3
    extra = 2 if opp_first_six.bit_count() > 7 else 0  # nine cards: more strength expected
    for p, call in obs.calls[: _auction_length(obs)]:
        if p != opp:
            continue
        if call == ACCEPT or BID_SUIT <= call < BID_SUIT + 4:
            suit = turn_suit if call == ACCEPT else call - BID_SUIT
            hand = opp_first_six | ((1 << obs.turn_up) if call == ACCEPT else 0)
            st = _trump_strength(hand, suit)
            w *= 1.0 if st >= 5 + extra else 0.5 if st >= 3 + extra else 0.15
        elif call == NT_BID:
            st = _nt_strength(opp_first_six)
            w *= 1.0 if st >= 4 + extra else 0.5 if st >= 2 + extra else 0.15
    return w


def _auction_length(obs: Observation) -> int:
    """How many of the calls belong to the first bidding phase."""
    n = 0
    for _, call in obs.calls:
        if call in (73, 74, 75):  # Nullo, Slam, exchange
            break
        n += 1
    return n


@dataclass(frozen=True, slots=True)
class SampledDeal:
    """One world for bidding: both nine-card hands (by player) and the information card."""

    hands: tuple[int, int]
    info_card: int


def sample_deal(obs: Observation, rng: random.Random, *, tries: int = 20) -> SampledDeal:
    """A deal consistent with ``obs`` before the play (auction or second phase).

    In the auction the player holds six cards: his three more, the opponent's six and three
    and the information card are drawn from the unseen cards. Later the player holds nine and
    only the opponent's nine are drawn. Worlds are accepted with probability
    :func:`call_weight` (up to ``tries`` draws, then the last draw is kept).
    """
    me = obs.player
    seen = obs.hand | (1 << obs.turn_up)
    if obs.info_card is not None:
        seen |= 1 << obs.info_card
    unseen = card_list(FULL_MASK & ~seen)
    nine = obs.hand.bit_count() >= 9
    result: SampledDeal | None = None
    for _ in range(tries):
        pick = rng.sample(unseen, 9 if nine else 13)
        if nine:
            opp = _mask(pick)
            mine = obs.hand
            info = obs.info_card if obs.info_card is not None else -1
            first_six = opp  # can't tell which six came first: read the whole hand
        else:
            first_six = _mask(pick[:6])
            opp = first_six | _mask(pick[6:9])
            mine = obs.hand | _mask(pick[9:12])
            info = pick[12]
        hands = (mine, opp) if me == 0 else (opp, mine)
        result = SampledDeal(hands, info)
        if rng.random() < call_weight(obs, first_six):
            return result
    assert result is not None
    return result


def _mask(cards: list[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m
