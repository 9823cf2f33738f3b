"""Round 17: an answer in square, round or curly brackets (``[QD]``, ``(pass)``,
``{all}``) is read as the answer, as one in quotes or angle brackets is; and ``my QD`` plays
the card, as ``the QD`` does. Each was "not a card"."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


@pytest.mark.parametrize(
    ("k", "answer", "said"),
    [
        (11, "[QD]", "You play Q♦."),
        (11, "(QD)", "You play Q♦."),
        (11, "{QD}", "You play Q♦."),
        (11, "my QD", "You play Q♦."),
        (11, "I play my QD", "You play Q♦."),
        (11, "(K♥ jo)", 'You play K♥ and say "Jo".'),
        (0, "(pass)", "You pass."),
        (6, "[KH-QH-JH-TH]", "You declare K♥-Q♥-J♥-10♥ (40)."),
        (6, "{all}", "You declare K♥-Q♥-J♥-10♥ (40), A♦-K♦-Q♦ (20)."),
    ],
)
def test_a_bracketed_answer_is_the_answer(k: int, answer: str, said: str) -> None:
    text = run_until_end_of_input(session(partial(1, k), [answer]))
    assert said in text, answer
    assert "not a card" not in text and "not a meld" not in text, answer


def test_my_with_a_suit_or_an_end_of_it_is_as_before() -> None:
    text = run_until_end_of_input(session(partial(1, 11), ["my highest trump"]))
    assert "You play J♥." in text
