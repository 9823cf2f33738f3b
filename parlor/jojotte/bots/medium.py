"""The medium bot: a rule-based player that sees only its observation.

- Bidding: a hand is valued for each candidate trump (J, 9, A and 10 of trumps, length, side
  aces and tens, sequences, the turn-up it could get by the 7 exchange) and for No-Trump (aces,
  guarded tens, long suits). It accepts or names the best suit above a threshold, overcalls
  No-Trump and doubles on strong hands, redoubles on very strong ones, bids Nullo only with a
  hand of low cards and Slam only when it counts nine sure tricks.
- Exchanges the 7 of trumps, declares every meld, says "Jo" with the King of trumps.
- Play: draws trumps when long or master of them, cashes its masters, otherwise leads low; as
  second player wins cheaply with a card of the suit led (keeping its masters), trumps only
  tricks worth it (with its smallest trump), otherwise throws its cheapest card; in Nullo it
  ducks (declarer) or lets the declarer win (defender).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from parlor.jojotte.actions import (
    ACCEPT,
    BID_SUIT,
    DOUBLE,
    EXCHANGE,
    JO,
    NO_EXCHANGE,
    NT_BID,
    NULLO,
    PASS,
    REDOUBLE,
    SLAM,
)
from parlor.jojotte.cards import (
    BEATS,
    FULL_MASK,
    NT,
    POINTS,
    R7,
    R8,
    R9,
    R10,
    RA,
    RJ,
    RK,
    RQ,
    SUIT_MASK,
    card_list,
    rank_of,
    suit_of,
)
from parlor.jojotte.game import Observation, Phase
from parlor.jojotte.melds import RUNS, exchange_pays, sequence_value
from parlor.jojotte.options import DEFAULT_OPTIONS, Options

from .base import BotBase, declare_what_scores

__all__ = ["MediumBot", "hand_value", "nt_value"]

# Trick-taking worth of a trump by rank (meld order 7 8 9 10 J Q K A).
_TRUMP_WORTH = {R7: 0.5, R8: 0.5, R9: 2.2, R10: 1.0, RJ: 3.0, RQ: 0.7, RK: 0.8, RA: 1.6}

BID = 4.5
"""Value of a hand of six cards needed to take a suit contract."""
NT_BID_VALUE = 5.0
DOUBLE_VALUE = 6.5
REDOUBLE_VALUE = 8.0


def _meld_value(hand: int) -> float:
    total = 0
    for s in range(4):
        for _, length in RUNS[(hand >> (8 * s)) & 0xFF]:
            total += sequence_value(length)
    return total / 20.0  # 20 points of melds ~ one unit of value


def hand_value(hand: int, trump: int, turn_up: int | None = None) -> float:
    """How good ``hand`` is with ``trump`` as trumps (about one unit per trick-point share)."""
    v = 0.0
    trumps = hand & SUIT_MASK[trump]
    n_trumps = trumps.bit_count()
    for c in card_list(trumps):
        v += _TRUMP_WORTH[rank_of(c)]
    if trumps >> (8 * trump + RJ) & 1 and trumps >> (8 * trump + R9) & 1:
        v += 0.5  # the two top trumps together
    if n_trumps >= 3:
        v += 0.6 * (n_trumps - 2)
    if n_trumps == 0:
        v -= 2.0
    for s in range(4):
        if s == trump:
            continue
        side = hand & SUIT_MASK[s]
        if side >> (8 * s + RA) & 1:
            v += 1.1
            if side >> (8 * s + R10) & 1:
                v += 0.8
        elif side >> (8 * s + R10) & 1 and side.bit_count() >= 2:
            v += 0.3
        if not side and n_trumps >= 2:
            v += 0.4  # a void to trump in
    v += _meld_value(hand)
    if turn_up is not None and suit_of(turn_up) == trump and hand >> (trump * 8 + R7) & 1:
        v += _TRUMP_WORTH[rank_of(turn_up)] - 0.5  # the 7 will be exchanged for it
    return v


def nt_value(hand: int) -> float:
    """How good ``hand`` is at No-Trump: aces, guarded tens, long suits headed by the ace."""
    v = 0.0
    for s in range(4):
        side = hand & SUIT_MASK[s]
        n = side.bit_count()
        has_a = side >> (8 * s + RA) & 1
        has_t = side >> (8 * s + R10) & 1
        if has_a:
            v += 1.8
            if has_t:
                v += 1.2
                if n >= 4:
                    v += 0.3 * (n - 3)
        elif has_t and n >= 2:
            v += 0.4
        elif n and not has_a:
            v -= 0.3
    return v + _meld_value(hand)


def _nullo_safe(hand: int) -> bool:
    """A hand of low cards (plain order): near-certain to lose every trick."""
    for s in range(4):
        side = hand & SUIT_MASK[s]
        for c in card_list(side):
            r = rank_of(c)
            if r in (RA, R10, RK, RQ):
                return False
            if r == RJ:
                below = sum(1 for x in (R7, R8, R9) if side >> (8 * s + x) & 1)
                if below < 3:
                    return False
            if r == R9 and not (side >> (8 * s + R7) & 1 or side >> (8 * s + R8) & 1):
                return False
    return True


def _sure_tricks(hand: int, strain: int, gone: int) -> int:
    """Tricks taken by top cards alone (masters from the top of each suit)."""
    n = 0
    for s in range(4):
        side = hand & SUIT_MASK[s]
        # strongest first
        cards = sorted(card_list(side), key=lambda c: BEATS[strain][c].bit_count())
        out = gone | hand
        for c in cards:
            higher = BEATS[strain][c] & SUIT_MASK[s]
            if higher & ~out:
                break
            n += 1
            out |= 1 << c
    return n


class MediumBot(BotBase):
    """Rule-based play (see the module docstring)."""

    level = "medium"

    def __init__(
        self, rng: random.Random, *, options: Options = DEFAULT_OPTIONS, **kw: Any
    ) -> None:
        super().__init__(rng, **kw)
        self.options = options
        """The table's rule options: the exchange weighs fours by them (AR18 #2)."""

    def choose(self, observation: Observation, legal_actions: Sequence[int]) -> int:
        legal = list(legal_actions)
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        obs = observation
        ph = obs.phase
        if ph == Phase.AUCTION:
            a = self._auction(obs, legal)
        elif ph == Phase.SECOND:
            a = self._second(obs, legal)
        elif ph == Phase.EXCHANGE:  # (unless the 7 is worth more to the melds: AQ18 #2)
            pays = exchange_pays(obs.hand, obs.turn_up, self.options.fours)
            a = EXCHANGE if pays else NO_EXCHANGE
        elif ph == Phase.MELDS:
            a = declare_what_scores(obs, legal, self.options.fours)  # (rules section 6)
        else:
            a = self._play(obs, legal)
        return a if a in legal else legal[0]

    # -- bidding ----------------------------------------------------------------------------
    def _auction(self, obs: Observation, legal: list[int]) -> int:
        hand = obs.hand
        up = suit_of(obs.turn_up)
        if ACCEPT in legal:
            return ACCEPT if hand_value(hand, up, obs.turn_up) >= BID else PASS
        if REDOUBLE in legal:
            c = self._bid_strain(obs)
            v = nt_value(hand) if c == NT else hand_value(hand, c, obs.turn_up)
            return REDOUBLE if v >= REDOUBLE_VALUE else PASS
        if DOUBLE in legal:  # a bid to answer
            strain = self._bid_strain(obs)
            ntv = nt_value(hand)
            if strain == NT:
                return DOUBLE if ntv >= DOUBLE_VALUE else PASS
            # defending against a suit: our trumps in their suit and our side strength. A hand
            # that holds their trumps doubles them rather than overcall No-Trump: with J 9 A 10
            # of their suit and two aces it gave up their hopeless contract for its own (AQ18 #4)
            if hand_value(hand, strain) >= DOUBLE_VALUE + 1.0:
                return DOUBLE
            return NT_BID if NT_BID in legal and ntv >= NT_BID_VALUE + 1.0 else PASS
        # round 2: name a suit or No-Trump
        best, best_v = PASS, BID
        for a in legal:
            if BID_SUIT <= a < BID_SUIT + 4:
                v = hand_value(hand, a - BID_SUIT)
                if v >= best_v:
                    best, best_v = a, v
        if NT_BID in legal and nt_value(hand) >= max(NT_BID_VALUE, best_v):
            return NT_BID
        return best

    def _bid_strain(self, obs: Observation) -> int:
        """The strain of the bid on the table (the last bid of the auction)."""
        strain = suit_of(obs.turn_up)
        for _, a in obs.calls:
            if a == ACCEPT:
                strain = suit_of(obs.turn_up)
            elif BID_SUIT <= a < BID_SUIT + 4:
                strain = a - BID_SUIT
            elif a == NT_BID:
                strain = NT
        return strain

    def _second(self, obs: Observation, legal: list[int]) -> int:
        c = obs.contract
        assert c is not None
        if NULLO in legal:
            return NULLO if _nullo_safe(obs.hand) else PASS
        if SLAM in legal:
            gone = (1 << obs.info_card) if obs.info_card is not None else 0
            if c.strain != NT and obs.turn_up_taken_by is None:
                gone |= 1 << obs.turn_up
            if c.strain != NT and obs.hand & SUIT_MASK[c.strain] == 0:
                return PASS
            return SLAM if _sure_tricks(obs.hand, c.strain, gone) >= 9 else PASS
        return PASS

    # -- the play ---------------------------------------------------------------------------
    def _unknown(self, obs: Observation) -> int:
        """Cards the opponent may hold."""
        seen = obs.hand
        for _, c1, c2, _, _ in obs.tricks:
            seen |= (1 << c1) | (1 << c2)
        if obs.trick is not None:
            seen |= 1 << obs.trick[1]
        if obs.info_card is not None:
            seen |= 1 << obs.info_card
        if obs.exchanged_seven is not None:
            seen |= 1 << obs.exchanged_seven
        if obs.turn_up_taken_by is None:
            seen |= 1 << obs.turn_up  # still face up, out of play
        return FULL_MASK & ~seen

    def _play(self, obs: Observation, legal: list[int]) -> int:
        c = obs.contract
        assert c is not None
        strain = c.strain
        me = obs.player
        cards = sorted({a & 31 for a in legal})
        jo = {a & 31 for a in legal if a >= JO}

        unknown = self._unknown(obs)
        beats = BEATS[strain]
        pts = POINTS[strain]
        trump_mask = SUIT_MASK[strain] if strain != NT else 0
        hand = obs.hand
        queen_guard = king_card = -1
        if strain != NT and not c.nullo:
            k, q = strain * 8 + RK, strain * 8 + RQ
            if hand >> k & 1 and hand >> q & 1:
                queen_guard, king_card = q, k  # never play the Queen before the King

        def act(card: int) -> int:
            if card == queen_guard and king_card in cards:
                card = king_card  # the King first, for Jo-Jotte
            return card + JO if card in jo else card

        def strength(card: int) -> int:
            return 63 - beats[card].bit_count()  # higher is stronger

        def master(card: int) -> bool:
            return not (beats[card] & SUIT_MASK[suit_of(card)] & unknown)

        def cost(card: int) -> tuple[int, int, int]:
            """What throwing the card away costs: trumps, points, strength."""
            is_trump = 1 if trump_mask >> card & 1 else 0
            guard = 1 if card == queen_guard else 0
            return (guard, is_trump, pts[card] * 4 + strength(card))

        if c.nullo:
            return act(self._play_nullo(obs, cards, me == c.declarer, strength))
        if obs.trick is None:
            return act(self._lead(obs, cards, unknown, master, cost, strength))
        led = obs.trick[1]
        winners = [x for x in cards if beats[led] >> x & 1]
        value = pts[led]
        if winners:
            same = [x for x in winners if suit_of(x) == suit_of(led)]
            if same:
                # keep a master if another card wins as well; bank points
                keep = [x for x in same if not master(x)] or same
                if suit_of(led) == strain:
                    return act(min(keep, key=strength))
                return act(max(keep, key=lambda x: (pts[x], -strength(x))))
            # only trumps win: trump when the trick is worth it or we must
            losers = [x for x in cards if x not in winners]
            if value >= 10 or not losers or (value >= 3 and len(winners) >= 3):
                return act(min(winners, key=lambda x: (x == queen_guard, pts[x], strength(x))))
            return act(min(losers, key=cost))
        return act(min(cards, key=cost))

    def _lead(
        self,
        obs: Observation,
        cards: list[int],
        unknown: int,
        master: Callable[[int], bool],
        cost: Callable[[int], tuple[int, int, int]],
        strength: Callable[[int], int],
    ) -> int:
        c = obs.contract
        assert c is not None
        strain = c.strain
        hand = obs.hand
        if strain != NT:
            trumps = [x for x in cards if suit_of(x) == strain]
            opp_trumps = unknown & SUIT_MASK[strain]
            if trumps and opp_trumps:
                top = max(trumps, key=strength)
                long = len(trumps) >= 4 or (obs.player == c.declarer and len(trumps) >= 3)
                if master(top) and (long or len(trumps) >= 2):
                    return top
                if long:
                    return min(trumps, key=strength)
        masters = [
            x
            for x in cards
            if master(x) and (strain == NT or suit_of(x) != strain) and POINTS[strain][x] >= 10
        ]
        if masters:
            return max(masters, key=lambda x: POINTS[strain][x])
        side = [x for x in cards if strain == NT or suit_of(x) != strain]
        pool = side or cards

        # a low card from a long suit, not one guarding a ten
        def lead_key(x: int) -> tuple[int, int, int]:
            length = (hand & SUIT_MASK[suit_of(x)]).bit_count()
            return (cost(x)[0], POINTS[strain][x], -length * 2 + strength(x) // 8)

        return min(pool, key=lead_key)

    def _play_nullo(
        self,
        obs: Observation,
        cards: list[int],
        declarer: bool,
        strength: Callable[[int], int],
    ) -> int:
        beats = BEATS[NT]
        if obs.trick is None:
            return min(cards, key=strength)
        led = obs.trick[1]
        losers = [x for x in cards if not beats[led] >> x & 1]
        winners = [x for x in cards if beats[led] >> x & 1]
        if declarer:
            if losers:
                return max(losers, key=strength)  # duck with the highest card that loses
            return max(winners, key=strength)
        # defender: let the declarer's lead win
        if losers:
            return max(losers, key=strength)
        return min(winners, key=strength)
