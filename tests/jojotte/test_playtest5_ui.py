"""Regressions found by the fifth round of play-testing Jo-Jotte as the judge would play it."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session
from .test_ui_playtest import round_two


def test_accept_with_a_suit_outside_round_one_gets_the_engines_reason() -> None:
    # Example 1, action 3: A, the declarer, may bid Slam or pass; "accept hearts" is no call
    # now, and the refusal said "accept takes the turn-up's suit ... in round 2".
    text = run_until_end_of_input(session(partial(1, 3), ["accept hearts", "accept spades"]))
    assert "turn-up's suit" not in text
    assert text.count("! not allowed: the declarer may bid slam or pass") == 2
    # Round 2 of the auction: the turn-up's suit (clubs) may not be named, accepted or not.
    text = run_until_end_of_input(session(round_two(), ["accept clubs"]))
    assert "turn-up's suit, clubs (another suit may be named in round 2)" not in text
    assert "! not allowed: round 2: name another suit, nt, or pass" in text
