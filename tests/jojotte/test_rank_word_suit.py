"""Round 15 (a judge's finding): a rank's word run into a suit's letter at the card prompt
('tenh', 'kingd', 'tenofh') said "not a card: 'tenh' (name its suit too...)" though it named
the suit; a rank's plural alone ('eights', 'tens'), which is also the rank run into S, was
told "the melds were declared before the first trick"."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


def _said(k: int, answer: str) -> str:
    # Example 1 at action 12: You lead, holding ♠ 8, ♥ K Q (trumps), ♦ A K Q; at action 10 A
    # must trump, holding ♥ K Q J 10.
    return " ".join(run_until_end_of_input(session(partial(1, k), [answer])).split())


@pytest.mark.parametrize(
    ("k", "answer", "played"),
    [
        (10, "tenh", "10♥"),
        (10, "jackh", "J♥"),
        (10, "tenofh", "10♥"),
        (12, "kingd", "K♦"),
        (12, "aced", "A♦"),
        (12, "queend please", "Q♦"),
        (12, "eights", "8♠"),  # the one eight, and it is the 8♠
    ],
)
def test_a_rank_word_run_into_a_suit_letter_is_that_card(k: int, answer: str, played: str) -> None:
    text = _said(k, answer)
    assert f"You play {played}" in text, answer
    assert "name its suit too" not in text, answer


def test_a_rank_word_run_into_a_suit_letter_not_held_is_said_not_held() -> None:
    assert "! you do not hold 10♣" in _said(12, "tenc")


@pytest.mark.parametrize(
    ("answer", "said"),
    [
        ("kings", "! not a card: 'kings' (type king for a king, or e.g. KH)"),
        ("aces", "! not a card: 'aces' (type ace for an ace, or e.g. AD)"),
        ("tens", "! you hold no ten"),
    ],
)
def test_a_plural_rank_alone_says_what_to_type(answer: str, said: str) -> None:
    text = _said(12, answer)
    assert said in text, answer
    assert "melds were declared" not in text, answer
