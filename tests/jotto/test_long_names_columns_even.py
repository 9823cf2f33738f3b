"""Judge AM18 #4: at 80 columns, with two long names, the pad gave side 1's TEST WORD column the
32 columns its heading wanted on one line and side 2's the 16 left, its heading on three lines.
Where not every heading fits whole, the narrowest column is widened first: the two end alike."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from parlor.cli import app


@pytest.mark.parametrize(
    ("one", "two"),
    [
        ("Maximiliana Longname", "Bartholomew Longer-Smith"),
        ("Bartholomew Longer-Smith", "Maximiliana Longname"),
        ("A" * 20 + " " + "B" * 19, "Cy"),
    ],
)
def test_the_two_test_word_columns_share_the_room(one: str, two: str) -> None:
    got = CliRunner().invoke(
        app,
        ["jotto", "--vs", "human", "--first", "1", "--name1", one, "--name2", two],
        input="maple\ngrown\nwhale\nflask\n",
        env={"COLUMNS": "80"},
    )
    top = next(line for line in got.output.splitlines() if line.startswith("┏"))
    assert len(top) <= 80
    cells = [len(part) for part in re.split("[┏┳┓]", top)[1:-1]]
    assert len(cells) == 6, top  # LINE, SCORE, TEST WORD, JOTS, TEST WORD, JOTS
    if len(one) < 10 or len(two) < 10:  # (a short name's column needs no more)
        assert min(cells[2], cells[4]) >= len("TEST WORD") + 2
    else:
        assert abs(cells[2] - cells[4]) <= 1, top
