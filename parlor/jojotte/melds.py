"""Melds: sequences, fours of a kind, their values and the comparison (rules section 6).

Jo-Jotte (the King and Queen of trumps announced in play) is scored in :mod:`.play`.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import declare_action, sequence_runs
from .cards import NT, POINTS, R7, RANK_MASK, RK, RQ

__all__ = [
    "FOUR_VALUES",
    "JO_JOTTE",
    "MeldResult",
    "best_run",
    "compare_melds",
    "declaration_subsets",
    "exchange_pays",
    "find_melds",
    "four_value",
    "meld_points",
    "sequence_value",
]

# Runs of three or more adjacent bits in a byte: RUNS[byte] = ((low bit, length), ...)
_RUNS: list[tuple[tuple[int, int], ...]] = []
for _m in range(256):
    _runs = []
    _r = 0
    while _r < 8:
        if _m >> _r & 1:
            _start = _r
            while _r < 8 and _m >> _r & 1:
                _r += 1
            if _r - _start >= 3:
                _runs.append((_start, _r - _start))
        else:
            _r += 1
    _RUNS.append(tuple(_runs))
RUNS: tuple[tuple[tuple[int, int], ...], ...] = tuple(_RUNS)

FOUR_VALUES: dict[str, tuple[int, ...]] = {
    # by rank in meld order: 7 8 9 10 J Q K A
    "flat100": (100, 100, 100, 100, 100, 100, 100, 100),
    "belote": (0, 0, 150, 100, 200, 100, 100, 100),
}


def sequence_value(length: int) -> int:
    return 20 if length == 3 else 40 if length == 4 else 50 if length >= 5 else 0


def four_value(rank: int, fours: str) -> int:
    return FOUR_VALUES[fours][rank]


def find_melds(hand: int, fours: str = "flat100") -> tuple[int, int]:
    """The melds a hand holds: ``(sequence cards mask, four ranks mask)``.

    The sequence mask holds the cards of every maximal run of three or more; fours worth nothing
    under the ``fours`` option (7s and 8s under ``belote``) are not melds.
    """
    seq = 0
    for s in range(4):
        for low, length in RUNS[(hand >> (8 * s)) & 0xFF]:
            seq |= ((1 << length) - 1) << (8 * s + low)
    four_ranks = 0
    values = FOUR_VALUES[fours]
    for r in range(8):
        if hand & RANK_MASK[r] == RANK_MASK[r] and values[r]:
            four_ranks |= 1 << r
    return seq, four_ranks


JO_JOTTE = 20
"""What Jo-Jotte scores (rules section 7): the King and Queen of trumps announced."""


def meld_points(hand: int, fours: str = "flat100") -> int:
    """What the hand's melds are worth together (every run and every four that counts)."""
    seq, four_ranks = find_melds(hand, fours)
    return _sequences_points(seq) + sum(
        four_value(r, fours) for r in range(8) if four_ranks >> r & 1
    )


def exchange_pays(hand: int, turn_up: int, fours: str = "flat100") -> bool:
    """Whether a hand holding the 7 of the turn-up's suit (trumps) gains by swapping it for the
    turn-up (rules section 5, optional): not when the melds it loses (a run of trumps the 7
    ends, 10-9-8-7 shortened to a run of three) are worth more than the turn-up's card points.
    The bots exchanged always, and a 7 that was the foot of a run of four threw 20 away (and
    the tie a run of trumps wins) for a Queen's 3 (judge AQ18 #2)."""
    suit = turn_up >> 3
    seven = suit * 8 + R7
    after = (hand & ~(1 << seven)) | (1 << turn_up)

    def worth(cards: int) -> int:  # melds, and Jo-Jotte's 20 with the King and Queen of trumps
        pair = (1 << (suit * 8 + RK)) | (1 << (suit * 8 + RQ))
        return meld_points(cards, fours) + (JO_JOTTE if cards & pair == pair else 0)

    # (the King or Queen turned up beside the other in hand: Jo-Jotte's 20 gained, which
    # outweighs a run of three the 7 ends; judge AR18 #2)
    return worth(hand) - worth(after) <= POINTS[suit][turn_up]


def declaration_subsets(seq: int, four_ranks: int) -> list[int]:
    """Every declaration (as an action) of a subset of these melds, "declare all" first."""
    units: list[tuple[int, int]] = []
    for low, length in sequence_runs(seq):
        units.append((((1 << length) - 1) << low, 0))
    for r in range(8):
        if four_ranks >> r & 1:
            units.append((0, 1 << r))
    out = []
    n = len(units)
    for sub in range((1 << n) - 1, -1, -1):
        s = 0
        f = 0
        for i in range(n):
            if sub >> i & 1:
                s |= units[i][0]
                f |= units[i][1]
        out.append(declare_action(s, f))
    return out


def _run_key(low: int, length: int, trump: int) -> tuple[int, int, int]:
    """(length, top rank, in trumps) of a run: the order the sequences are compared in."""
    return (length, (low & 7) + length - 1, 1 if (low >> 3) == trump else 0)


def _best_sequence(seq: int, trump: int) -> tuple[int, int, int] | None:
    """(length, top rank, in trumps) of the best run in a declared sequence mask."""
    best = best_run(seq, trump)
    return None if best is None else _run_key(best[0], best[1], trump)


def best_run(seq: int, trump: int) -> tuple[int, int] | None:
    """(lowest card, length) of the run of a declared sequence mask that
    :func:`compare_melds` compares with the other side's, ``None`` without one."""
    runs = sequence_runs(seq)
    return max(runs, key=lambda run: _run_key(run[0], run[1], trump)) if runs else None


def _sequences_points(seq: int) -> int:
    return sum(sequence_value(length) for _, length in sequence_runs(seq))


@dataclass(frozen=True, slots=True)
class MeldResult:
    """The outcome of the meld comparison: points per player and who won each category."""

    points: tuple[int, int]
    sequences_won_by: int | None
    fours_won_by: int | None


def compare_melds(
    declared: tuple[tuple[int, int], tuple[int, int]], trump: int, fours: str = "flat100"
) -> MeldResult:
    """Score two declarations ``((seq mask, four ranks) for player 0, for player 1)``.

    ``trump`` is the trump suit or :data:`NT` (no trump tie-break). Sequences: longer best run
    wins, then higher top card, then the run in trumps; otherwise neither scores. Fours: the
    four of the higher rank in meld order (A K Q J 10 9 8 7) wins, under either ``fours``
    option: the option sets the values, not the ranking (rules sections 1 and 6).
    """
    points = [0, 0]
    best = [_best_sequence(declared[p][0], trump) for p in (0, 1)]
    seq_winner: int | None = None
    b0, b1 = best
    if b0 is not None and b1 is None:
        seq_winner = 0
    elif b1 is not None and b0 is None:
        seq_winner = 1
    elif b0 is not None and b1 is not None:
        if b0[:2] != b1[:2]:
            seq_winner = 0 if b0[:2] > b1[:2] else 1
        elif trump != NT and b0[2] != b1[2]:
            seq_winner = 0 if b0[2] else 1
    if seq_winner is not None:
        points[seq_winner] += _sequences_points(declared[seq_winner][0])
    values = FOUR_VALUES[fours]

    def best_four(ranks: int) -> int | None:
        # the highest rank in meld order among the fours that are melds (worth something)
        held = [r for r in range(8) if ranks >> r & 1 and values[r]]
        return max(held) if held else None

    f0 = best_four(declared[0][1])
    f1 = best_four(declared[1][1])
    fours_winner: int | None = None
    if f0 is not None and (f1 is None or f0 > f1):
        fours_winner = 0
    elif f1 is not None:
        fours_winner = 1
    if fours_winner is not None:
        ranks = declared[fours_winner][1]
        points[fours_winner] += sum(values[r] for r in range(8) if ranks >> r & 1)
    return MeldResult((points[0], points[1]), seq_winner, fours_winner)
