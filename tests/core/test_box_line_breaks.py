"""Judge BG20 #9: at 40 columns a row of empty boxes (the blank pad's secret jot letters) was
broken inside a box, '[ ][ ][' over '][ ][ ]': rich broke it at the space of an empty box. The
boxes go under their label, together where they fit, else broken between two boxes."""

from __future__ import annotations

import io

from rich.console import Console

from parlor.core.scorepad import Box, Cell, ScoreSheet, render_rich


def _drawn(cells: list[Cell], width: int) -> list[str]:
    sheet = ScoreSheet("T", [], [Box("OPPONENT'S SECRET JOT LETTERS", cells)])
    out = io.StringIO()
    Console(file=out, width=width, color_system=None).print(render_rich(sheet))
    return [line.rstrip() for line in out.getvalue().splitlines()[1:]]


def test_empty_boxes_are_never_broken_inside() -> None:
    empty = [Cell("") for _ in range(5)]
    assert _drawn(empty, 80) == ["OPPONENT'S SECRET JOT LETTERS: [ ][ ][ ][ ][ ]"]
    assert _drawn(empty, 40) == ["OPPONENT'S SECRET JOT LETTERS:", "  [ ][ ][ ][ ][ ]"]
    for width in range(6, 60):
        for line in _drawn(empty, width):
            assert line.count("[") == line.count("]"), (width, line)


def test_filled_boxes_go_as_the_empty_ones() -> None:
    filled = [Cell(c) for c in "BLMPU"]
    assert _drawn(filled, 40) == ["OPPONENT'S SECRET JOT LETTERS:", "  [B][L][M][P][U]"]
    assert _drawn(filled, 10) == [
        "OPPONENT'S",
        "SECRET JOT",
        "LETTERS:",
        "  [B][L]",
        "  [M][P]",
        "  [U]",
    ]
