"""Round 7 of play-testing the Jo-Jotte table: numbers, the prompt between deals, the turn-up
and the house rules."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session


def test_a_whole_number_written_with_a_decimal_point_is_that_choice() -> None:
    # Example 1, action 0: A calls first (1) accept  2) pass). '1.0' said "one choice at a time".
    for answer in ("1.0", "1.00", "01.0", "1.0)"):
        text = run_until_end_of_input(session(partial(1, 0), [answer]))
        assert "A accepts" in text, answer
        assert "one choice at a time" not in text, answer
    text = run_until_end_of_input(session(partial(1, 0), ["2.0"]))
    assert "A passes" in text


def test_a_number_with_a_fraction_asks_for_a_whole_number() -> None:
    for answer in ("1.5", "2.25"):
        text = run_until_end_of_input(session(partial(1, 0), [answer]))
        assert "! choose a whole number from 1 to 2" in text, answer
        assert "one choice at a time" not in text and "A accepts" not in text, answer
    text = run_until_end_of_input(session(partial(1, 0), ["3.0"]))
    assert "! choose a number from 1 to 2" in text
    text = run_until_end_of_input(session(partial(1, 0), ["1. 2"]))  # still two numbers
    assert "! one choice at a time: a number from 1 to 2" in text
