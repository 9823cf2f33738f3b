"""Round 15 (a play-test): at the card prompt 'knave of hearts' (the jack's old name) was not
a card, and a card pasted twice ('JS JS') was "one card at a time: J♠ and J♠ are 2 cards"."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


def _said(answer: str) -> str:
    # Example 1 at action 10: A must trump, holding K♥ Q♥ J♥ 10♥.
    return " ".join(run_until_end_of_input(session(partial(1, 10), [answer])).split())


@pytest.mark.parametrize("answer", ["knave of hearts", "the knave of hearts", "JH JH", "jh, jh"])
def test_the_jack_is_played(answer: str) -> None:
    text = _said(answer)
    assert "You play J♥." in text, answer


def test_two_cards_are_still_one_at_a_time() -> None:
    assert "! one card at a time: J♥ and 10♥ are 2 cards" in _said("JH TH")
