"""Round 16: a choice's number in words ('two', 'the first', 'number one') is that choice, as
'2' is; each was "not a call: 'two'". At the card prompt 'seven' to 'ten' still name ranks, and
at the melds prompt only ordinals count ('four' may be a four of a kind, 'three' a sequence)."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


def _said(k: int, answer: str) -> str:
    text = run_until_end_of_input(session(partial(1, k), [answer]))
    return next(line for line in text.splitlines() if line.startswith(("!", "A ")))


@pytest.mark.parametrize(
    ("k", "answer", "said"),
    [
        (0, "one", "A accepts ♥ (hearts)."),  # 1) accept  2) pass
        (0, "two", "A passes."),
        (0, "the first", "A accepts ♥ (hearts)."),
        (0, "number two", "A passes."),
        (0, "five", "! choose a number from 1 to 2"),
        (4, "second", "A keeps 7♥ rather than take the turn-up 10♥."),  # 2) keep the 7
        (10, "first", 'A plays K♥ and says "Jo".'),  # 1) K♥ Jo!
        (10, "ten", "A plays 10♥."),  # the rank, not choice 10
        (6, "the first", "A declares K♥-Q♥-J♥-10♥ (40), A♦-K♦-Q♦ (20)."),
    ],
)
def test_a_number_in_words_is_that_choice(k: int, answer: str, said: str) -> None:
    assert _said(k, answer) == said


@pytest.mark.parametrize("answer", ["four", "three"])
def test_at_the_melds_prompt_a_cardinal_is_not_a_choice(answer: str) -> None:
    assert _said(6, answer).startswith(f"! not a meld: {answer!r}")
