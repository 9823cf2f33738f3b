"""Printing the HTML sheets: a game's two Jotto pads with a long name printed on two pages
(Chromium, A4), where the PDF has them on one. The sheets' 8 mm bottom margin had to fit on the
page under a sheet that filled it, and a long name, shrunk by Helvetica's widths, wrapped to a
second line in a wider font (DejaVu Sans), making the sheet taller than planned."""

from __future__ import annotations

import re

from parlor.core.render_html import render_html
from parlor.core.render_layout import FIELD_PT, _room, _wide_fonts
from parlor.core.scorepad import Cell, ScoreSheet, Table
from parlor.jotto.pad import blank_pad

WORD40 = "Bartholomewmaximilianfitzgeraldsonworthy"


def _rule(css: str, selector: str) -> str:
    found = re.search(re.escape(selector) + r" \{([^}]*)\}", css)
    assert found, selector
    return found.group(1)


def test_a_sheet_alone_at_the_top_of_a_page_needs_no_room_below_it() -> None:
    page = render_html([blank_pad(), blank_pad()])
    sheet = _rule(page, ".sheet")
    assert "margin-bottom" not in sheet and "margin: 0" in sheet
    # the space between sheets is above those under another, never after the last
    assert ".sheet.below { margin-top: 8mm; }" in page
    assert "below" not in "".join(re.findall(r'<section class="([^"]*)"', page))


def test_sheets_stacked_on_a_page_keep_the_space_between_them() -> None:
    wide = [Cell(f"column {i} of a wide table") for i in range(6)]
    short = [ScoreSheet("Sheet", blocks=[Table([c.text for c in wide], [wide])]) for _ in range(3)]
    page = render_html(short)
    classes = re.findall(r'<section class="([^"]*)"', page)
    assert page.count('<div class="page">') == 1  # three short sheets on one page
    assert classes == ["sheet full", "sheet full below", "sheet full below"], classes


def test_a_long_name_is_shrunk_to_fit_its_line_in_a_wider_font() -> None:
    pad = blank_pad()
    pad.fields = [("NAME", "Bob"), ("OPPONENT", WORD40), ("GAME NO.", "1")]
    page = render_html([pad, pad])
    sizes = [float(m) for m in re.findall(r'font-size: ([\d.]+)pt[^"]*">' + WORD40, page)]
    assert sizes, page
    inner = (210 - 20 - 8) / 2 - 8  # half the page, less the sheet's padding
    with _wide_fonts(True):
        room = inner - _room("OPPONENT", 7.0, True) - 2.0
        assert all(_room(WORD40, size) <= room for size in sizes), (sizes, room)
        assert all(size < FIELD_PT for size in sizes)
