"""Sheets as HTML and SVG are well-formed XML whatever the names (markup, quotes, right to
left, long): python's xml parser read the SVG, but stopped at the HTML's first <meta>
("mismatched tag"), as every XML tool did."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from parlor.core.render_html import render_html
from parlor.core.render_svg import render_svg
from parlor.core.scorepad import Box, Cell, Letters, Note, Rule, ScoreSheet, Table

NAMES = ['<b>Ann</b> & [red]x[/] "q" \'s', "שרה בת־אברהם", "M" * 40, "]]> <!-- &amp;"]


def sheet(name: str) -> ScoreSheet:
    return ScoreSheet(
        title=f"Pad of {name}",
        fields=[("NAME", name), ("DATE", "")],
        blocks=[
            Box("WORD", [Cell("A"), Cell("")]),
            Table(
                columns=["N", name],
                rows=[[Cell("1"), Cell(name, "crossed")], [Cell("2"), Cell("")]],
                footer=[Cell(""), Cell(name, "strong")],
                rule_before={1},
                ruled=True,
            ),
            Letters("Alphabet", [Cell("A", "circled"), Cell("B")]),
            Rule(name),
            Note(name, "bad"),
        ],
    )


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("render", [render_html, render_svg])
def test_sheets_are_well_formed_xml(render: object, paper: str) -> None:
    sheets = [sheet(n) for n in NAMES]
    text = render(sheets, paper=paper, title=NAMES[0])  # type: ignore[operator]
    root = ET.fromstring(text.encode("utf-8"))
    found = "".join(root.itertext())
    for name in NAMES:
        assert name in found
