"""A rubber sheet's three tables (above the line, below it, totals) line up their columns in
every format: each table sized its own, so the players' columns wandered from table to table."""

from __future__ import annotations

import re
from pathlib import Path

from parlor.core.render_html import render_html
from parlor.core.render_layout import LineOp, layout_sheet
from parlor.core.scorepad import Cell, ScoreSheet, Table, render_text
from parlor.jojotte.record import load_sitting
from parlor.jojotte.sheet import blank_rubber_sheet, rubber_sheet

RECORDS = Path(__file__).parent / "records"


def _sheets() -> list[ScoreSheet]:
    return [rubber_sheet(load_sitting(RECORDS / f"example{i}.json")) for i in (1, 2, 3)] + [
        blank_rubber_sheet()
    ]


def test_the_text_sheet_puts_each_players_column_in_the_same_place() -> None:
    for sheet in _sheets():
        text = render_text(sheet)
        heads = [x for x in text.splitlines() if x.startswith(("Above the", "Below the", "Totals"))]
        assert len(heads) == 3, text
        assert len({len(h) for h in heads}) == 1, heads  # the names end in the same column
        rules = {x for x in text.splitlines() if re.fullmatch(r"-+( +-+){2}", x)}
        assert len(rules) == 1, rules  # one set of column widths


def test_the_printed_sheet_draws_the_column_lines_at_the_same_places() -> None:
    for sheet in _sheets():
        ops, _ = layout_sheet(sheet, 180.0)
        verticals = {round(op.x1, 3) for op in ops if isinstance(op, LineOp) and op.x1 == op.x2}
        assert len(verticals) == 2, verticals  # between the label and the two players, once


def test_the_html_sheet_gives_the_three_tables_the_same_columns() -> None:
    for sheet in _sheets():
        groups = re.findall(r"<colgroup>(.*?)</colgroup>", render_html([sheet]))
        assert len(groups) == 3 and len(set(groups)) == 1, groups


def test_tables_not_aligned_keep_their_own_widths() -> None:
    narrow = Table(columns=["x", "y"], rows=[[Cell("1"), Cell("2")]])
    wide = Table(columns=["label", "y"], rows=[[Cell("a longer label"), Cell("200")]])
    text = render_text(ScoreSheet(title="t", blocks=[narrow, wide]))
    assert "x  y\n-  -\n1  2" in text
    narrow.align_with = wide.align_with = "g"
    text = render_text(ScoreSheet(title="t", blocks=[narrow, wide]))
    assert "x               y\n--------------  ---\n1               2" in text
