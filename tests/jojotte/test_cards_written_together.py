"""Round 19b (judge M13 #9): at the card prompt, cards written together ('KsQs') were "not a
card: 'KsQs'", while 'ks,qs' was "one card at a time: K♠ and Q♠ are 2 cards" and the melds
prompt reads 'AsKsQs' as its cards; they are said as two cards too. At the melds prompt,
'AsKsQs, four kings' was echoed 'A♠-K♠-Q♠ four kings is not one of your melds': the comma
between the two melds is kept."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


def _said(action: int, answer: str) -> str:
    return " ".join(run_until_end_of_input(session(partial(1, action), [answer])).split())


@pytest.mark.parametrize("answer", ["QsJs", "qsjs", "Q♠J♠", "play qsjs"])
def test_cards_written_together_are_one_card_at_a_time(answer: str) -> None:
    # Example 1 at action 10: A (You) must trump, holding K♥ Q♥ J♥ 10♥ (and Q♠ J♠ ...)
    text = _said(10, answer)
    assert "! one card at a time: Q♠ and J♠ are 2 cards" in text, answer
    assert "not a card" not in text, answer


def test_the_same_card_written_twice_together_is_the_card() -> None:
    # (as 'JH JH' is: a card pasted twice)
    assert "You play J♥." in _said(10, "JHJH")


def test_melds_said_with_a_comma_keep_it_in_the_echo() -> None:
    # Example 1 at action 6: You declare, holding K♥-Q♥-J♥-10♥ and A♦-K♦-Q♦ (no four kings)
    text = _said(6, "AsKsQs, four kings")
    assert "! A♠-K♠-Q♠, four kings is not one of your melds" in text
    assert "A♠-K♠-Q♠ four kings" not in text
