"""Round 16: a trump asked for as a player says it ('trump it', 'ruff', Belote's 'je coupe')
is 'a trump' at the card prompt: the one that may be played, or which; they were "not a card".
Without trumps they say there are none."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


def _said(example: int, k: int, answer: str) -> str:
    text = run_until_end_of_input(session(partial(example, k), [answer]))
    return next(line for line in text.splitlines() if line.startswith(("!", "A plays")))


@pytest.mark.parametrize("answer", ["trump it", "ruff", "je coupe", "cut", "a trump"])
def test_a_trump_in_other_words(answer: str) -> None:
    # Example 1, action 10: A, void in clubs, must trump (hearts).
    assert _said(1, 10, answer) == "! which heart? K♥, Q♥, J♥, 10♥ (type e.g. TH, or its number)"
    # Example 3, action 5: a Nullo, played without trumps.
    assert _said(3, 5, answer) == (
        "! there are no trumps in this deal: Nullo is played without trumps"
    )
