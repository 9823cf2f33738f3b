"""Round 14 (core): a PDF drawn in DejaVu Sans (embedded when the system has it) or an SVG
measured its columns in Helvetica and then fitted their texts in the wider font: beside a long
name, a Jo-Jotte sheet's Bot column was too narrow for its totals, drawn smaller than every
other number (1177, 1246). The columns are measured as their texts are fitted."""

from __future__ import annotations

from parlor.core.render_layout import TextOp, layout_pages
from parlor.core.scorepad import Cell, ScoreSheet, Table


def _sheet() -> ScoreSheet:
    name = "W" * 40
    table = Table(
        columns=["Totals", name, "Bot"],
        rows=[
            [Cell("games won"), Cell("2"), Cell("0")],
            [Cell("above the line"), Cell("2840"), Cell("1177")],
            [Cell(f"game 1: {name}", "bold"), Cell("448", "bold"), Cell("1246", "bold")],
        ],
        align=["left", "right", "right"],
    )
    return ScoreSheet(title="Jo-Jotte rubber sheet", blocks=[table])


def test_numbers_are_drawn_full_size_in_a_wide_font() -> None:
    for wide in (True, False):
        (page,) = layout_pages([_sheet()], "a4", any_font=wide)
        numbers = [op for op in page.ops if isinstance(op, TextOp) and op.text.isdigit()]
        assert {op.text for op in numbers} == {"2", "0", "2840", "1177", "448", "1246"}
        sizes = {op.text: round(op.size, 3) for op in numbers}
        assert len(set(sizes.values())) == 1, (wide, sizes)  # (the sheet is scaled as a whole)
