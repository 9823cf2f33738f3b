"""Round 21 (judge W15 #2): the compact rubber sheet of a short screen (at the end of a deal, or
``sheet`` at a prompt) draws "the line" as wide as its tables, not across the whole screen."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from rich.cells import cell_len

from parlor.core.console import ParlorConsole
from parlor.jojotte.record import load_sitting
from parlor.jojotte.sheet import rubber_sheet
from parlor.jojotte.ui import _compact_sheet

RECORDS = Path(__file__).parent / "records"


@pytest.mark.parametrize("width", [40, 80, 100, 200])
@pytest.mark.parametrize("ascii_lines", [False, True])
def test_the_compact_sheet_line_is_as_wide_as_its_tables(width: int, ascii_lines: bool) -> None:
    sheet = rubber_sheet(load_sitting(RECORDS / "example3.json"))
    out = io.StringIO()
    console = ParlorConsole(file=out, width=width, force_terminal=True, color_system=None)
    console.print(_compact_sheet(sheet, ascii_lines=ascii_lines))
    lines = [line.rstrip() for line in out.getvalue().splitlines()]
    k = next(i for i, line in enumerate(lines) if "the line" in line and "\u2500" in line)
    rule = lines[k]
    # the tables' widths: their heading lines and the lines under them, above and below the rule
    tables = max(cell_len(line) for line in lines[k - 3 : k + 4] if line and line != rule)
    assert tables < 40  # (the rule ran the screen's width)
    assert cell_len(rule) == tables
    start = rule.index("the line")
    assert abs(cell_len(rule[:start]) + 4 - tables // 2) <= 1  # its label over the tables
