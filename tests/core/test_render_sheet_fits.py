"""The terminal rubber sheet (render_rich, boxed) with a long name at 80 to 100 columns: the
boxed tables fit the screen, every score whole and the Bot's column there. Rich narrowed the
aligned tables badly (their least widths given as each column's minimum): the table was drawn
wider than the screen and cut at its edge ('rubber ... 3' for 300, the Bot's column gone),
in `parlor jojotte sheet` and in the sheet after each deal."""

from __future__ import annotations

import io

import pytest
from rich.cells import cell_len
from rich.console import Console

from parlor.core.scorepad import Cell, Note, Rule, ScoreSheet, Table, render_rich

NAMES = [
    "Zoë Łukasz-Ångström the Magnificent",  # the judge's
    "Maximiliana Wolkenstein-Oberhausen Drei",
    "Bartholomew Maximilian Fitzgerald Smith",
    "Ann",
]


def _rubber(name: str) -> ScoreSheet:
    """A rubber sheet as Jo-Jotte's sheet.py lays it out (three tables aligned together)."""
    align: list = ["left", "right", "right"]
    names = [name, "Bot"]
    above = Table(
        ["Above the line", *names],
        [
            [Cell("rubber", "strong"), Cell("300", "strong"), Cell("")],
            [Cell("deal 3"), Cell(""), Cell("40")],
            [Cell("deal 2"), Cell("120"), Cell("100")],
        ],
        align=align,
        align_with="rubber",
    )
    below = Table(
        ["Below the line", *names],
        [
            [Cell("deal 1"), Cell(""), Cell("57")],
            [Cell("deal 2"), Cell("208"), Cell("")],
            [Cell(f"game 1: {name}"), Cell("208"), Cell("57")],
            [Cell("deal 3"), Cell("340"), Cell("")],
            [Cell(f"game 2: {name}"), Cell("340"), Cell("0")],
        ],
        align=align,
        align_with="rubber",
        rule_before={3},
    )
    totals = Table(
        ["Totals", *names],
        [
            [Cell("games won"), Cell("2"), Cell("0")],
            [Cell("incl. rubber bonus"), Cell("300"), Cell("")],
        ],
        align=align,
        align_with="rubber",
        footer=[Cell("total"), Cell("1001"), Cell("217")],
    )
    return ScoreSheet(
        "Jo-Jotte rubber sheet",
        fields=[("Players", f"{name} v Bot"), ("Rubber", "1 of 3")],
        blocks=[above, Rule("the line"), below, totals, Note(f"rubber won by {name}")],
    )


def _drawn(sheet: ScoreSheet, width: int) -> list[str]:
    console = Console(file=io.StringIO(), width=width, color_system=None, legacy_windows=False)
    console.print(render_rich(sheet))
    return [line.rstrip() for line in console.file.getvalue().splitlines()]  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("width", [80, 84, 90, 100])
def test_the_rubber_sheet_fits_the_screen_every_score_whole(name: str, width: int) -> None:
    lines = _drawn(_rubber(name), width)
    assert max(cell_len(line) for line in lines) <= width, "\n".join(lines)
    cells = [[c.strip() for c in line.split("│")[1:-1]] for line in lines if line[:1] == "│"]
    rows = {c[0]: c[1:] for c in reversed(cells) if len(c) == 3}  # (the first of a label)
    if rows:  # boxed
        assert rows["rubber"] == ["300", ""], "\n".join(lines)
        assert rows["deal 3"] == ["", "40"]
        assert rows[f"game 1: {name}"] == ["208", "57"]
        assert rows["total"] == ["1001", "217"]
        heads = [line for line in lines if line.startswith("┃") and "Bot" in line]
        assert len(heads) == 3, "\n".join(lines)  # the Bot's column in each table
    else:  # compact
        row = next(line for line in lines if line.startswith("total"))
        assert row.split()[-2:] == ["1001", "217"], "\n".join(lines)


@pytest.mark.parametrize("width", [80, 90])
def test_aligned_tables_keep_one_set_of_columns(width: int) -> None:
    lines = _drawn(_rubber(NAMES[0]), width)
    tops = {line for line in lines if line.startswith("┏")}
    assert len(tops) == 1, "\n".join(lines)  # the three tables' tops alike
    assert len(tops.pop()) == width  # boxed, as wide as the screen (the name's heading wraps)


def test_a_sheet_that_fits_is_drawn_as_before() -> None:
    lines = _drawn(_rubber("Ann"), 80)
    head = next(line for line in lines if "Above the line" in line)
    assert head == "┃ Above the line     ┃  Ann ┃ Bot ┃", head
