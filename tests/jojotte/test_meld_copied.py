"""Round 13 (a newcomer's eye): a meld copied from the screen with its value is declared."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session

_BOTH = "You declare K♥-Q♥-J♥-10♥ (40), A♦-K♦-Q♦ (20)."


def _melds(answer: str) -> str:
    # Example 1, action 6: You declare; A holds K♥-Q♥-J♥-10♥ and A♦-K♦-Q♦.
    return run_until_end_of_input(session(partial(1, 6), [answer]))


def test_a_meld_copied_with_its_value_is_declared() -> None:
    # '10♠-9♠-8♠ (20)', copied from "Your melds:", was "not a meld: '(20)'".
    text = _melds("A♦-K♦-Q♦ (20)")
    assert "You declare A♦-K♦-Q♦ (20)." in text and "not a meld" not in text
    text = _melds("K♥-Q♥-J♥-10♥ (40), A♦-K♦-Q♦ (20)")  # the whole "Your melds:" line
    assert _BOTH in text and "not a meld" not in text


def test_other_words_in_brackets_are_still_refused() -> None:
    assert "not a meld: '(twenty)'" in _melds("A♦-K♦-Q♦ (twenty)")
