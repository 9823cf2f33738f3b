"""Round 14 (core): a rubber sheet on a terminal too narrow for its boxes (a 40-letter name
at 80 columns) is drawn compact, and rich then narrowed every column alike: the name heading
broke mid-name over two lines. The first column's labels ('game 1: ...') wrap first now, and
the players' columns stay whole where that fits; where it cannot, nothing is cut as before."""

from __future__ import annotations

import io

from rich.console import Console

from parlor.core.scorepad import Cell, ScoreSheet, Table, render_rich

NAME = "W" * 40


def _drawn(width: int) -> list[str]:
    table = Table(
        columns=["Below the line", NAME, "Bot"],
        rows=[
            [Cell("deal 1"), Cell("448"), Cell("")],
            [Cell(f"game 1: {NAME}", "strong"), Cell("448", "strong"), Cell("1246", "strong")],
        ],
        align=["left", "right", "right"],
    )
    console = Console(file=io.StringIO(), width=width, color_system=None)
    console.print(render_rich(ScoreSheet(title="Jo-Jotte rubber sheet", blocks=[table])))
    text = console.file.getvalue()  # type: ignore[attr-defined]
    return [line.rstrip() for line in text.splitlines()]


def test_the_name_heading_stays_whole_where_the_labels_can_wrap() -> None:
    for width in (60, 80):
        lines = _drawn(width)
        assert any(NAME in line and line.endswith("Bot") for line in lines), (width, lines)
        assert any(line.split()[-2:] == ["448", "1246"] for line in lines), (width, lines)
        assert all(len(line) <= width for line in lines)


def test_too_narrow_for_that_nothing_is_cut() -> None:
    lines = _drawn(40)
    assert sum(line.count("W") for line in lines) >= 2 * len(NAME)  # heading and label
    assert any("1246" in line for line in lines) and any("448" in line for line in lines)
