"""Round 16b: the html rubber sheet's 'the line' label sits on its line, not under it."""

from __future__ import annotations

import re

from parlor.core.render_html import render_html
from parlor.core.scorepad import Cell, Rule, ScoreSheet, Table


def _sheet() -> ScoreSheet:
    table = Table(columns=["", "We"], rows=[[Cell("a"), Cell("1")], [Cell("b"), Cell("2")]])
    table.rule_before = {1}
    return ScoreSheet("Rubber", blocks=[table, Rule("the line"), Rule()])


def test_the_label_is_centred_on_the_line_drawn_either_side() -> None:
    html = render_html([_sheet()])
    css = html.split("<style>", 1)[1].split("</style>", 1)[0]
    rule = re.search(r"^div\.rule \{([^}]*)\}", css, re.M)
    assert rule is not None and "display: flex" in rule.group(1)
    assert "align-items: center" in rule.group(1)
    # the line is drawn either side of the label, at its middle, not as the box's top edge
    assert re.search(r"div\.rule::before, div\.rule::after \{[^}]*border-top", css)
    assert "border-top" not in rule.group(1)
    assert '<div class="rule"><span>the line</span></div>' in html
    assert '<div class="rule"></div>' in html
    # a table row with a line above it is not laid out as a line across the sheet
    assert not re.search(r"^\.rule[ ,{]", css, re.M)
    assert '<tr class="rule"' in html
