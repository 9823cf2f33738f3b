"""A Jo-Jotte deal as a state machine, its observation, and the rubber / sitting around it.

A deal is fixed by a deck order of the 32 cards and the dealer: ``Deal(deck, dealer)``. The
deck is indexed from 0 at the top after the cut, in the deal order of rules section 2 (which
counts from 1): indices 0-2 go to the non-dealer, 3-5 to the dealer, 6-8 to the non-dealer,
9-11 to the dealer, 12 is the turn-up, 13-15 go to the non-dealer and 16-18 to the dealer, 31
(the bottom card) is the information card (index 19 with the option info_card=top), and the
rest is never seen (docs/records.md). Then ``current_player()``, ``legal_actions()``, ``apply()``
(checked, raises an :class:`IllegalJojotteAction` subclass) or ``apply_unchecked()`` until
``is_over()``; ``result`` holds the scores. A :class:`Sitting` strings deals into rubbers.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import TYPE_CHECKING

from parlor.core.state import GameState, IllegalAction

from .actions import (
    BID_SUIT,
    DECLARE,
    EXCHANGE,
    JO,
    NO_EXCHANGE,
    NT_BID,
    NULLO,
    PASS,
    SLAM,
    action_str,
    is_declare,
)
from .auction import SUIT_NAMES, Auction, AuctionStage, Contract
from .cards import (
    DECK_SIZE,
    NT,
    R7,
    RANK_MASK,
    SUIT_MASK,
    card_str,
    rank_of,
)
from .melds import MeldResult, compare_melds, declaration_subsets, find_melds
from .options import DEFAULT_OPTIONS, Options
from .play import PlayState, Trick
from .scoring import RubberSheet, SheetEntry, score_deal, slam_bonus

__all__ = [
    "Deal",
    "DealOver",
    "DealResult",
    "DeckError",
    "IllegalCall",
    "IllegalDeclaration",
    "IllegalJojotteAction",
    "IllegalPlay",
    "Observation",
    "Phase",
    "Rubber",
    "ScoreContext",
    "Sitting",
    "deck_from_hands",
    "describe_contract",
    "draw_first_dealer",
    "first_dealer_from_draws",
    "random_deck",
]

NON_DEALER_FIRST = (0, 1, 2, 6, 7, 8)
DEALER_FIRST = (3, 4, 5, 9, 10, 11)
TURN_UP = 12
NON_DEALER_NEXT = (13, 14, 15)
DEALER_NEXT = (16, 17, 18)


class IllegalJojotteAction(IllegalAction):
    """An action the Jo-Jotte rules do not allow here."""


class IllegalCall(IllegalJojotteAction):
    """A call (auction, Nullo/Slam, exchange) that is not allowed now."""


class IllegalDeclaration(IllegalJojotteAction):
    """A meld declaration that does not match the player's melds."""


class IllegalPlay(IllegalJojotteAction):
    """A card that may not be played now (not held, revoke, must beat, must trump, Jo)."""


class DealOver(IllegalJojotteAction):
    """An action after the deal has ended."""


class DeckError(ValueError):
    """A deck order that is not the 32 cards each exactly once."""


class Phase(IntEnum):
    AUCTION = 0
    SECOND = 1
    EXCHANGE = 2
    MELDS = 3
    PLAY = 4
    OVER = 5


_PHASE_NAMES = {
    Phase.AUCTION: "the auction",
    Phase.SECOND: "the second bidding phase (Nullo or Slam)",
    Phase.EXCHANGE: "the exchange of the 7 of trumps",
    Phase.MELDS: "the declaring of melds",
    Phase.PLAY: "the play",
    Phase.OVER: "nothing",
}


@dataclass(frozen=True, slots=True)
class ScoreContext:
    """The sheet as it stands when a deal starts (for observations and the terminal)."""

    rubber: int = 1
    deal: int = 1
    games: tuple[int, int] = (0, 0)
    game_below: tuple[int, int] = (0, 0)
    above: tuple[int, int] = (0, 0)
    below: tuple[int, int] = (0, 0)


@dataclass(frozen=True, slots=True)
class DealResult:
    """The outcome of a finished deal. ``contract`` is None for a void deal."""

    contract: Contract | None
    tp: tuple[int, int]
    tricks: tuple[int, int]
    melds: tuple[int, int]
    jo: tuple[int, int]
    above: tuple[int, int]
    below: tuple[int, int]
    prison: int
    """The prison after the deal."""
    log: tuple[Trick, ...]

    @property
    def void(self) -> bool:
        return self.contract is None

    @property
    def slam(self) -> tuple[int, int]:
        """Each player's slam bonus (500 bid and made, 100 unbid; none at Nullo or void)."""
        if self.contract is None or self.contract.nullo:
            return (0, 0)
        return slam_bonus(self.contract, self.tricks)

    @property
    def totals(self) -> tuple[int, int]:
        """Trick points + melds + Jo-Jotte + slam: what decides a suit or No-Trump contract."""
        s = self.slam
        t0 = self.tp[0] + self.melds[0] + self.jo[0] + s[0]
        t1 = self.tp[1] + self.melds[1] + self.jo[1] + s[1]
        return (t0, t1)

    @property
    def made(self) -> bool | None:
        """Did the declarer make the contract? (``None`` for a void deal; a tie is not made.)"""
        c = self.contract
        if c is None:
            return None
        if c.nullo:
            return self.tricks[c.declarer] == 0
        t = self.totals
        return t[c.declarer] > t[c.defender]


@dataclass(frozen=True, slots=True)
class Observation:
    """What one player may see. Cards are ints (see :mod:`.cards`); hands are masks.

    ``calls`` are the public calls so far as ``(player, action)`` (auction, Nullo/Slam, an
    exchange made; a declined exchange is silent). ``declared`` holds each player's declaration
    ``(sequence cards, four ranks)`` once made. ``tricks`` are the finished tricks,
    ``trick`` the card led to the current trick as ``(leader, card)``.
    """

    player: int
    dealer: int
    phase: Phase
    to_move: int
    hand: int
    turn_up: int
    turn_up_taken_by: int | None
    exchanged_seven: int | None
    info_card: int | None
    calls: tuple[tuple[int, int], ...]
    contract: Contract | None
    my_melds: tuple[int, int] | None
    declared: tuple[tuple[int, int] | None, tuple[int, int] | None]
    meld_points: tuple[int, int] | None
    tricks: tuple[Trick, ...]
    trick: tuple[int, int] | None
    trick_points: tuple[int, int]
    tricks_won: tuple[int, int]
    jo_said: tuple[bool, bool]
    jo_points: tuple[int, int]
    prison: int
    scores: ScoreContext | None
    opponent_cards_left: int

    def visible_cards(self) -> int:
        """Mask of every card this observation shows."""
        m = self.hand | (1 << self.turn_up)
        if self.exchanged_seven is not None:
            m |= 1 << self.exchanged_seven
        if self.info_card is not None:
            m |= 1 << self.info_card
        for d in self.declared:
            if d is not None:
                m |= d[0]
                for r in range(8):
                    if d[1] >> r & 1:
                        m |= RANK_MASK[r]
        for _, c1, c2, _, _ in self.tricks:
            m |= (1 << c1) | (1 << c2)
        if self.trick is not None:
            m |= 1 << self.trick[1]
        return m


def _check_deck(deck: Sequence[int]) -> tuple[int, ...]:
    if len(deck) != DECK_SIZE:
        raise DeckError(f"a deck order has 32 cards, not {len(deck)}")
    seen = 0
    for c in deck:
        if not isinstance(c, int) or isinstance(c, bool) or not 0 <= c < DECK_SIZE:
            raise DeckError(f"not a card index: {c!r}")
        if seen >> c & 1:
            raise DeckError(f"card {card_str(c)} appears twice in the deck order")
        seen |= 1 << c
    return tuple(deck)


def deck_from_hands(
    non_dealer: Sequence[int],
    dealer: Sequence[int],
    turn_up: int,
    non_dealer_next: Sequence[int] = (),
    dealer_next: Sequence[int] = (),
    info_card: int | None = None,
    options: Options = DEFAULT_OPTIONS,
) -> list[int]:
    """A deck order that deals these cards (the first six and the next three of each player).

    Cards not given fill the remaining places in ascending order. Raises :class:`DeckError` if a
    card is given twice or a packet has the wrong size.
    """
    slots: list[int | None] = [None] * DECK_SIZE
    plan: list[tuple[tuple[int, ...], Sequence[int]]] = [
        (NON_DEALER_FIRST, non_dealer),
        (DEALER_FIRST, dealer),
        ((TURN_UP,), (turn_up,)),
        (NON_DEALER_NEXT, non_dealer_next),
        (DEALER_NEXT, dealer_next),
    ]
    if info_card is not None:
        plan.append(((options.info_index,), (info_card,)))
    used = 0
    for places, cards in plan:
        if cards and len(cards) != len(places):
            raise DeckError(f"expected {len(places)} cards, got {len(cards)}")
        for i, c in zip(places, cards, strict=False):
            if used >> c & 1:
                raise DeckError(f"card {card_str(c)} given twice")
            used |= 1 << c
            slots[i] = c
    rest = iter(c for c in range(DECK_SIZE) if not used >> c & 1)
    return [next(rest) if c is None else c for c in slots]


def random_deck(rng: random.Random) -> list[int]:
    """A shuffled deck order from an explicit random generator."""
    deck = list(range(DECK_SIZE))
    rng.shuffle(deck)
    return deck


_RANK_NAMES = ("7", "8", "9", "10", "Jack", "Queen", "King", "Ace")

_SECOND_DEFENDER = (NULLO, PASS)
_SECOND_DECLARER = (SLAM, PASS)
_EXCHANGE_CALLS = (EXCHANGE, NO_EXCHANGE)


class Deal:
    """One deal: auction, second phase, exchange, melds, nine tricks, scoring.

    Implements the shared :class:`parlor.core.state.GameState` interface with int actions
    (see :mod:`.actions`). ``prison`` is what the prison holds when the deal starts.
    """

    def __init__(
        self,
        deck: Sequence[int],
        dealer: int,
        options: Options = DEFAULT_OPTIONS,
        *,
        prison: int = 0,
        scores: ScoreContext | None = None,
    ) -> None:
        if dealer not in (0, 1):
            raise ValueError("dealer must be 0 or 1")
        self.deck = _check_deck(deck)
        self.dealer = dealer
        self.options = options
        self.prison = prison
        self.scores = scores
        nd = 1 - dealer
        hands = [0, 0]
        for i in NON_DEALER_FIRST:
            hands[nd] |= 1 << self.deck[i]
        for i in DEALER_FIRST:
            hands[dealer] |= 1 << self.deck[i]
        self.hands = hands
        self.turn_up = self.deck[TURN_UP]
        self.turn_up_taken_by = -1
        self.exchanged_seven = -1
        self.info_card = -1
        self.phase = Phase.AUCTION
        self.auction = Auction(dealer, self.turn_up >> 3, no_trump=options.no_trump)
        self.contract: Contract | None = None
        self.to_move = nd
        self.melds_avail: list[tuple[int, int]] = [(0, 0), (0, 0)]
        self.melds_started = False
        self.declared: list[tuple[int, int] | None] = [None, None]
        self.meld_result: MeldResult | None = None
        self.play: PlayState | None = None
        self.history: list[int] = []
        self.calls: list[tuple[int, int]] = []
        self.auction_length = 0
        """How many of ``calls`` belong to the first bidding phase."""
        self.result: DealResult | None = None

    # -- the GameState interface -----------------------------------------------------------
    def current_player(self) -> int:
        return self.to_move

    def is_over(self) -> bool:
        return self.phase == Phase.OVER

    def legal_actions(self) -> list[int]:
        ph = self.phase
        if ph == Phase.PLAY:
            pl = self.play
            assert pl is not None
            mask = pl.legal_mask()
            out = []
            king = pl.king
            while mask:
                low = mask & -mask
                c = low.bit_length() - 1
                out.append(c)
                if c == king and pl.hands[pl.to_play] >> pl.queen & 1:
                    out.append(c + JO)
                mask ^= low
            return out
        if ph == Phase.AUCTION:
            return list(self.auction.legal_calls())
        if ph == Phase.SECOND:
            return list(_SECOND_DEFENDER if self.to_move != self._declarer() else _SECOND_DECLARER)
        if ph == Phase.EXCHANGE:
            return list(_EXCHANGE_CALLS)
        if ph == Phase.MELDS:
            seq, fours = self.melds_avail[self.to_move]
            return declaration_subsets(seq, fours)
        return []

    def apply(self, action: int) -> None:
        """Apply ``action`` after checking it; raise an :class:`IllegalJojotteAction` if illegal."""
        if self.phase == Phase.OVER:
            raise DealOver("the deal is over")
        if (
            not isinstance(action, int)
            or isinstance(action, bool)
            or action not in self.legal_actions()
        ):
            raise self._illegal(action)
        self.apply_unchecked(action)

    def apply_unchecked(self, action: int) -> None:
        """Apply a legal ``action`` without checking it (for bots and replays of own records)."""
        ph = self.phase
        if ph == Phase.OVER:
            raise DealOver("the deal is over")
        self.history.append(action)
        if ph == Phase.PLAY:
            pl = self.play
            assert pl is not None
            if action >= JO:
                pl.play(action - JO, True)
            else:
                pl.play(action)
            if pl.ntricks == 9:
                self._finish()
            else:
                self.to_move = pl.to_play
            return
        p = self.to_move
        if ph == Phase.AUCTION:
            self.calls.append((p, action))
            self.auction_length += 1
            au = self.auction
            au.apply(action)
            if au.stage == AuctionStage.VOID:
                self._finish()
            elif au.stage == AuctionStage.DONE:
                self.contract = au.contract()
                self._deal_rest()
                self.phase = Phase.SECOND
                self.to_move = 1 - au.declarer
            else:
                self.to_move = au.to_speak
            return
        if ph == Phase.SECOND:
            self.calls.append((p, action))
            contract = self.contract
            assert contract is not None
            if p == contract.defender:
                if action == NULLO:
                    self.contract = contract.to_nullo()
                    self._after_second()
                elif contract.strain != NT or self.options.slam_at_no_trump:
                    self.to_move = contract.declarer
                else:
                    self._after_second()
            else:
                if action == SLAM:
                    self.contract = contract.with_slam()
                self._after_second()
            return
        if ph == Phase.EXCHANGE:
            if action == EXCHANGE:
                self.calls.append((p, action))
                self.hands[p] ^= (1 << self.exchanged_seven) | (1 << self.turn_up)
                self.turn_up_taken_by = p
            else:
                self.exchanged_seven = -1
            self._start_melds()
            return
        if ph == Phase.MELDS:
            self.declared[p] = (action & 0xFFFFFFFF, (action >> 32) & 0xFF)
            contract = self.contract
            assert contract is not None
            if p == contract.defender:
                self.to_move = contract.declarer
            else:
                d0, d1 = self.declared
                assert d0 is not None and d1 is not None
                self.meld_result = compare_melds((d0, d1), contract.strain, self.options.fours)
                self._start_play()

    def observation(self, player: int) -> Observation:
        pl = self.play
        c = self.contract
        my_melds = self.melds_avail[player] if self.melds_started else None
        return Observation(
            player=player,
            dealer=self.dealer,
            phase=self.phase,
            to_move=self.to_move,
            hand=self.hands[player],
            turn_up=self.turn_up,
            turn_up_taken_by=None if self.turn_up_taken_by < 0 else self.turn_up_taken_by,
            exchanged_seven=None if self.turn_up_taken_by < 0 else self.exchanged_seven,
            info_card=None if self.info_card < 0 else self.info_card,
            calls=tuple(self.calls),
            contract=c,
            my_melds=my_melds,
            declared=(self.declared[0], self.declared[1]),
            meld_points=None if self.meld_result is None else self.meld_result.points,
            tricks=tuple(pl.log) if pl else (),
            trick=(pl.leader, pl.lead) if pl and pl.lead >= 0 else None,
            trick_points=(pl.tp[0], pl.tp[1]) if pl else (0, 0),
            tricks_won=(pl.tricks[0], pl.tricks[1]) if pl else (0, 0),
            jo_said=(pl.jo_said[0], pl.jo_said[1]) if pl else (False, False),
            jo_points=(pl.jo_points[0], pl.jo_points[1]) if pl else (0, 0),
            prison=self.prison,
            scores=self.scores,
            opponent_cards_left=self.hands[1 - player].bit_count(),
        )

    # -- helpers ---------------------------------------------------------------------------
    def _declarer(self) -> int:
        return -1 if self.contract is None else self.contract.declarer

    def _deal_rest(self) -> None:
        nd = 1 - self.dealer
        for i in NON_DEALER_NEXT:
            self.hands[nd] |= 1 << self.deck[i]
        for i in DEALER_NEXT:
            self.hands[self.dealer] |= 1 << self.deck[i]
        self.info_card = self.deck[self.options.info_index]

    def _after_second(self) -> None:
        c = self.contract
        assert c is not None
        if not c.nullo and c.strain == self.turn_up >> 3 and rank_of(self.turn_up) != R7:
            seven = c.strain * 8 + R7
            for p in (c.defender, c.declarer):
                if self.hands[p] >> seven & 1:
                    self.exchanged_seven = seven
                    self.phase = Phase.EXCHANGE
                    self.to_move = p
                    return
        self._start_melds()

    def _start_melds(self) -> None:
        c = self.contract
        assert c is not None
        if c.nullo or (c.strain == NT and not self.options.melds_at_no_trump):
            self._start_play()
            return
        fours = self.options.fours
        self.melds_avail = [find_melds(self.hands[0], fours), find_melds(self.hands[1], fours)]
        self.melds_started = True
        self.phase = Phase.MELDS
        self.to_move = c.defender

    def _start_play(self) -> None:
        c = self.contract
        assert c is not None
        pl = PlayState(
            (self.hands[0], self.hands[1]),
            c.strain,
            c.defender,
            last_trick=self.options.last_trick,
        )
        self.play = pl
        self.hands = pl.hands
        self.phase = Phase.PLAY
        self.to_move = pl.to_play

    def _finish(self) -> None:
        self.phase = Phase.OVER
        self.to_move = -1
        c = self.contract
        if c is None:
            self.result = DealResult(
                None, (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), self.prison, ()
            )
            return
        pl = self.play
        assert pl is not None
        tp = (pl.tp[0], pl.tp[1])
        tricks = (pl.tricks[0], pl.tricks[1])
        melds = (0, 0) if self.meld_result is None or c.nullo else self.meld_result.points
        jo = (0, 0) if c.nullo else (pl.jo_points[0], pl.jo_points[1])
        above, below, prison = score_deal(
            c,
            tp,
            tricks,
            melds,
            jo,
            self.prison,
            prison_multiplied=self.options.prison_multiplied,
        )
        self.result = DealResult(c, tp, tricks, melds, jo, above, below, prison, tuple(pl.log))

    def _illegal(self, action: object) -> IllegalJojotteAction:
        """The exception saying why ``action`` is not legal now."""
        if not isinstance(action, int) or isinstance(action, bool):
            return IllegalJojotteAction(f"not an action: {action!r}")
        try:
            text = action_str(action)
        except ValueError:
            return IllegalJojotteAction(f"not an action: {action!r}")
        ph = self.phase
        p = self.to_move
        if ph == Phase.PLAY:
            return self._illegal_play(action, text)
        if ph == Phase.MELDS:
            if not is_declare(action):
                return IllegalDeclaration(f"{text}: melds are being declared now")
            seq, fours = self.melds_avail[p]
            mine = action_str(DECLARE | seq | (fours << 32)).removeprefix("declare ")
            # "whole or not at all" only of cards that are part of a meld held (J-10-9 of a
            # J-10-9-8): not of cards or fours not held at all (judge AF17 #4)
            typed_seq, typed_fours = action & 0xFFFFFFFF, (action >> 32) & 0xFF
            part = not typed_seq & ~seq and not typed_fours & ~fours
            return IllegalDeclaration(
                f"{text}: not one of your melds ({', '.join(mine.split())})"
                + ("; each sequence and four is declared whole or not at all" if part else "")
            )
        if is_declare(action) or action < 64:
            return IllegalCall(f"{text}: not now; {_PHASE_NAMES[ph]} is in progress")
        if ph == Phase.AUCTION:
            st = self.auction.stage
            if st == AuctionStage.R1:
                return IllegalCall(f"{text}: in round 1 you may only accept or pass")
            # No-Trump is named only where the house rules allow it
            nt = self.options.no_trump
            if st == AuctionStage.R2:
                if action == BID_SUIT + (self.turn_up >> 3):
                    return IllegalCall(f"{text}: the turn-up suit cannot be named in round 2")
                if action == NT_BID:
                    return IllegalCall(f"{text}: No-Trump is switched off at this table")
                also = ", bid No-Trump," if nt else ""
                return IllegalCall(f"{text}: in round 2 you may name another suit{also} or pass")
            if st == AuctionStage.RESP_SUIT:
                if action == NT_BID:
                    return IllegalCall(f"{text}: No-Trump is switched off at this table")
                also = "No-Trump, " if nt else ""
                return IllegalCall(f"{text}: answer the suit bid with {also}double or pass")
            if st == AuctionStage.RESP_NT:
                return IllegalCall(f"{text}: answer the No-Trump bid with double or pass")
            return IllegalCall(f"{text}: after a double you may only redouble or pass")
        if ph == Phase.SECOND:
            c = self.contract
            assert c is not None
            if p == c.defender:
                return IllegalCall(f"{text}: the defender may bid Nullo or pass")
            if action == SLAM:
                return IllegalCall(f"{text}: Slam at No-Trump is switched off at this table")
            return IllegalCall(f"{text}: the declarer may bid Slam or pass")
        if ph == Phase.EXCHANGE:
            return IllegalCall(f"{text}: answer exchange or no exchange (the 7 of trumps)")
        return IllegalCall(f"{text}: not allowed now")

    def _illegal_play(self, action: int, text: str) -> IllegalJojotteAction:
        pl = self.play
        assert pl is not None
        if action >= 64:
            return IllegalPlay(f"{text}: the play of the cards is in progress; play a card")
        c = action & 31
        hand = pl.hands[pl.to_play]
        if not hand >> c & 1:
            return IllegalPlay(f"{text}: you do not hold {card_str(c)}")
        if action >= JO:
            if c != pl.king:
                return IllegalPlay(f"{text}: Jo is said only with the King of trumps")
            if not hand >> pl.queen & 1:
                return IllegalPlay(f"{text}: Jo needs the Queen of trumps still in your hand")
            # Jo is right, the King cannot be played now: say why (e.g. follow suit)
        led = pl.lead
        suit_name = SUIT_NAMES[led >> 3]
        if hand & SUIT_MASK[led >> 3] and c >> 3 != led >> 3:
            return IllegalPlay(f"{text}: you must follow suit ({suit_name})")
        if c >> 3 == led >> 3:
            return IllegalPlay(
                f"{text}: a trump was led; you must beat the {_RANK_NAMES[led & 7]} of trumps "
                f"({card_str(led)}) with a higher trump"
            )
        return IllegalPlay(f"{text}: you cannot follow {suit_name}, so you must trump")

    # -- extras ----------------------------------------------------------------------------
    def outcome(self) -> DealResult | None:
        """The scores of the finished deal (None while it is in progress)."""
        return self.result

    def hand(self, player: int) -> int:
        return self.hands[player]

    def clone(self) -> Deal:
        """An independent copy of the deal state."""
        other = Deal.__new__(Deal)
        other.__dict__.update(self.__dict__)
        other.auction = self.auction.copy()
        other.melds_avail = self.melds_avail[:]
        other.declared = self.declared[:]
        other.history = self.history[:]
        other.calls = self.calls[:]
        if self.play is not None:
            other.play = self.play.copy()
            other.hands = other.play.hands
        else:
            other.hands = self.hands[:]
        return other

    def key(self) -> tuple[object, ...]:
        """Everything that defines the state, for equality checks."""
        return (
            self.deck,
            self.dealer,
            self.options,
            self.prison,
            tuple(self.hands),
            self.turn_up,
            self.turn_up_taken_by,
            self.exchanged_seven,
            self.info_card,
            self.phase,
            self.contract,
            self.to_move,
            tuple(self.melds_avail),
            self.melds_started,
            tuple(self.declared),
            self.meld_result,
            None if self.play is None else self.play.key(),
            tuple(self.history),
            tuple(self.calls),
            self.result,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Deal) and self.key() == other.key()

    __hash__ = None  # type: ignore[assignment]

    def hand_at_start(self, player: int) -> int:
        """The nine (or six, for a void deal) cards ``player`` was dealt."""
        nd = player != self.dealer
        idx: tuple[int, ...] = NON_DEALER_FIRST if nd else DEALER_FIRST
        if self.info_card >= 0:
            idx += NON_DEALER_NEXT if nd else DEALER_NEXT
        m = 0
        for i in idx:
            m |= 1 << self.deck[i]
        return m


# -- first dealer, rubber, sitting ---------------------------------------------------------
def draw_first_dealer(rng: random.Random) -> list[tuple[int, int]]:
    """Both players draw a card until the ranks differ; returns the draws ``(card 0, card 1)``."""
    draws = []
    while True:
        a, b = rng.sample(range(DECK_SIZE), 2)
        draws.append((a, b))
        if rank_of(a) != rank_of(b):
            return draws


def first_dealer_from_draws(draws: Sequence[tuple[int, int]]) -> int:
    """The player who drew the lower card deals (7 low ... A high); equal ranks redraw."""
    if not draws:
        raise ValueError("no draw for the first dealer")
    for i, (a, b) in enumerate(draws):
        if a == b:
            raise ValueError(f"draw {i + 1}: both players cannot draw the same card")
        last = i == len(draws) - 1
        if (rank_of(a) == rank_of(b)) != (not last):
            if last:
                raise ValueError(f"draw {i + 1}: equal ranks must be redrawn")
            raise ValueError(f"draw {i + 1}: ranks differ, so no further draw is made")
    a, b = draws[-1]
    return 0 if rank_of(a) < rank_of(b) else 1


class Rubber:
    """One rubber: its first-dealer draws, its deals and its sheet."""

    def __init__(self, first_dealer: int, draws: Sequence[tuple[int, int]] = ()) -> None:
        self.first_dealer = first_dealer
        self.draws = list(draws)
        self.deals: list[Deal] = []
        self.sheet = RubberSheet()

    @property
    def is_over(self) -> bool:
        return self.sheet.is_over

    @property
    def winner(self) -> int | None:
        return self.sheet.winner

    def next_dealer(self) -> int:
        """The dealer alternates every deal, a void deal included."""
        if not self.deals:
            return self.first_dealer
        return 1 - self.deals[-1].dealer


class Sitting:
    """An agreed number of rubbers (``options.rubbers``); the prison carries from deal to deal.

    Typical use::

        sitting = Sitting(options)
        sitting.start_rubber(draws=draw_first_dealer(rng))
        deal = sitting.new_deal(random_deck(rng))
        ... apply actions ...
        entry = sitting.finish_deal(deal)
    """

    def __init__(
        self, options: Options = DEFAULT_OPTIONS, names: tuple[str, str] = ("A", "B")
    ) -> None:
        self.options = options
        self.names = names
        self.rubbers: list[Rubber] = []
        self.prison = 0
        self.current: Deal | None = None

    @property
    def rubber(self) -> Rubber:
        if not self.rubbers:
            raise ValueError("no rubber started")
        return self.rubbers[-1]

    @property
    def needs_rubber(self) -> bool:
        """True when a new rubber should be started (none yet, or the last one is over)."""
        return (not self.rubbers or self.rubbers[-1].is_over) and not self.is_over

    def start_rubber(
        self,
        draws: Sequence[tuple[int, int]] = (),
        first_dealer: int | None = None,
    ) -> Rubber:
        """Start a rubber; the first dealer comes from ``draws`` unless given directly."""
        if self.is_over:
            raise ValueError("the sitting is over")
        if self.rubbers and not self.rubbers[-1].is_over:
            raise ValueError("the current rubber is not over")
        if first_dealer is None:
            first_dealer = first_dealer_from_draws(draws)
        elif draws and first_dealer_from_draws(draws) != first_dealer:
            raise ValueError("the first dealer does not match the draw")
        rubber = Rubber(first_dealer, draws)
        self.rubbers.append(rubber)
        return rubber

    def next_dealer(self) -> int:
        return self.rubber.next_dealer()

    def score_context(self) -> ScoreContext:
        rubber = self.rubber
        sheet = rubber.sheet
        return ScoreContext(
            rubber=len(self.rubbers),
            deal=len(rubber.deals) + 1,
            games=(sheet.games[0], sheet.games[1]),
            game_below=(sheet.game_below[0], sheet.game_below[1]),
            above=(self.above_total(0), self.above_total(1)),
            below=(self.below_total(0), self.below_total(1)),
        )

    def new_deal(self, deck: Sequence[int]) -> Deal:
        """The next deal of the current rubber, dealt from ``deck`` by the next dealer."""
        if self.rubber.is_over:
            raise ValueError("the rubber is over; start a new one")
        deal = Deal(
            deck,
            self.next_dealer(),
            self.options,
            prison=self.prison,
            scores=self.score_context(),
        )
        self.current = deal
        return deal

    def finish_deal(self, deal: Deal) -> SheetEntry:
        """Write a finished deal on the sheet of the current rubber."""
        result = deal.result
        if result is None:
            raise ValueError("the deal is not over")
        rubber = self.rubber
        if deal.dealer != rubber.next_dealer():
            raise ValueError("this deal was not dealt by the next dealer")
        entry = rubber.sheet.add(result.above, result.below, result.prison, void=result.void)
        rubber.deals.append(deal)
        self.prison = result.prison
        self.current = None
        if self.is_over:
            self.prison = 0  # pending prison is discarded when play stops
        return entry

    @property
    def is_over(self) -> bool:
        return len(self.rubbers) >= self.options.rubbers and self.rubbers[-1].is_over

    def above_total(self, p: int) -> int:
        return sum(r.sheet.above_total(p) for r in self.rubbers)

    def below_total(self, p: int) -> int:
        return sum(r.sheet.below_total(p) for r in self.rubbers)

    def total(self, p: int) -> int:
        return self.above_total(p) + self.below_total(p)

    def winner(self) -> int | None:
        """The player with the larger grand total once the sitting is over (None if tied)."""
        if not self.is_over:
            return None
        t0, t1 = self.total(0), self.total(1)
        return None if t0 == t1 else (0 if t0 > t1 else 1)


def describe_contract(contract: Contract | None, names: tuple[str, str] = ("A", "B")) -> str:
    """``hearts by A, doubled by B`` (as the game says it: "hearts doubled by A" read as if A
    had doubled), ``Nullo by B``, ``void deal``."""
    if contract is None:
        return "void deal"
    c = contract
    what = "Nullo" if c.nullo else "No-Trump" if c.strain == NT else SUIT_NAMES[c.strain]
    text = f"{what}{' Slam' if c.slam else ''} by {names[c.declarer]}"
    if c.mult > 1:
        text += f", doubled by {names[c.defender]}" + (" and redoubled" if c.mult == 4 else "")
    return text


if TYPE_CHECKING:  # a Deal is a GameState of int actions and Observations

    def _conforms(deal: Deal) -> GameState[int, Observation]:
        return deal
