"""An SVG of several pages printed from a browser: the pages were drawn 6 mm apart, so Chrome's
paper drifted down the sheets (a page cut through the next sheet) and a blank page followed.
They are drawn edge to edge now, the paper named by an @page rule without margins, and a dashed
line (hidden in print) shows the edges on the screen."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from parlor.core.render_layout import PAPERS
from parlor.core.render_svg import render_svg
from parlor.jojotte.sheet import blank_rubber_sheet


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_pages_are_drawn_edge_to_edge_on_the_paper_a_browser_prints(paper: str) -> None:
    svg = render_svg([blank_rubber_sheet() for _ in range(3)], paper=paper)
    ET.fromstring(svg)  # well-formed
    height = PAPERS[paper][1]
    tops = [
        float(y) for y in re.findall(r'<g id="page-\d+" transform="translate\(0 ([\d.]+)\)"', svg)
    ]
    assert len(tops) == 3
    assert tops == pytest.approx([k * height for k in range(3)], abs=0.01)
    root = re.search(r'<svg [^>]*height="([\d.]+)mm"', svg)
    assert root is not None and float(root.group(1)) == pytest.approx(3 * height, abs=0.01)
    name = "A4" if paper == "a4" else "letter"
    assert f"@page {{ size: {name} portrait; margin: 0; }}" in svg
    assert svg.count('class="edge"') == 2 and "@media print { .edge { display: none; } }" in svg
