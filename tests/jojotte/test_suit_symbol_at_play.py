"""Round 17: a suit's symbol alone at the card prompt (``♥``, as the hand line shows the suit)
names the suit, as ``hearts`` does: the one card of it, or which of them. It said "not a card:
'♦' (write e.g. QS, 10H, TH or J♥)"."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


def _said(n: int, k: int, answer: str) -> list[str]:
    text = run_until_end_of_input(session(partial(n, k), [answer]))
    return [line for line in text.splitlines() if line.startswith("!")]


@pytest.mark.parametrize(
    ("n", "k", "symbol", "word"),
    [
        (1, 11, "♥", "hearts"),  # which heart? K♥, Q♥, J♥
        (1, 11, "♡", "hearts"),
        (2, 7, "♣", "clubs"),  # which club? A♣, J♣
        (1, 7, "♦", "diamonds"),  # no diamond may be played now
        (1, 7, "♦\ufe0f", "diamonds"),
    ],
)
def test_a_suit_symbol_alone_is_the_suit_named(n: int, k: int, symbol: str, word: str) -> None:
    said = _said(n, k, symbol)
    assert said == _said(n, k, word)
    assert said and "not a card" not in said[0]
