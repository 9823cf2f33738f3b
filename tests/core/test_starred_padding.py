"""A starred count on a terminal without colour: the counts beside it stand under its digit.

``starred`` follows the other written cells of a starred column by a space so that ``3`` lines
up with the ``3`` of ``3*``; rich trimmed that space from a right-aligned cell, so on the
in-game pad without colour ``4*`` sat one column left of the counts under it.
"""

from __future__ import annotations

import io

from rich.console import Console

from parlor.core.scorepad import Cell, ScoreSheet, Table, render_rich


def _sheet() -> ScoreSheet:
    table = Table(
        columns=["LINE", "WORD", "JOTS"],
        align=["right", "left", "right"],
        rows=[
            [Cell("1"), Cell("RATED"), Cell("4", "bad")],
            [Cell("2"), Cell("MALTS"), Cell("3")],
            [Cell("3"), Cell("AMPLE"), Cell("5 (10)")],
        ],
    )
    return ScoreSheet(title="JOTTO", blocks=[table])


def _shown(width: int) -> list[str]:
    buf = io.StringIO()
    Console(file=buf, width=width, color_system=None).print(render_rich(_sheet()))
    return buf.getvalue().splitlines()


def _digit_columns(lines: list[str]) -> list[int]:
    """The column of each row's count digit: the 4 of ``4*``, the 3, the 5 of ``5 (10)``."""
    out = []
    for line in lines:
        for word, digit in (("RATED", "4"), ("MALTS", "3"), ("AMPLE", "5")):
            if word in line:
                start = line.index(word) + len(word)
                out.append(line.index(digit, start))
    return out


def test_counts_stand_under_the_starred_digit_in_a_boxed_table() -> None:
    lines = _shown(80)
    assert any("4*" in line for line in lines)
    columns = _digit_columns(lines)
    assert len(columns) == 3
    assert columns[0] == columns[1], lines
    # "5 (10)" ends where the counts end: its ")" under the 4 of "4*"
    row = next(line for line in lines if "AMPLE" in line)
    assert row.index(")") == columns[0], lines


def test_counts_stand_under_the_starred_digit_in_a_compact_table() -> None:
    lines = _shown(16)
    columns = _digit_columns(lines)
    assert len(columns) == 3, lines
    assert columns[0] == columns[1], lines
