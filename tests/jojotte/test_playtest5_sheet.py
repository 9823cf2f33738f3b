"""The rubber sheet of a save, as the fifth round of play-testing found it."""

from __future__ import annotations

from parlor.core.scorepad import render_text
from parlor.jojotte.sheet import rubber_sheet

from .test_ui import partial


def test_the_sheet_of_a_save_says_which_deal_is_in_progress() -> None:
    # Example 1 stopped at its 6th action (before the melds): nothing is scored yet; the
    # sheet was empty without a word of why. (Once melds are declared, they are on the sheet:
    # tests/jojotte/test_sheet_melds_during_deal.py.)
    text = render_text(rubber_sheet(partial(1, 5)))
    assert "deal 1 in progress (scored when it is played out)" in text
    text = " ".join(render_text(rubber_sheet(partial(1, 12))).split())
    assert "deal 1 in progress: its melds and Jo-Jotte are final (in the totals)" in text
    finished = partial(1, 10_000)  # every action: the deal is played out and scored
    assert finished.current is None or finished.current.is_over()
    if finished.current is not None:
        finished.finish_deal(finished.current)
    assert "in progress" not in render_text(rubber_sheet(finished))
