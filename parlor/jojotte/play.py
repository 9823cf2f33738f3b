"""The play of the nine tricks: legal cards, trick winners, Jo-Jotte, make/unmake.

:class:`PlayState` is a small, fast structure (hands as 32-bit masks) that the deal state uses
for its play phase and that search bots can drive directly with :meth:`PlayState.play` and
:meth:`PlayState.unplay` (or :meth:`PlayState.copy`).
"""

from __future__ import annotations

from .cards import BEATS, NT, POINTS, RK, RQ, SUIT_MASK

__all__ = ["PlayState", "Trick", "legal_follow_mask", "trick_winner"]

Trick = tuple[int, int, int, int, int]
"""A finished trick: (leader, led card, second card, winner, points incl. last-trick bonus)."""


def legal_follow_mask(hand: int, led: int, strain: int) -> int:
    """The cards of ``hand`` the second player may play to a trick led with ``led``.

    At a suit: follow suit (and beat a trump lead if possible); void in a plain suit led, trump
    if possible; else anything. At No-Trump / in Nullo (``strain == NT``): follow suit if possible.
    """
    suit = SUIT_MASK[led >> 3]
    follow = hand & suit
    if strain == NT:
        return follow or hand
    if follow:
        if (led >> 3) == strain:
            return (follow & BEATS[strain][led]) or follow
        return follow
    return (hand & SUIT_MASK[strain]) or hand


def trick_winner(leader: int, led: int, second: int, strain: int) -> int:
    """The winner (0/1) of a trick that ``leader`` led with ``led`` and the other answered."""
    if BEATS[strain][led] >> second & 1:
        return 1 - leader
    return leader


class PlayState:
    """Nine tricks between two hands.

    ``hands`` are card masks; ``strain`` a suit or :data:`NT`; ``jo`` says whether Jo-Jotte can
    be scored (suit contracts only). ``tp`` holds trick points so far (with the last-trick bonus),
    ``tricks`` the tricks won, ``jo_points`` the Jo-Jotte scored, ``log`` the finished tricks.
    """

    __slots__ = (
        "_beats",
        "_points",
        "_stack",
        "hands",
        "jo_points",
        "jo_said",
        "king",
        "last_trick",
        "lead",
        "leader",
        "log",
        "ntricks",
        "queen",
        "strain",
        "to_play",
        "tp",
        "tricks",
    )

    def __init__(
        self, hands: tuple[int, int], strain: int, leader: int, *, last_trick: int = 10
    ) -> None:
        self.hands = [hands[0], hands[1]]
        self.strain = strain
        self.leader = leader
        self.to_play = leader
        self.lead = -1
        self.tp = [0, 0]
        self.tricks = [0, 0]
        self.ntricks = 0
        self.last_trick = last_trick
        self.jo_said = [False, False]
        self.jo_points = [0, 0]
        if strain == NT:
            self.king = self.queen = -1
        else:
            self.king = strain * 8 + RK
            self.queen = strain * 8 + RQ
        self.log: list[Trick] = []
        self._beats = BEATS[strain]
        self._points = POINTS[strain]
        self._stack: list[tuple[int, ...]] = []

    # -- queries ---------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.ntricks == 9

    def legal_mask(self) -> int:
        """Mask of the cards the player to move may play."""
        hand = self.hands[self.to_play]
        if self.lead < 0:
            return hand
        return legal_follow_mask(hand, self.lead, self.strain)

    def can_say_jo(self, card: int) -> bool:
        """True if playing ``card`` may be accompanied by "Jo" (King of trumps, Queen held)."""
        return card == self.king and bool(self.hands[self.to_play] >> self.queen & 1)

    # -- make / unmake ---------------------------------------------------------------------
    def play(self, card: int, jo: bool = False) -> None:
        """Play ``card`` for the player to move (unchecked); ``jo`` announces "Jo" with it."""
        p = self.to_play
        self._stack.append(
            (
                p,
                self.hands[p],
                self.leader,
                self.lead,
                self.tp[0],
                self.tp[1],
                self.tricks[0],
                self.tricks[1],
                self.ntricks,
                self.jo_said[p],
                self.jo_points[p],
            )
        )
        self.hands[p] &= ~(1 << card)
        if card == self.queen:
            if self.jo_said[p]:
                self.jo_points[p] = 20
        elif jo and card == self.king:
            self.jo_said[p] = True
        lead = self.lead
        if lead < 0:
            self.lead = card
            self.to_play = 1 - p
            return
        leader = self.leader
        winner = p if self._beats[lead] >> card & 1 else leader
        pts = self._points[lead] + self._points[card]
        self.ntricks += 1
        if self.ntricks == 9:
            pts += self.last_trick
        self.tp[winner] += pts
        self.tricks[winner] += 1
        self.log.append((leader, lead, card, winner, pts))
        self.leader = self.to_play = winner
        self.lead = -1

    def unplay(self) -> None:
        """Undo the last :meth:`play`."""
        (p, hand, leader, lead, tp0, tp1, t0, t1, ntricks, jo_said, jo_pts) = self._stack.pop()
        if self.lead < 0:  # the undone card finished a trick
            self.log.pop()
        self.hands[p] = hand
        self.to_play = p
        self.leader = leader
        self.lead = lead
        self.tp[0] = tp0
        self.tp[1] = tp1
        self.tricks[0] = t0
        self.tricks[1] = t1
        self.ntricks = ntricks
        self.jo_said[p] = bool(jo_said)
        self.jo_points[p] = jo_pts

    def copy(self) -> PlayState:
        """An independent copy (the undo stack is copied too)."""
        other = PlayState.__new__(PlayState)
        other.hands = self.hands[:]
        other.strain = self.strain
        other.leader = self.leader
        other.to_play = self.to_play
        other.lead = self.lead
        other.tp = self.tp[:]
        other.tricks = self.tricks[:]
        other.ntricks = self.ntricks
        other.last_trick = self.last_trick
        other.jo_said = self.jo_said[:]
        other.jo_points = self.jo_points[:]
        other.king = self.king
        other.queen = self.queen
        other.log = self.log[:]
        other._beats = self._beats
        other._points = self._points
        other._stack = self._stack[:]
        return other

    def key(self) -> tuple[object, ...]:
        """Everything that defines the position (for equality checks)."""
        return (
            tuple(self.hands),
            self.strain,
            self.leader,
            self.to_play,
            self.lead,
            tuple(self.tp),
            tuple(self.tricks),
            self.ntricks,
            tuple(self.jo_said),
            tuple(self.jo_points),
            tuple(self.log),
        )
