"""Round 15 (a play-test): at the exchange of the 7, 'take the ten' (the turn-up 10♥ named by
its rank) was refused with "answer y to exchange your 7♥ for the turn-up 10♥": it exchanges
now; another rank is still refused."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


def _said(answer: str) -> str:
    # Example 1, action 4: A holds 7♥ (hearts are trumps), the turn-up is 10♥.
    return " ".join(run_until_end_of_input(session(partial(1, 4), [answer])).split())


@pytest.mark.parametrize("answer", ["take the ten", "swap for the ten", "take the 10"])
def test_the_turn_up_named_by_its_rank_is_taken(answer: str) -> None:
    assert "You exchange 7♥ for the turn-up 10♥." in _said(answer), answer


@pytest.mark.parametrize("answer", ["take the king", "keep the ten"])
def test_another_rank_or_keep_with_the_rank_is_asked_again(answer: str) -> None:
    text = _said(answer)
    assert "! answer y to exchange your 7♥ for the turn-up 10♥" in text, answer
    assert "You exchange" not in text and "You keep" not in text, answer
