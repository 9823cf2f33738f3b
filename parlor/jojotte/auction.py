"""The auction (rules section 3) as a small state machine, and the contract it produces.

::

    R1  non-dealer: ACCEPT | PASS ;  dealer (if non-dealer passed): ACCEPT | PASS
    R2  non-dealer: SUIT(not turn-up suit) | NT | PASS ;  dealer (if passed): same ;
        both pass -> void deal
    after SUIT bid by P:   opponent(P): NT-overcall | DOUBLE | PASS
    after NT bid by P:     opponent(P): DOUBLE | PASS
    after DOUBLE of P:     P: REDOUBLE | PASS
    PASS or REDOUBLE at a response point fixes the contract

The second bidding phase (Nullo, Slam) is in :class:`Contract` terms here and driven by the deal.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .actions import ACCEPT, BID_SUIT, DOUBLE, NT_BID, PASS, REDOUBLE
from .cards import NT

SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")

__all__ = [
    "Auction",
    "AuctionStage",
    "Contract",
]


@dataclass(frozen=True, slots=True)
class Contract:
    """A final contract: strain (suit 0-3 or NT), declarer, multiplier 1/2/4, Slam, Nullo.

    A Nullo contract has ``strain == NT``, ``mult == 1`` and its declarer is the Nullo bidder.
    """

    strain: int
    declarer: int
    mult: int = 1
    slam: bool = False
    nullo: bool = False

    @property
    def defender(self) -> int:
        return 1 - self.declarer

    def with_slam(self) -> Contract:
        return replace(self, slam=True)

    def to_nullo(self) -> Contract:
        return Contract(NT, 1 - self.declarer, 1, False, True)

    def __str__(self) -> str:
        if self.nullo:
            return "Nullo"
        text = "No-Trump" if self.strain == NT else SUIT_NAMES[self.strain]
        if self.mult == 2:
            text += " doubled"
        elif self.mult == 4:
            text += " redoubled"
        if self.slam:
            text += " Slam"
        return text


class AuctionStage:
    R1 = 0
    R2 = 1
    RESP_SUIT = 2
    RESP_NT = 3
    RESP_DOUBLE = 4
    DONE = 5
    VOID = 6


_R1_CALLS = (ACCEPT, PASS)
_RESP_SUIT_CALLS = (NT_BID, DOUBLE, PASS)
_RESP_SUIT_CALLS_NO_NT = (DOUBLE, PASS)
_RESP_NT_CALLS = (DOUBLE, PASS)
_RESP_DOUBLE_CALLS = (REDOUBLE, PASS)
_NO_CALLS: tuple[int, ...] = ()


class Auction:
    """The first bidding phase with six cards each. Calls are action ints (see :mod:`.actions`)."""

    __slots__ = (
        "_r2_calls",
        "dealer",
        "declarer",
        "mult",
        "no_trump",
        "passes",
        "stage",
        "strain",
        "to_speak",
        "turnup_suit",
    )

    def __init__(self, dealer: int, turnup_suit: int, *, no_trump: bool = True) -> None:
        self.dealer = dealer
        self.turnup_suit = turnup_suit
        self.no_trump = no_trump
        self.stage = AuctionStage.R1
        self.to_speak = 1 - dealer
        self.passes = 0
        self.strain = -1
        self.declarer = -1
        self.mult = 1
        r2 = [BID_SUIT + s for s in range(4) if s != turnup_suit]
        if no_trump:
            r2.append(NT_BID)
        r2.append(PASS)
        self._r2_calls = tuple(r2)

    def copy(self) -> Auction:
        other = Auction.__new__(Auction)
        for name in Auction.__slots__:
            setattr(other, name, getattr(self, name))
        return other

    @property
    def done(self) -> bool:
        return self.stage >= AuctionStage.DONE

    @property
    def void(self) -> bool:
        return self.stage == AuctionStage.VOID

    def contract(self) -> Contract | None:
        if self.stage != AuctionStage.DONE:
            return None
        return Contract(self.strain, self.declarer, self.mult)

    def legal_calls(self) -> tuple[int, ...]:
        st = self.stage
        if st == AuctionStage.R1:
            return _R1_CALLS
        if st == AuctionStage.R2:
            return self._r2_calls
        if st == AuctionStage.RESP_SUIT:
            return _RESP_SUIT_CALLS if self.no_trump else _RESP_SUIT_CALLS_NO_NT
        if st == AuctionStage.RESP_NT:
            return _RESP_NT_CALLS
        if st == AuctionStage.RESP_DOUBLE:
            return _RESP_DOUBLE_CALLS
        return _NO_CALLS

    def apply(self, call: int) -> None:
        """Apply a call (unchecked: use :meth:`legal_calls` first)."""
        st = self.stage
        p = self.to_speak
        if st == AuctionStage.R1 or st == AuctionStage.R2:
            if call == PASS:
                if p == self.dealer:
                    if st == AuctionStage.R1:
                        self.stage = AuctionStage.R2
                        self.to_speak = 1 - self.dealer
                    else:
                        self.stage = AuctionStage.VOID
                        self.to_speak = -1
                else:
                    self.to_speak = self.dealer
                return
            self.declarer = p
            self.to_speak = 1 - p
            if call == NT_BID:
                self.strain = NT
                self.stage = AuctionStage.RESP_NT
            else:
                self.strain = self.turnup_suit if call == ACCEPT else call - BID_SUIT
                self.stage = AuctionStage.RESP_SUIT
            return
        if st == AuctionStage.RESP_SUIT and call == NT_BID:
            self.declarer = p
            self.strain = NT
            self.stage = AuctionStage.RESP_NT
            self.to_speak = 1 - p
            return
        if call == DOUBLE:
            self.mult = 2
            self.stage = AuctionStage.RESP_DOUBLE
            self.to_speak = self.declarer
            return
        if call == REDOUBLE:
            self.mult = 4
        self.stage = AuctionStage.DONE
        self.to_speak = -1
