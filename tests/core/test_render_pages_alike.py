"""PDF, SVG and HTML sheets of one kind (a sitting's rubbers) at one size: a long name in one
rubber's labels ('game 1: <name>') put that rubber across the page and the others two to a
row, each sized by its own longest label; their tables now keep one set of columns from sheet
to sheet. A narrow sheet alone on its page is in the middle of it (it sat in the top left
third of the A4)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from parlor.core.render_html import render_html
from parlor.core.render_layout import MARGIN, paper_size, plan_pages
from parlor.core.scorepad import Block, Cell, ScoreSheet, Table
from tests.core.test_render_sheet_fits import _rubber

LONG = "Zoë Łukasz-Ångström the Magnificent"


def _won_by_bot(sheet: ScoreSheet, n: int) -> ScoreSheet:
    """``sheet`` as rubber ``n``, its games won by the Bot ('game 1: Bot')."""
    blocks: list[Block] = []
    for block in sheet.blocks:
        if isinstance(block, Table):
            rows = [
                [Cell(r[0].text.split(":")[0] + ": Bot"), *r[1:]]
                if r[0].text.startswith("game ")
                else r
                for r in block.rows
            ]
            block = replace(block, rows=rows)
        blocks.append(block)
    return replace(
        sheet, fields=[("Players", f"{LONG} v Bot"), ("Rubber", f"{n} of 3")], blocks=blocks
    )


def _sitting() -> list[ScoreSheet]:
    """Three rubbers: the long name wins games in the first only (its labels the longest)."""
    return [_rubber(LONG), _won_by_bot(_rubber(LONG), 2), _won_by_bot(_rubber(LONG), 3)]


def test_the_sitting_has_no_long_label_but_in_its_first_rubber() -> None:
    labels = [
        r[0].text for s in _sitting()[1:] for b in s.blocks if isinstance(b, Table) for r in b.rows
    ]
    assert not any(LONG in label for label in labels)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_rubbers_of_a_sitting_are_drawn_alike(paper: str) -> None:
    sheets = _sitting()
    slots = [slot for page in plan_pages(sheets, paper) for slot in page]
    assert sorted(s.index for s in slots) == [0, 1, 2]
    assert len({(s.width, s.half, s.scale) for s in slots}) == 1, slots
    # each table's columns as wide in every rubber (the first's long labels included)
    columns = [
        [slot.widths[id(b)] for b in slot.sheet.blocks if isinstance(b, Table)]  # type: ignore[index,union-attr]
        for slot in slots
    ]
    assert all(c == columns[0] for c in columns), columns
    assert len({tuple(c) for c in columns[0]}) == 1  # the three tables of a rubber aligned


def test_other_sheets_are_measured_alone() -> None:
    # sheets of another kind (no tables aligned together) are laid out as before
    plain = ScoreSheet("JOTTO", blocks=[Table(["A", "B"], [[Cell("x"), Cell("y")]])])
    (page,) = plan_pages([plain, replace(plain)], "a4")
    assert all(slot.widths is None for slot in page)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_narrow_sheet_alone_on_its_page_is_in_its_middle(paper: str) -> None:
    pw, _ = paper_size(paper)
    ((slot,),) = plan_pages([_rubber("Ann")], paper)
    assert slot.half
    middle = slot.x + slot.width * slot.scale / 2
    assert abs(middle - pw / 2) < 0.01, (slot.x, slot.width, pw)
    # two side by side stay where they were, the first at the margin
    (page,) = plan_pages([_rubber("Ann"), _rubber("Bo")], paper)
    assert [s.x == MARGIN for s in page] == [True, False]


def test_html_draws_a_narrow_sheet_alone_in_the_middle() -> None:
    html = render_html([_rubber("Ann")])
    assert '<section class="sheet half alone">' in html
    assert ".sheet.half.alone { float: none;" in html
    two = render_html([_rubber("Ann"), _rubber("Bo")])
    assert "alone" not in two  # (two side by side: as before)
