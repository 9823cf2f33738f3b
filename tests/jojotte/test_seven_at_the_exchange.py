"""Round 17: '7' (or 'seven') at the exchange prompt, the 7 of trumps meant, says how to
exchange it or keep it; it said only 'choose a number from 1 to 2'."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


@pytest.mark.parametrize("answer", ["7", "seven"])
def test_seven_at_the_exchange_says_y_or_n(answer: str) -> None:
    # Example 1 at action 4: A holds the 7♥; the turn-up is the 10♥.
    text = run_until_end_of_input(session(partial(1, 4), [answer]))
    assert (
        "! choose a number from 1 to 2 (for the 7: y exchanges your 7♥ for the turn-up 10♥, "
        "n keeps it)"
    ) in text
    assert "A exchanges" not in text and "A keeps" not in text


def test_another_number_is_as_before() -> None:
    text = run_until_end_of_input(session(partial(1, 4), ["8"]))
    assert "! choose a number from 1 to 2\n" in text
