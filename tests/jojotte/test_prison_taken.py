"""Round 18 (judge F, finding 7): on the rubber sheet, the deal that takes the prison says how
much of its points came from it (``deal 5 (+ prison 118)``), the counterpart of the tied deal's
``deal 4 (prison 118)``; it showed its total alone."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

from parlor.core.scorepad import render_text
from parlor.jojotte.scoring import RubberSheet
from parlor.jojotte.sheet import _below_table


def _labels(sheet: RubberSheet) -> list[str]:
    rubber = cast(Any, SimpleNamespace(sheet=sheet))
    table = _below_table(rubber, ("We", "They"))
    return [row[0].text for row in table.rows]


def test_the_taking_deal_names_the_prison_it_took() -> None:
    sheet = RubberSheet()
    sheet.add((0, 0), (40, 0), 0)
    sheet.add((0, 0), (0, 0), 118)  # a tie: 118 to the prison
    sheet.add((0, 0), (0, 340), 0)  # 2 x 111 + the prison's 118
    labels = _labels(sheet)
    assert labels[:3] == ["deal 1", "deal 2 (prison 118)", "deal 3 (+ prison 118)"]


def test_two_ties_then_the_taking_deal_names_the_whole_prison() -> None:
    sheet = RubberSheet()
    sheet.add((0, 0), (0, 0), 60)
    sheet.add((0, 0), (0, 0), 130)
    sheet.add((0, 0), (150, 0), 0)
    sheet.add((0, 0), (30, 0), 0)  # the prison is empty again: no label
    assert _labels(sheet)[:5] == [
        "deal 1 (prison 60)",
        "deal 2 (prison 130)",
        "deal 3 (+ prison 130)",
        "game 1: We",
        "deal 4",
    ]


def test_a_deal_with_no_prison_before_it_has_no_label() -> None:
    sheet = RubberSheet()
    sheet.add((0, 0), (50, 0), 0)
    sheet.add((0, 0), (0, 20), 0)
    assert _labels(sheet) == ["deal 1", "deal 2"]


def test_the_label_reaches_the_text_sheet() -> None:
    from parlor.core.scorepad import ScoreSheet

    sheet = RubberSheet()
    sheet.add((0, 0), (0, 0), 118)
    sheet.add((0, 0), (0, 340), 0)
    table = _below_table(cast(Any, SimpleNamespace(sheet=sheet)), ("We", "They"))
    text = render_text(ScoreSheet(title="RUBBER", fields=[], blocks=[table]))
    assert "deal 2 (+ prison 118)" in text
