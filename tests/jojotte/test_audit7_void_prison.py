"""Rules audit, round 7: a void deal and the prison.

Rules section 3: "If both pass, the deal is void: no score, and the other player deals next."
Section 8: a tie puts the trick points in the prison, "added to anything already there"; the
winner of a later deal "takes the whole prison below the line ... and the prison empties".
So a void deal, which scores nothing, leaves the prison as it is for the next deal to win.
"""

from __future__ import annotations

from parlor.jojotte.actions import parse_action
from parlor.jojotte.cards import parse_card
from parlor.jojotte.game import Sitting

from .jojotte_helpers import apply_all, example_actions, load_example, make_deal

A, B = 0, 1


def test_a_void_deal_keeps_the_prison() -> None:
    deal = make_deal("7S 8S 9S 7H 8H 9H", "7D 8D 9D 7C 8C 9C", "TS", prison=73)
    apply_all(deal, "pass, pass, pass, pass")
    r = deal.result
    assert r is not None and r.void
    assert (r.above, r.below, r.prison) == ((0, 0), (0, 0), 73)


def test_the_prison_waits_through_a_void_deal_for_the_next_winner() -> None:
    """The sitting holds 73 in prison (as a tied deal leaves it). A deals first and both pass
    twice: void, nothing written, the prison still 73, and B deals next. B's deal is the
    rules' worked example 1 (dealer B): A makes hearts with trick points A 88, B 31, melds
    60 and Jo-Jotte 20 for A. A scores 88 below and takes the prison: 88 + 73 = 161 below, a
    game; above A 80 (60 + 20), B 31 (the made contract's defender keeps his trick points
    above)."""
    sitting = Sitting()
    sitting.start_rubber(first_dealer=A)
    sitting.prison = 73
    void = sitting.new_deal(list(range(32)))
    assert void.dealer == A and void.prison == 73
    apply_all(void, "pass, pass, pass, pass")
    entry = sitting.finish_deal(void)
    assert entry.void and entry.above == (0, 0) and entry.below == (0, 0)
    assert entry.prison == 73 and sitting.prison == 73
    rec = load_example(1)["rubbers"][0]["deals"][0]
    deal = sitting.new_deal([parse_card(c) for c in rec["deck"]])
    assert deal.dealer == B and deal.prison == 73
    for text in example_actions(1):
        deal.apply(parse_action(text))
    entry = sitting.finish_deal(deal)
    assert entry.below == (161, 0) and entry.above == (80, 31)
    assert entry.prison == 0 and sitting.prison == 0 and entry.game_won_by == A
