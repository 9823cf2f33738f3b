"""Judge AP18 #3: in the html sheet a 40-character name was shrunk in one pad's NAME field and
wrapped at full size in the facing pad's OPPONENT field, so the two pads' tables stood 6 mm
apart. The html wraps a field where the PDF and SVG wrap it (by their layout's room), so here
it is shrunk in both, as there."""

from __future__ import annotations

import re

from parlor.core.render_html import render_html
from parlor.core.render_layout import TextOp, plan_pages
from parlor.jotto.pad import blank_pad

LONG = "Maximilian Alexander von Hohenzollern-Si"
OTHER = "José Ñúñez Ångström-Żółć"


def _pads() -> list:  # type: ignore[type-arg]
    one, two = blank_pad(), blank_pad()
    one.fields = [("NAME", LONG), ("OPPONENT", OTHER), ("GAME NO.", "1")]
    two.fields = [("NAME", OTHER), ("OPPONENT", LONG), ("GAME NO.", "1")]
    return [one, two]


def test_a_long_name_is_treated_alike_in_both_pads_as_in_the_pdf() -> None:
    page = render_html(_pads())
    styles = re.findall(
        r'<span class="k">(?:NAME|OPPONENT)</span><span class="v"(?: style="([^"]*)")?>'
        + re.escape(LONG),
        page,
    )
    assert len(styles) == 2, styles
    assert all("font-size" in s and "inline-block" not in s for s in styles), styles
    # the PDF's layout draws it on one line in both pads too (one text operation each)
    (slots,) = plan_pages(_pads())
    for slot in slots:
        texts = [op.text for op in slot.ops if isinstance(op, TextOp)]
        assert LONG in texts, texts
