"""Round 16: a choice's number in words ('two', 'the first', 'number one') is that choice, as
'2' is; each was "not a call: 'two'". At the card prompt 'seven' to 'ten' still name ranks, and
at the melds prompt only ordinals count ('four' may be a four of a kind, 'three' a sequence)."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


def _said(k: int, answer: str) -> str:
    text = run_until_end_of_input(session(partial(1, k), [answer]))
    return next(
        line
        for line in text.splitlines()
        if line.startswith(("!", "You accept", "You pass", "You keep", "You play", "You declare"))
    )


@pytest.mark.parametrize(
    ("k", "answer", "said"),
    [
        (0, "one", "You accept ♥ (hearts)."),  # 1) accept  2) pass
        (0, "two", "You pass."),
        (0, "the first", "You accept ♥ (hearts)."),
        (0, "number two", "You pass."),
        (0, "five", "! choose a number from 1 to 2"),
        (4, "second", "You keep 7♥ rather than take the turn-up 10♥."),  # 2) keep the 7
        (10, "first", 'You play K♥ and say "Jo".'),  # 1) K♥ Jo!
        (10, "ten", "You play 10♥."),  # the rank, not choice 10
        (6, "the first", "You declare K♥-Q♥-J♥-10♥ (40), A♦-K♦-Q♦ (20)."),
    ],
)
def test_a_number_in_words_is_that_choice(k: int, answer: str, said: str) -> None:
    assert _said(k, answer) == said


@pytest.mark.parametrize("answer", ["four", "three"])
def test_at_the_melds_prompt_a_cardinal_is_not_a_choice(answer: str) -> None:
    assert _said(6, answer).startswith(f"! not a meld: {answer!r}")
