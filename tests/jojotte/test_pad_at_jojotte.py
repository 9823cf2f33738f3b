"""Round 15 (a judge's finding): 'pad', Jotto's command for its score, typed at a Jo-Jotte
prompt was refused as "not a card: 'pad'" (or not a call): it points to sheet now."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session

_SAID = "! the score is shown by sheet here: type sheet (pad is Jotto's word for it)"


@pytest.mark.parametrize("k", [0, 6, 7])  # a call, the melds, a card
@pytest.mark.parametrize("answer", ["pad", "PAD", "show the pad", "pad?"])
def test_pad_points_to_sheet(k: int, answer: str) -> None:
    text = run_until_end_of_input(session(partial(1, k), [answer]))
    assert _SAID in text, (k, answer)
    assert "not a" not in text.split(_SAID)[-1]
