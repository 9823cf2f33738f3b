"""Judge, session 11 (K4): a suit typed as the game shows it, its symbol and its name in
brackets ('♠ (spades)', as in 'B bids ♠ (spades)'), is the suit at a call prompt as 'spades'
is: at the Slam prompt it is refused for what it is ('as the declarer you may bid Slam or
pass', as 'spades' is), in round 2 it bids the suit. It said "not a call: '♠ (spades)'"."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session
from .test_ui_playtest import round_two


def _refusals(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("!")]


@pytest.mark.parametrize("answer", ["♠ (spades)", "♥ (hearts)", "♠(spades)"])
def test_at_the_slam_prompt_a_suit_as_shown_is_refused_as_the_suit_is(answer: str) -> None:
    # Example 1, the second bidding: A, the declarer, may bid Slam or pass.
    word = run_until_end_of_input(session(partial(1, 3), ["spades"]))
    shown = run_until_end_of_input(session(partial(1, 3), [answer]))
    assert (
        _refusals(shown)
        == _refusals(word)
        == ["! not allowed: as the declarer you may bid Slam or pass"]
    )


@pytest.mark.parametrize(
    ("answer", "told"), [("♠ (spades)", "♠ (spades)"), ("♦ (Diamonds)", "♦ (diamonds)")]
)
def test_in_round_two_a_suit_as_shown_bids_it(answer: str, told: str) -> None:
    text = run_until_end_of_input(session(round_two(), [answer]))
    assert f"You bid {told}." in text


def test_a_symbol_and_another_suits_name_are_no_call() -> None:
    text = run_until_end_of_input(session(round_two(), ["♥ (spades)"]))
    assert "! not a call: '♥ (spades)'" in text
