"""Round 13 (a newcomer's eye): a suit named "as trumps", as the bidding prompt says it
("accept the turn-up's suit, hearts, as trumps"), is that suit's call. "clubs trumps" was
"not a call"."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session
from .test_ui_playtest import round_two


def test_the_turn_ups_suit_as_trumps_accepts() -> None:
    # Example 1: A speaks first in round 1; the turn-up is the 10 of hearts.
    for answer in ("hearts as trumps", "hearts trumps", "make hearts trumps", "♥ trump"):
        text = run_until_end_of_input(session(partial(1, 0), [answer]))
        assert "You accept ♥ (hearts)." in text and "not a call" not in text, answer


def test_another_suit_as_trumps_in_round_2_and_no_trumps_is_still_no_trump() -> None:
    text = run_until_end_of_input(session(round_two(), ["spades as trumps"]))
    assert "You bid ♠ (spades)." in text
    text = run_until_end_of_input(session(round_two(), ["no trumps"]))
    assert "You bid No-Trump." in text
