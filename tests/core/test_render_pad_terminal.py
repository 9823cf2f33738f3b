"""The blank rubber sheet on the terminal (`parlor jojotte pad` at 100 columns): its captions
run across the screen (rich wrapped them at the table's width, 40 columns under a line of
100), its empty header fields are blanks to write on ('Date:    We:    They:' had none), and
the We and They columns have room to write a score (they were 4 and 6 columns wide)."""

from __future__ import annotations

import io

from rich.cells import cell_len
from rich.console import Console

from parlor.core.scorepad import Cell, ScoreSheet, Table, render_rich
from parlor.jojotte.sheet import blank_rubber_sheet

CAPTION = "melds, Jo-Jotte, slam, Nullo, defender's tricks, rubber 300 (write upward)"


def _drawn(sheet: ScoreSheet, width: int) -> list[str]:
    console = Console(file=io.StringIO(), width=width, color_system=None)
    console.print(render_rich(sheet))
    return [line.rstrip() for line in console.file.getvalue().splitlines()]  # type: ignore[attr-defined]


def test_the_blank_rubber_sheet_at_100_columns() -> None:
    lines = _drawn(blank_rubber_sheet(), 100)
    assert max(cell_len(line) for line in lines) <= 100
    assert CAPTION in lines, lines[:6]  # on one line
    assert lines[1].startswith("Date: ____________   We: ____________   They: ____________")
    head = next(line for line in lines if "Above the line" in line)
    cells = head.strip("┃").split("┃")
    assert [c.strip() for c in cells] == ["Above the line", "We", "They"], head
    assert all(len(c) >= 6 + 2 for c in cells[1:]), head  # room for a score, and padding


def test_a_caption_wraps_at_the_screen_not_at_the_table() -> None:
    table = Table(["A", "B"], [[Cell("1"), Cell("2")]], title="a caption " * 6)
    lines = _drawn(ScoreSheet("T", blocks=[table]), 80)
    assert ("a caption " * 6).strip() in lines, lines
    assert max(cell_len(line) for line in lines) <= 80
    narrow = _drawn(ScoreSheet("T", blocks=[table]), 30)
    assert max(cell_len(line) for line in narrow) <= 30  # still wrapped where it must be
    assert sum("caption" in line for line in narrow) >= 2


def test_a_filled_sheet_keeps_its_fields() -> None:
    sheet = ScoreSheet("T", fields=[("Players", "Ann v Bot"), ("Rubber", "1 of 1")])
    assert _drawn(sheet, 80)[1] == "Players: Ann v Bot   Rubber: 1 of 1"
