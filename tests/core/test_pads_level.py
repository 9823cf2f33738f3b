"""Round 16b: a game's two Jotto pads side by side keep their rows level with a long name."""

from __future__ import annotations

import re

from parlor.core.render_html import render_html
from parlor.core.render_layout import SHADE, RectOp, TextOp, plan_pages
from parlor.core.scorepad import Box, Cell, ScoreSheet, Table

LONG = "Maximiliana Wolkenstein Oberhausen"


def pad(name: str, opponent: str) -> ScoreSheet:
    return ScoreSheet(
        "JOTTO",
        fields=[("NAME", name), ("OPPONENT", opponent), ("GAME NO.", "1")],
        blocks=[
            Box("YOUR SECRET JOTTO WORD", [Cell("")] * 5),
            Table(
                columns=["SCORE", "YOUR TEST WORD", "NO. OF JOTS"],
                rows=[[Cell(str(100 - 5 * n)), Cell(""), Cell("")] for n in range(20)],
                ruled=True,
            ),
        ],
    )


def test_two_pads_side_by_side_have_their_tables_level() -> None:
    for paper in ("a4", "letter"):
        (page,) = plan_pages([pad(LONG, "Bob"), pad("Bob", LONG)], paper)
        left, right = page
        assert left.half and right.half and left.y == right.y
        # the header of the pad with the long opponent takes a line more (GAME NO. alone)
        heads = [
            [op.y for op in s.ops if isinstance(op, RectOp) and op.fill == SHADE] for s in page
        ]
        assert heads[0] == heads[1]
        words = [[op.y for op in s.ops if isinstance(op, TextOp) and op.text == "95"] for s in page]
        assert words[0] == words[1]
        assert left.height == right.height and left.scale == right.scale
        assert left.field_lines == right.field_lines > 1


def test_a_pad_beside_a_sheet_of_another_kind_is_laid_out_alone() -> None:
    other = ScoreSheet("Other", fields=[("NAME", "Ann")], blocks=[Box("WORD", [Cell("")])])
    (page,) = plan_pages([pad(LONG, "Bob"), other], "a4")
    assert page[0].half and page[1].half
    assert page[1].height < page[0].height / 2 and page[0].field_lines == 0


def test_html_gives_both_headers_as_many_lines() -> None:
    html = render_html([pad(LONG, "Bob"), pad("Bob", LONG)])
    heights = re.findall(r'<p class="fields" style="min-height: ([0-9.]+)mm">', html)
    assert len(heights) == 2 and heights[0] == heights[1] and float(heights[0]) >= 12
    # a label and a value of other sizes do not make a line taller than the layout's 6 mm
    assert ".field .k, .field .v { line-height: 1; }" in html
    alone = render_html([pad("Ann", "Bob"), pad("Bob", "Ann")])
    assert "min-height: " not in alone.split("<body>", 1)[1]
