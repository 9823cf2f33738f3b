"""Round 17: a call with more words at the card prompt ('accept hearts', 'bid spades',
'double it') is told that the bidding is over, as 'accept' alone is; 'accept hearts' was
answered "not a card: 'accept hearts' (did you mean A♥?)"."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


@pytest.mark.parametrize("answer", ["accept hearts", "bid spades", "double it", "slam now"])
def test_a_call_at_the_card_prompt_is_told_the_bidding_is_over(answer: str) -> None:
    text = run_until_end_of_input(session(partial(1, 11), [answer]))
    assert "! the bidding is over: play a card (e.g. JH, or its number)" in text
    assert "did you mean" not in text and "A plays" not in text


def test_a_slip_in_a_card_is_still_asked_about() -> None:
    text = run_until_end_of_input(session(partial(1, 11), ["ace of hartz"]))
    assert "! not a card: 'ace of hartz' (did you mean A♥?)" in text
