"""Round 17: at a narrow terminal (a rubber sheet at 30 columns; this table at 26) a compact
table drew its own rules as blank lines: the line under each game of a Jo-Jotte rubber sheet,
and the line above its total, were missing ('game 1: You 408 0' / '' / 'deal 4'). They are
drawn as lines."""

from __future__ import annotations

import io

from parlor.core.console import make_console
from parlor.core.scorepad import Cell, ScoreSheet, Table, render_rich


def _sheet() -> ScoreSheet:
    rows = [
        [Cell("deal 1"), Cell("408"), Cell("")],
        [Cell("game 1: You", "strong"), Cell("408"), Cell("0")],
        [Cell("deal 4"), Cell("400"), Cell("")],
        [Cell("game 2: You", "strong"), Cell("400"), Cell("0")],
    ]
    below = Table(
        ["Below the line", "You", "Bot"],
        rows,
        align=["left", "right", "right"],
        rule_before={2},
        footer=[Cell("total"), Cell("808"), Cell("0")],
    )
    return ScoreSheet("Jo-Jotte rubber sheet", blocks=[below])


def _lines(width: int) -> list[str]:
    buf = io.StringIO()
    console = make_console(no_color=True, file=buf)
    console.width = width
    console.print(render_rich(_sheet()))
    return [line.rstrip() for line in buf.getvalue().splitlines()]


def test_the_line_under_a_game_and_above_the_total_at_a_narrow_terminal() -> None:
    lines = _lines(26)
    assert not any(line.startswith("│") for line in lines)  # drawn compact at this width
    game = next(i for i, line in enumerate(lines) if line.startswith("game 1: You"))
    assert set(lines[game + 1]) == {"─"} and lines[game + 2].startswith("deal 4")
    total = next(i for i, line in enumerate(lines) if line.startswith("total"))
    assert set(lines[total - 1]) == {"─"}
    assert "" not in lines[1:]  # no blank line inside the table


def test_the_boxed_table_is_unchanged_where_it_fits() -> None:
    lines = _lines(80)
    assert any(line.startswith("┏") for line in lines)
    assert any(line.startswith("├") for line in lines)
