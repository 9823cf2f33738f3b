"""Judge, session 11 (K4): two cards joined by a hyphen at the card prompt ('qs-js', a run too
short for a meld) are said as two cards, as 'AH KH' is ('one card at a time: Q♠ and J♠ are 2
cards'); it said "not a card: 'qs-js'", while 'KH-QH-JH' said the melds were declared."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


@pytest.mark.parametrize("answer", ["qs-js", "QS - JS", "qs-js-"])
def test_two_cards_joined_are_said_as_two_cards(answer: str) -> None:
    text = run_until_end_of_input(session(partial(1, 10), [answer]))
    assert "! one card at a time: Q♠ and J♠ are 2 cards" in text


def test_a_meld_at_the_card_prompt_is_still_said_as_a_meld() -> None:
    text = run_until_end_of_input(session(partial(1, 10), ["KH-QH-JH"]))
    assert "! the melds were declared before the first trick" in text


def test_a_king_with_jo_joined_is_still_the_card_with_jo() -> None:
    text = run_until_end_of_input(session(partial(1, 10), ["kh-jo"]))
    assert 'You play K♥ and say "Jo"' in text
