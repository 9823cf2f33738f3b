"""Round 16: at the card prompt 'highest trump', 'the lowest heart', 'top spade' name the highest
or lowest card of the suit that may be played, in the order of the tricks (trumps J 9 A 10 K Q
8 7: rules section 1). 'highest trump' said "there are no trumps in this deal: it is played at
No-Trump" in a deal with hearts as trumps."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


def _said(example: int, k: int, answer: str) -> list[str]:
    text = run_until_end_of_input(session(partial(example, k), [answer]))
    return [line for line in text.splitlines() if line.startswith(("!", "You play"))][:1]


@pytest.mark.parametrize(
    ("answer", "said"),
    [
        # Example 1, action 10: A must trump with K♥ Q♥ J♥ 10♥ (trumps: J high, Q low).
        ("highest trump", "You play J♥."),
        ("my highest trump", "You play J♥."),
        ("lowest trump", "You play Q♥."),
        ("the lowest heart", "You play Q♥."),
    ],
)
def test_the_highest_or_lowest_trump_in_the_order_of_the_tricks(answer: str, said: str) -> None:
    assert _said(1, 10, answer) == [said]


def test_a_plain_suit_and_a_suit_that_may_not_be_played() -> None:
    # Example 1, action 12: You lead; A♦ K♦ Q♦ in hand (A highest in a plain suit).
    assert _said(1, 12, "my highest diamond") == ["You play A♦."]
    assert _said(1, 12, "lowest diamond") == ["You play Q♦."]
    assert _said(1, 10, "top spade") == ["! no spade of yours may be played now"]


def test_without_trumps_the_highest_trump_is_none() -> None:
    # Example 3: a Nullo, played without trumps.
    assert _said(3, 5, "highest trump") == [
        "! there are no trumps in this deal: Nullo is played without trumps"
    ]
