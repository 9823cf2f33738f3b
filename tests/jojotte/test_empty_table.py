"""Round 18 (judge B, finding 2): with nothing above the line (or below it) yet, the rubber
sheet drew a table of a header and a bottom border with nothing between, as if the sheet had
lost its rows. The empty table now has one row, "(nothing yet)", in every format."""

from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console

from parlor.core.render_html import render_html
from parlor.core.render_pdf import render_pdf
from parlor.core.render_svg import render_svg
from parlor.core.scorepad import Table, render_rich, render_text
from parlor.jojotte import Sitting
from parlor.jojotte.options import Options
from parlor.jojotte.sheet import rubber_sheet
from tests.jotto.test_sheets import pdf_text


def _below_only() -> Sitting:
    """A rubber whose one deal put 100 below the line for Ann and nothing above for anyone."""
    sitting = Sitting(Options(), ("Ann", "Bot"))
    sitting.start_rubber(first_dealer=0)
    sitting.rubbers[-1].sheet.add((0, 0), (100, 0), 0)
    return sitting


def _tables(sitting: Sitting) -> list[Table]:
    return [b for b in rubber_sheet(sitting).blocks if isinstance(b, Table)]


def test_nothing_above_the_line_is_a_row_saying_so() -> None:
    above, below, _ = _tables(_below_only())
    assert [[c.text for c in r] for r in above.rows] == [["(nothing yet)", "", ""]]
    assert [c.text for c in below.rows[0]] == ["deal 1", "100", ""]


def test_a_new_rubber_says_so_above_and_below() -> None:
    sitting = Sitting(Options(), ("Ann", "Bot"))
    sitting.start_rubber(first_dealer=0)
    above, below, _ = _tables(sitting)
    assert [c.text for c in above.rows[0]] == [c.text for c in below.rows[0]]
    assert above.rows[0][0].text == "(nothing yet)"


def test_the_terminal_sheet_has_no_empty_table() -> None:
    console = Console(file=io.StringIO(), width=80, no_color=True)
    console.print(render_rich(rubber_sheet(_below_only())))
    lines = console.file.getvalue().splitlines()  # type: ignore[attr-defined]
    top = next(i for i, line in enumerate(lines) if "Above the line" in line)
    assert "(nothing yet)" in lines[top + 2]  # the row under the heading's rule
    assert lines[top + 3].startswith("└")


def test_every_format_says_nothing_yet(tmp_path: Path) -> None:
    sheet = rubber_sheet(_below_only())
    assert "(nothing yet)" in render_text(sheet)
    assert "(nothing yet)" in render_html([sheet])
    assert "(nothing yet)" in render_svg([sheet])
    path = tmp_path / "sheet.pdf"
    path.write_bytes(render_pdf([sheet]))
    assert "(nothing yet)" in pdf_text(path)[1]


def test_the_compact_sheet_of_a_short_terminal_says_it_in_no_more_lines() -> None:
    from .test_sheet_at_a_prompt import _after_sheet, _run, _terminal
    from .test_ui import partial

    lines = _after_sheet(_run(partial(1, 10), ["sheet"], _terminal(width=40)))
    below = next(i for i, line in enumerate(lines) if line.startswith("Below the line"))
    assert lines[below + 1].strip() == "(nothing yet)", lines  # in place of the rule
    assert len(lines) <= 24, lines
