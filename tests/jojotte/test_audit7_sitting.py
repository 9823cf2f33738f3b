"""Rules audit, round 7: who wins a sitting (rules section 9).

"Sitting: an agreed number of rubbers ... The winner has the larger grand total (all points
above and below the line)." The rubber's 300 is part of the grand total; with equal grand
totals neither player has the larger one, so there is no winner.

The sheets are written with the rubber sheet's own ``add`` (what ``finish_deal`` writes for a
deal), so the totals can be chosen by hand.
"""

from __future__ import annotations

import pytest

from parlor.jojotte.game import Sitting

A, B = 0, 1


def sitting_with_b_above(b_above: int) -> Sitting:
    """One rubber. Deal 1: A 100 below, a game to A. Deal 2: B 100 below, a game to B, and
    ``b_above`` above for B. Deal 3: A 90 below, A's second game: the rubber and its 300.
    Grand totals: A 100 + 90 + 300 = 490; B 100 + ``b_above``."""
    sitting = Sitting()
    sitting.start_rubber(first_dealer=A)
    sheet = sitting.rubber.sheet
    sheet.add((0, 0), (100, 0), 0)
    sheet.add((0, b_above), (0, 100), 0)
    assert not sitting.is_over and sitting.winner() is None  # not over: no winner yet
    sheet.add((0, 0), (90, 0), 0)
    assert sitting.is_over and sitting.rubber.winner == A
    return sitting


@pytest.mark.parametrize(
    ("b_above", "winner"),
    [
        (389, A),  # 490 v 489
        (390, None),  # 490 v 490: equal grand totals, nobody has the larger
        (391, B),  # 490 v 491: B lost the rubber but has the larger grand total
    ],
)
def test_the_larger_grand_total_wins_the_sitting(b_above: int, winner: int | None) -> None:
    sitting = sitting_with_b_above(b_above)
    assert (sitting.total(A), sitting.total(B)) == (490, 100 + b_above)
    assert sitting.above_total(A) == 300 and sitting.below_total(A) == 190
    assert sitting.winner() == winner
