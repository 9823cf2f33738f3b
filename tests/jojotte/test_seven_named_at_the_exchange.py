"""Round 19 (judge K, finding 3): at the exchange prompt the turn-up typed alone (``10h``)
exchanged, but the 7 of trumps itself (``7h``, ``7♥``, ``seven of hearts``), the card given,
was refused without a reason. It names the exchange too; a 7 of another suit is told it is
not the 7 of trumps, and another card is told what the prompt takes."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session

# Example 1, action 4: A holds the 7♥; the turn-up is the 10♥.
_EXCHANGED = "You exchange 7♥ for the turn-up 10♥."
_KEPT = "You keep 7♥ rather than take the turn-up 10♥."


def _said(answer: str) -> str:
    return run_until_end_of_input(session(partial(1, 4), [answer]))


@pytest.mark.parametrize(
    "answer",
    ["7h", "7H", "7♥", "♥7", "seven of hearts", "the 7 of hearts", "7 of trumps", "my 7h", "10h"],
)
def test_the_seven_of_trumps_named_exchanges_it(answer: str) -> None:
    text = _said(answer)
    assert _EXCHANGED in text, answer
    assert "!" not in text.split("Exchange the 7?")[-1].split(_EXCHANGED)[0], answer


@pytest.mark.parametrize("answer", ["keep 7h", "keep the 7 of trumps", "n"])
def test_keep_with_the_seven_named_keeps_it(answer: str) -> None:
    assert _KEPT in _said(answer)


def test_a_seven_of_another_suit_is_not_the_seven_of_trumps() -> None:
    text = " ".join(_said("7d").split())
    assert (
        "! 7♦ is not the 7 of trumps: answer y to exchange your 7♥ for the turn-up 10♥, or n "
        "to keep it (or 1-2)"
    ) in text
    assert _EXCHANGED not in text and _KEPT not in text


def test_another_card_is_told_what_the_prompt_takes() -> None:
    text = " ".join(_said("ks").split())
    assert "answer y to exchange your 7♥ for the turn-up 10♥, or n to keep it" in text
    assert _EXCHANGED not in text and _KEPT not in text
