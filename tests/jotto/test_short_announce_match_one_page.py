"""Judge AP18 #2: a one-game announce match of 8 lines, one side's pad carrying the note on the
answers read wrong, printed on two pages (PDF with a font, SVG, A4 and Letter): that pad went
over the page and its totals, penalties and MATCH line stood alone on page 2. A pad a little
too tall is drawn smaller on its page now."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.render_layout import _wide_fonts, plan_pages
from parlor.core.scorepad import Note, printed
from parlor.jotto.cli_sheets import read_match

ANSWERS = (
    "maple grown whale 1 flask 2 shale 0 lulls 1 field 1 stomp 2 worst 3 chime 3 grout 3 "
    "correct_3_0 fight 0 brown 4 plane 4 wrong 5 ample 5 grown"
)

ARGS = ["jotto", "--vs", "human", "--announce", "--first", "1", "--target", "50"]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_one_game_announce_match_prints_on_one_page(paper: str) -> None:
    lines = [w.replace("_", " ") for w in ANSWERS.split()]
    got = CliRunner().invoke(
        app,
        [*ARGS, "--name1", "Wang Xiaoming", "--name2", "David Cohen", "--captain1", "Lukasz"],
        input="\n".join(lines) + "\n",
    )
    assert "wins the match" in got.output, got.output
    (record,) = (Path(os.environ["PARLOR_HOME"]) / "records").glob("jotto-*.json")
    _, sheets = read_match(record)
    notes = [b.text for b in sheets[1].blocks if isinstance(b, Note)]
    assert any(t.startswith("The jot letters and the alphabet are read") for t in notes)
    for wide in (False, True):  # (the PDF's own font; an SVG or a PDF with another font)
        with _wide_fonts(wide):
            pages = plan_pages([printed(s) for s in sheets], paper)
        assert [[slot.index for slot in page] for page in pages] == [[0, 1]]
