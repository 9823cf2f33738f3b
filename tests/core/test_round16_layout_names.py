"""A game's two Jotto pads with a name of forty wide capitals: the name took one pad across the
page and the other onto a second page (PDF, SVG and HTML); it is drawn smaller instead (down to
half its size, whole), and the two pads share the page as usual."""

from __future__ import annotations

import pytest

from parlor.core.render_layout import TextOp, layout_pages, plan_pages
from parlor.core.scorepad import ScoreSheet
from parlor.jotto.pad import blank_pad

WIDE = "M" * 40
CAPS = "WOLFGANG AMADEUS MOZART VON SALZBURG AUS"


def _pads() -> list[ScoreSheet]:
    pads = []
    for name, other in ((CAPS, WIDE), (WIDE, CAPS)):
        pad = blank_pad()
        pad.fields = [("NAME", name), ("OPPONENT", other), ("GAME NO.", "1")]
        pads.append(pad)
    return pads


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("any_font", [False, True])
def test_two_pads_with_wide_names_share_a_page_and_keep_the_names_whole(
    paper: str, any_font: bool
) -> None:
    pages = layout_pages(_pads(), paper, any_font=any_font)
    assert len(pages) == 1
    texts = [op for op in pages[0].ops if isinstance(op, TextOp)]
    for name in (WIDE, CAPS):
        drawn = [op for op in texts if op.text == name]
        assert len(drawn) == 2, [op.text for op in texts if "M" in op.text][:6]
        assert all(op.size >= 10 * 0.5 - 1e-6 for op in drawn)
    assert not any(op.text.endswith("...") for op in texts)
    (slots,) = plan_pages(_pads(), paper)
    assert [slot.half for slot in slots] == [True, True]


def test_the_html_keeps_two_pads_side_by_side() -> None:
    from parlor.core.render_html import render_html

    page = render_html(_pads())
    assert page.count('<div class="page">') == 1
    assert '<section class="sheet half left"' in page
    assert '<section class="sheet half right"' in page
