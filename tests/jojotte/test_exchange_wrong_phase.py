"""Round 16: an answer at the exchange of the 7 that belongs to another time says so before
what to answer: a call ('slam', 'double': the bidding is over), melds ('all', 'KH-QH-JH':
declared after the exchange), a card ('kh', 'play kh': played after the melds). Each was told
only "answer y to exchange your 7♥ ...", as if the answer had been unclear."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session

_ASK = "answer y to exchange your 7♥ for the turn-up 10♥, or n to keep it (or 1-2)"


def _refusal(answer: str) -> str:
    # Example 1, action 4: A holds 7♥ and may take the turn-up 10♥.
    text = run_until_end_of_input(session(partial(1, 4), [answer]))
    return next(line for line in text.splitlines() if line.startswith("!"))


@pytest.mark.parametrize(
    ("answer", "note"),
    [
        ("slam", "the bidding is over: "),
        ("double", "the bidding is over: "),
        ("all", "the melds are declared after the exchange: "),
        ("KH-QH-JH", "the melds are declared after the exchange: "),
        ("four jacks", "the melds are declared after the exchange: "),
        ("kh", "cards are played after the melds: "),
        ("play kh", "cards are played after the melds: "),
        ("maybe", ""),
        ("accept", ""),  # (a yes, perhaps: not told the bidding is over)
    ],
)
def test_an_answer_of_another_time_says_when_it_comes(answer: str, note: str) -> None:
    assert _refusal(answer) == f"! {note}{_ASK}"


@pytest.mark.parametrize("answer", ["swap 8h", "th jo"])  # ("7h" exchanges since round 19)
def test_the_seven_or_the_turn_up_is_no_card_played(answer: str) -> None:
    assert _refusal(answer) == f"! {_ASK}"
