"""Round 17: 'lowest' or 'the highest card' at the card prompt, with no suit, asks which suit
('lowest of which suit? Type e.g. lowest heart or lowest trump, or a card'); it said "not a
card: 'lowest' (write e.g. QS, ...)"."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


@pytest.mark.parametrize(
    ("answer", "said"),
    [
        ("lowest", "! lowest of which suit? Type e.g. lowest heart or lowest trump, or a card"),
        ("the highest card", "! highest of which suit? Type e.g. highest heart or highest trump"),
        ("top one", "! top of which suit?"),
    ],
)
def test_an_end_without_a_suit_asks_which_suit(answer: str, said: str) -> None:
    # Example 1 at action 11: You lead; hearts are trumps.
    text = run_until_end_of_input(session(partial(1, 11), [answer]))
    assert said in text
    assert "not a card" not in text and "You play" not in text


def test_without_trumps_no_trump_is_offered() -> None:
    text = run_until_end_of_input(session(partial(3, 5), ["lowest"]))  # a Nullo
    assert "! lowest of which suit? Type e.g. lowest heart, or a card" in text


def test_an_end_with_its_suit_is_as_before() -> None:
    text = run_until_end_of_input(session(partial(1, 11), ["lowest heart"]))
    assert "You play Q♥." in text  # hearts are trumps: J 9 A 10 K Q 8 7
