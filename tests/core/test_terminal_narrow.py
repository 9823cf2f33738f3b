"""The terminal view of a sheet (render_rich) at a terminal too narrow for its boxes, with a
long hyphenated name: the compact tables are fitted as text is, their headings and labels
wrapped between words (rich folded them inside one, 'Wolkenstein-Oberhause' / 'n'), and the
tables aligned together keep one set of columns."""

from __future__ import annotations

import io

import pytest
from rich.cells import cell_len
from rich.console import Console

from parlor.core.scorepad import Cell, Rule, ScoreSheet, Table, render_rich

LONG = "Maximiliana Wolkenstein-Oberhausen Drei"


def _sheet() -> ScoreSheet:
    align: list = ["left", "right", "right"]
    above = Table(
        ["Above the line", LONG, "Bot"],
        [[Cell(f"deal {i}"), Cell(str(100 * i)), Cell("")] for i in range(1, 4)],
        align=align,
        align_with="rubber",
    )
    below = Table(
        ["Below the line", LONG, "Bot"],
        [
            [Cell("deal 8"), Cell("58"), Cell("")],
            [Cell(f"game 2: {LONG}", "strong"), Cell("394"), Cell("1246")],
        ],
        align=align,
        align_with="rubber",
    )
    return ScoreSheet("Jo-Jotte rubber sheet", blocks=[above, Rule("the line"), below])


def _drawn(width: int) -> list[str]:
    console = Console(file=io.StringIO(), width=width, color_system=None)
    console.print(render_rich(_sheet()))
    return [line.rstrip() for line in console.file.getvalue().splitlines()]  # type: ignore[attr-defined]


@pytest.mark.parametrize("width", [30, 40])
def test_compact_tables_wrap_between_words_and_line_up(width: int) -> None:
    lines = _drawn(width)
    assert max(cell_len(line) for line in lines) <= width, lines
    words = {w for line in lines for w in line.split()}
    assert {"Maximiliana", "Wolkenstein-", "Oberhausen"} <= words, lines
    whole = {*LONG.split(), "Wolkenstein-", "Oberhausen", "Wolkenstein-Oberhausen"}
    names = {w for w in words if w[:1] in "MWOD" and w not in ("Drei",)}
    assert names <= whole, names  # never folded inside a word ('Wolkenstein-Oberhause' / 'n')
    # 'Bot' ends at the same column in both tables' headings
    ends = {line.index("Bot") for line in lines if line.endswith("Bot")}
    assert len(ends) == 1 and len([x for x in lines if x.endswith("Bot")]) == 2, lines
    row = next(line for line in lines if line.startswith("game 2:"))
    assert row.split()[-2:] == ["394", "1246"]  # the scores on the label's first line


def test_a_blank_grid_too_narrow_for_its_boxes_keeps_its_lines_and_room() -> None:
    from parlor.jojotte.sheet import blank_rubber_sheet

    console = Console(file=io.StringIO(), width=30, color_system=None)
    console.print(render_rich(blank_rubber_sheet()))
    lines = console.file.getvalue().splitlines()  # type: ignore[attr-defined]
    assert max(cell_len(line) for line in lines) <= 30
    # a line between the rows to write in, and the columns apart (they were blank lines)
    crossings = [line for line in lines if "┼" in line]
    assert len(crossings) >= 8 + 12 + 5, lines
    head = next(line for line in lines if line.startswith("Above the line"))
    assert [len(part) for part in head.split("│")][1:] >= [4, 4], head  # room for a score
