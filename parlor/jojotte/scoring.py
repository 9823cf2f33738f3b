"""Scoring a deal (rules section 8), the prison, games to 80, the rubber and its 300."""

from __future__ import annotations

from dataclasses import dataclass, field

from .auction import Contract

__all__ = [
    "GAME_TARGET",
    "RUBBER_BONUS",
    "RubberSheet",
    "SheetEntry",
    "score_deal",
    "slam_bonus",
]

GAME_TARGET = 80
RUBBER_BONUS = 300

Pair = tuple[int, int]


def slam_bonus(contract: Contract, tricks: Pair) -> Pair:
    """Each player's slam bonus: 500 for a bid Slam made, 100 for all nine tricks unbid."""
    b = [
        (500 if p == contract.declarer and contract.slam else 100) if tricks[p] == 9 else 0
        for p in (0, 1)
    ]
    return (b[0], b[1])


def score_deal(
    contract: Contract,
    tp: Pair,
    tricks: Pair,
    melds: Pair,
    jo: Pair,
    prison: int,
    *,
    prison_multiplied: bool = True,
) -> tuple[Pair, Pair, int]:
    """Score a played deal exactly as the reference ``score_deal`` of the rules.

    Returns ``(above, below, prison after the deal)``. ``tp`` are trick scores (with the
    last-trick bonus), ``tricks`` the tricks won, ``melds`` and ``jo`` the meld and Jo-Jotte
    points, ``prison`` what the prison held before the deal.
    """
    above = [0, 0]
    below = [0, 0]
    if contract.nullo:
        k = tricks[contract.declarer]
        taker = contract.declarer if k == 0 else 1 - contract.declarer
        above[taker] += 200 if k == 0 else 200 + 100 * (k - 1)
        below[taker] += prison
        return (above[0], above[1]), (below[0], below[1]), 0
    slam = slam_bonus(contract, tricks)
    bonus = [melds[p] + jo[p] + slam[p] for p in (0, 1)]
    for p in (0, 1):
        above[p] += bonus[p]
    total = [tp[p] + bonus[p] for p in (0, 1)]
    big_d = contract.declarer
    small_d = 1 - big_d
    m = contract.mult
    if total[big_d] == total[small_d]:
        jailed = (tp[big_d] + tp[small_d]) * (m if prison_multiplied else 1)
        return (above[0], above[1]), (below[0], below[1]), prison + jailed
    w = big_d if total[big_d] > total[small_d] else small_d
    if m > 1:
        below[w] += (tp[big_d] + tp[small_d]) * m
    elif w == big_d:
        below[big_d] += tp[big_d]
        above[small_d] += tp[small_d]
    else:
        below[small_d] += tp[big_d] + tp[small_d]
    below[w] += prison
    return (above[0], above[1]), (below[0], below[1]), 0


@dataclass(frozen=True, slots=True)
class SheetEntry:
    """What one deal writes on the rubber sheet."""

    above: Pair
    below: Pair
    prison: int
    """The prison after the deal (pending, not yet won)."""
    game_won_by: int | None
    void: bool = False


@dataclass(slots=True)
class RubberSheet:
    """The scoresheet of one rubber: entries per deal, games, the 300 for the rubber."""

    entries: list[SheetEntry] = field(default_factory=list)
    games: list[int] = field(default_factory=lambda: [0, 0])
    game_below: list[int] = field(default_factory=lambda: [0, 0])
    """Below-the-line points in the current (unfinished) game."""
    winner: int | None = None
    game_target: int = GAME_TARGET
    rubber_bonus: int = RUBBER_BONUS

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def add(self, above: Pair, below: Pair, prison: int, *, void: bool = False) -> SheetEntry:
        """Write a deal's scores; decides a game (80 below) and the rubber (two games)."""
        if self.winner is not None:
            raise ValueError("the rubber is already over")
        game_won_by: int | None = None
        for p in (0, 1):
            self.game_below[p] += below[p]
        for p in (0, 1):
            if self.game_below[p] >= self.game_target:
                game_won_by = p
                break
        if game_won_by is not None:
            self.games[game_won_by] += 1
            self.game_below = [0, 0]
            if self.games[game_won_by] == 2:
                self.winner = game_won_by
        entry = SheetEntry(above, below, prison, game_won_by, void)
        self.entries.append(entry)
        return entry

    def above_total(self, p: int) -> int:
        bonus = self.rubber_bonus if self.winner == p else 0
        return sum(e.above[p] for e in self.entries) + bonus

    def below_total(self, p: int) -> int:
        return sum(e.below[p] for e in self.entries)

    def total(self, p: int) -> int:
        """All points above and below the line, with the rubber bonus if won."""
        return self.above_total(p) + self.below_total(p)
