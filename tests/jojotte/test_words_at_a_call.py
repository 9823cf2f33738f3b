"""Round 14: "belote" or "jo", and "trumps", typed at a call say what to do.

They were "not a call: 'belote' (choose 1-2 or type help)" and "not a call: 'a trump'"."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session
from .test_ui_playtest import round_two


def test_belote_in_the_bidding() -> None:
    for answer in ("belote", "jo", "rebelote"):
        text = run_until_end_of_input(session(partial(1, 0), [answer]))
        assert (
            "! Jo and Jotte are said when the King and Queen of trumps are played: now choose "
            "a call (1-2)" in text
        ), answer


def test_trumps_in_the_bidding() -> None:
    # Example 1: round 1, the turn-up 10♥.
    for answer in ("trumps", "a trump"):
        text = run_until_end_of_input(session(partial(1, 0), [answer]))
        assert "! accept makes the turn-up's suit, hearts, trumps (or choose 1-2)" in text
    # Round 2 (clubs turned up): the suits that may be named.
    text = run_until_end_of_input(session(round_two(), ["trump"]))
    assert "! name the suit to make trumps (spades, hearts, diamonds), or choose 1-5" in text
