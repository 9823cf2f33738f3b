"""Round 13 (a newcomer's eye): the first help of a sitting (round 1 of the bidding) says
what a trump is. It offered to make a suit "trumps" and never said what that means."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session


def test_help_in_round_1_says_what_a_trump_is() -> None:
    # Example 1: A, the non-dealer, speaks first in round 1.
    text = run_until_end_of_input(session(partial(1, 0), ["help"]))
    now = " ".join(text[text.index("Now:") :].split())
    assert "(A trump beats any card of another suit.)" in now
