"""Round 14: a sequence called a run or a sequence at the melds prompt.

"my sequence", "the run", "the hearts run" were "not a meld: 'run'"; "1 and 2" was "not a
meld: '1'". Now "run"/"sequence" alone declares the sequences (without the fours), with a
suit named that suit's, and two numbers are one choice too many."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session

# Example 1, action 6: A holds K♥-Q♥-J♥-10♥ (40) and A♦-K♦-Q♦ (20).


@pytest.mark.parametrize(
    ("answer", "declared"),
    [
        ("my sequence", "You declare K♥-Q♥-J♥-10♥ (40), A♦-K♦-Q♦ (20)."),
        ("the runs", "You declare K♥-Q♥-J♥-10♥ (40), A♦-K♦-Q♦ (20)."),
        ("the hearts run", "You declare K♥-Q♥-J♥-10♥ (40)."),
        ("my diamond sequence", "You declare A♦-K♦-Q♦ (20)."),
    ],
)
def test_a_run_named_as_a_run(answer: str, declared: str) -> None:
    text = run_until_end_of_input(session(partial(1, 6), [answer]))
    assert declared in text, text
    assert "not a meld" not in text


def test_a_run_in_a_suit_without_one_and_two_numbers() -> None:
    text = run_until_end_of_input(session(partial(1, 6), ["the spades run"]))
    assert "! you have no sequence in spades to declare" in text
    text = run_until_end_of_input(session(partial(1, 6), ["1 and 2"]))
    assert "! one choice at a time: a number from 1 to 4" in text
