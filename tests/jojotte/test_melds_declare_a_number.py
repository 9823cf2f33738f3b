"""Round 17: at the melds prompt, ``declare 2`` is the choice 2, as ``play 2`` is at the card
prompt (it said "not a meld: '2'"), and ``melds`` or ``my melds`` alone asks which ("declare
what? ..."; it said "not a meld: 'melds'")."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


def _said(answer: str) -> str:
    # Example 1 at action 6: A holds K-Q-J-10 of hearts and A-K-Q of diamonds; the choices
    # are 1) both, 2) the diamonds, 3) the hearts, 4) nothing.
    return run_until_end_of_input(session(partial(1, 6), [answer]))


@pytest.mark.parametrize(
    ("answer", "declared"),
    [
        ("declare 1", "You declare K♥-Q♥-J♥-10♥ (40), A♦-K♦-Q♦ (20)."),
        ("declare 2", "You declare A♦-K♦-Q♦ (20)."),
        ("Declare 3.", "You declare K♥-Q♥-J♥-10♥ (40)."),
    ],
)
def test_declare_and_a_choice_number_is_that_choice(answer: str, declared: str) -> None:
    assert declared in _said(answer)


def test_declare_and_a_number_past_the_choices_is_refused_as_the_number() -> None:
    assert "! choose a number from 1 to 4" in _said("declare 5")


@pytest.mark.parametrize("answer", ["melds", "meld", "my melds"])
def test_melds_alone_asks_which(answer: str) -> None:
    text = _said(answer)
    assert "! declare what? all, none, or your melds (e.g. KH-QH-JH)" in text
    assert "not a meld" not in text
