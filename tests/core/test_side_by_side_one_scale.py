"""Judge AD16 #4: the two pads of a Jotto game side by side were drawn at different scales when
one carried notes under it (penalties, "the answers contradict each other"): in PDF, SVG and
HTML the rows drifted about 6 mm apart by line 20. Two sheets side by side share one scale."""

from __future__ import annotations

import re

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()

GAME = (
    "maple\ngrown\nwhale\n2\nflask\n2\nshale\n0\nlulls\n1\ncorrect 1 1\nwrong\n5\nample\n5\ngrown\n"
)


def _played() -> None:
    args = ["jotto", "--vs", "human", "--announce", "--first", "1", "--target", "50"]
    played = runner.invoke(app, [*args, "--name1", "Ann", "--name2", "Bob"], input=GAME)
    assert played.exit_code == 0, played.output


def test_the_two_pads_are_drawn_at_one_scale() -> None:
    _played()
    svg = runner.invoke(app, ["jotto", "sheet", "-f", "svg"]).stdout
    score_rows = re.findall(r'<text x="([\d.]+)" y="([\d.]+)" font-size="([\d.]+)"[^>]*>100<', svg)
    assert len(score_rows) == 2, score_rows  # the SCORE column's first row, on each pad
    (x1, y1, size1), (x2, y2, size2) = score_rows
    assert x1 != x2 and y1 == y2 and size1 == size2
    last = re.findall(r'<text x="[\d.]+" y="([\d.]+)"[^>]*>5</text>', svg)
    assert len(set(last)) <= 2 and last[-1] == last[-2]  # line 20 level on both pads too
    html = runner.invoke(app, ["jotto", "sheet", "-f", "html"]).stdout
    zooms = re.findall(r"zoom: ([\d.]+)", html)
    assert len(zooms) == 2 and zooms[0] == zooms[1], zooms
