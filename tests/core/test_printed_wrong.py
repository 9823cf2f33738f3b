"""Round 18 (judge F, finding 1): a wrong count is starred on printed sheets (PDF, HTML, SVG),
with the table's note under it, as in plain text; the red alone was lost in black and white."""

from __future__ import annotations

from typing import Any

import pytest

from parlor.core import render_pdf
from parlor.core.render_html import render_html
from parlor.core.render_svg import render_svg
from parlor.core.scorepad import Cell, Note, ScoreSheet, Table, printed

NOTE = "a wrong count (see the penalties below)"


def _sheet() -> ScoreSheet:
    table = Table(
        columns=["LINE", "WORD", "JOTS"],
        rows=[
            [Cell("1"), Cell("BROWN"), Cell("5 (10)", "bad")],
            [Cell("2"), Cell("GROWN"), Cell("3")],
        ],
        wrong_note=NOTE,
    )
    return ScoreSheet(title="JOTTO", fields=[], blocks=[table, Note("after")])


def test_printed_stars_wrong_cells_and_adds_the_note_keeping_red() -> None:
    sheet = printed(_sheet())
    table, note, after = sheet.blocks
    assert isinstance(table, Table) and isinstance(note, Note)
    assert table.rows[0][2] == Cell("5 (10)*", "bad")
    assert note.text == f"* {NOTE}"
    assert after == Note("after")


def test_printed_leaves_a_sheet_without_wrong_counts_alone() -> None:
    sheet = ScoreSheet(title="T", fields=[], blocks=[Table(columns=["A"], rows=[[Cell("1")]])])
    assert printed(sheet) is sheet


def test_html_and_svg_star_the_wrong_count_and_say_why() -> None:
    html = render_html([_sheet()])
    assert '<span class="m-bad">5 (10)*</span>' in html
    assert f"* {NOTE}" in html
    svg = render_svg([_sheet()])
    assert "5 (10)*" in svg
    assert f"* {NOTE}" in svg


def test_pdf_lays_out_the_starred_sheet(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("fpdf")
    seen: list[ScoreSheet] = []
    real = render_pdf.layout_pages

    def spy(sheets: Any, *args: Any, **kwargs: Any) -> Any:
        seen.extend(sheets)
        return real(sheets, *args, **kwargs)

    monkeypatch.setattr(render_pdf, "layout_pages", spy)
    assert render_pdf.render_pdf([_sheet()]).startswith(b"%PDF")
    table, note = seen[0].blocks[:2]
    assert isinstance(table, Table) and table.rows[0][2].text == "5 (10)*"
    assert isinstance(note, Note) and note.text == f"* {NOTE}"
