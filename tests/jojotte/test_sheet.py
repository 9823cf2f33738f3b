"""Golden texts of the Jo-Jotte rubber sheet: the rules' worked examples and a whole rubber."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from parlor.core.scorepad import Note, Rule, Table, render_text
from parlor.jojotte import Sitting, load_sitting
from parlor.jojotte.options import Options
from parlor.jojotte.sheet import blank_rubber_sheet, rubber_sheet, sitting_sheets

RECORDS = Path(__file__).parent / "records"

EXAMPLE1 = """\
Jo-Jotte rubber sheet
=====================
Players: A v B   Rubber: 1 of 1   First dealer: B

Above the line    A   B
--------------  ---  --
deal 1           80  31

---- the line ----

Below the line    A   B
--------------  ---  --
deal 1           88
game 1: A        88   0

Totals            A   B
--------------  ---  --
games won         1   0
above the line   80  31
below the line   88   0
--------------  ---  --
total           168  31
"""

EXAMPLE2 = """\
Jo-Jotte rubber sheet
=====================
Players: A v B   Rubber: 1 of 1   First dealer: A

Above the line    A  B
--------------  ---  -
deal 1           20

---- the line ----

Below the line    A  B
--------------  ---  -
deal 1          124
game 1: A       124  0

Totals            A  B
--------------  ---  -
games won         1  0
above the line   20  0
below the line  124  0
--------------  ---  -
total           144  0
"""

EXAMPLE3 = """\
Jo-Jotte rubber sheet
=====================
Players: A v B   Rubber: 1 of 1   First dealer: A

Above the line  A    B
--------------  -  ---
deal 1             300

---- the line ----

Below the line  A    B
--------------  -  ---
(nothing yet)

Totals          A    B
--------------  -  ---
games won       0    0
above the line  0  300
below the line  0    0
--------------  -  ---
total           0  300
"""

SYNTHETIC = """\
Jo-Jotte rubber sheet
=====================
Players: Ann v Bot   Rubber: 1 of 2   First dealer: Ann

Above the line        Ann  Bot
--------------------  ---  ---
rubber                300
deal 6                100
deal 5                      40
deal 4                     300
deal 3                 20
deal 1                 60   31

---- the line ----

Below the line        Ann  Bot
--------------------  ---  ---
deal 1                 88
game 1: Ann            88    0
--------------------  ---  ---
deal 2 (void)
deal 3 (prison 96)
deal 4 (+ prison 96)        96
game 2: Bot             0   96
--------------------  ---  ---
deal 5                      45
deal 6                 90
game 3: Ann            90   45

Totals                Ann  Bot
--------------------  ---  ---
games won               2    1
above the line        480  371
incl. rubber bonus    300
below the line        178  141
--------------------  ---  ---
total                 658  512

rubber won by Ann

Jo-Jotte rubber sheet
=====================
Players: Ann v Bot   Rubber: 2 of 2   First dealer: Bot

Above the line  Ann  Bot
--------------  ---  ---
deal 1                20

---- the line ----

Below the line  Ann  Bot
--------------  ---  ---
deal 1                50

game in progress: Ann 0, Bot 50 toward 80

Totals          Ann  Bot
--------------  ---  ---
games won         0    0
above the line    0   20
below the line    0   50
--------------  ---  ---
total             0   70

sitting so far (1 of 2 rubbers played, rubber 2 in play): Ann 658, Bot 582
"""


def synthetic_sitting() -> Sitting:
    s = Sitting(Options(rubbers=2), ("Ann", "Bot"))
    s.start_rubber(first_dealer=0)
    sheet = s.rubber.sheet
    sheet.add((60, 31), (88, 0), 0)  # Ann makes a game in one deal
    sheet.add((0, 0), (0, 0), 0, void=True)
    sheet.add((20, 0), (0, 0), 96)  # a tie: 96 to the prison
    sheet.add((0, 300), (0, 96), 0)  # Bot scores a Nullo and takes the prison: game
    sheet.add((0, 40), (0, 45), 0)
    sheet.add((100, 0), (90, 0), 0)  # Ann: game and rubber
    s.start_rubber(first_dealer=1)
    s.rubber.sheet.add((0, 20), (0, 50), 0)
    return s


@pytest.mark.parametrize(("n", "golden"), [(1, EXAMPLE1), (2, EXAMPLE2), (3, EXAMPLE3)])
def test_worked_examples(n: int, golden: str) -> None:
    sitting = load_sitting(RECORDS / f"example{n}.json")
    assert render_text(rubber_sheet(sitting)) == golden


def test_example1_figures_as_the_rules_give_them() -> None:
    # Sheet: A 88 below; A 80 above (60 melds + 20 Jo-Jotte); B 31 above. A wins a game.
    text = EXAMPLE1
    assert "deal 1           80  31" in text and "deal 1           88" in text
    assert "game 1: A        88   0" in text and "total           168  31" in text


def test_the_totals_rows_add_up_to_the_total() -> None:
    # The rubber bonus is written above the line: it is part of the points above, and the
    # totals table must not seem to count it twice (300 + 480 + 178 is not 658).
    sheet = rubber_sheet(synthetic_sitting(), 0)
    totals = sheet.blocks[-2]
    assert isinstance(totals, Table) and totals.footer is not None
    rows = {row[0].text: [c.text for c in row[1:]] for row in totals.rows}
    assert rows["above the line"] == ["480", "371"] and rows["below the line"] == ["178", "141"]
    assert rows["incl. rubber bonus"] == ["300", ""]
    assert "rubber bonus" not in rows  # no separate row that reads as more points
    labels = [row[0].text for row in totals.rows]
    assert labels.index("incl. rubber bonus") == labels.index("above the line") + 1
    assert [c.text for c in totals.footer[1:]] == ["658", "512"]


def test_a_whole_rubber_with_void_prison_games_and_the_rubber_bonus() -> None:
    sheets = sitting_sheets(synthetic_sitting())
    assert "\n".join(render_text(s) for s in sheets) == SYNTHETIC


def test_the_line_separates_above_and_below() -> None:
    sheet = rubber_sheet(synthetic_sitting(), 0)
    kinds = [type(b) for b in sheet.blocks]
    assert kinds[:3] == [Table, Rule, Table]
    below = sheet.blocks[2]
    assert isinstance(below, Table) and below.rule_before == {2, 6, 9}  # a line under each game
    assert any(isinstance(b, Note) and "rubber won by Ann" in b.text for b in sheet.blocks)


def test_blank_pad() -> None:
    text = render_text(blank_rubber_sheet())
    assert "Jo-Jotte rubber sheet" in text and "---- the line ----" in text
    assert "rubber bonus (300)" in text and "We" in text and "They" in text
    assert text.count("______________  ______  ______") == 20  # room for a score


def test_other_renderers_draw_the_sheet() -> None:
    # (imported, not skipped when the import fails: a renderer that breaks fails the test)
    from parlor.core.render_html import render_html
    from parlor.core.render_svg import render_svg

    sheets = sitting_sheets(synthetic_sitting())
    ET.fromstring(render_svg(sheets, paper="a4"))
    html = render_html(sheets, paper="letter")
    assert "Above the line" in html and "rubber won by Ann" in html


def test_an_empty_sitting_has_no_sheet() -> None:
    with pytest.raises(IndexError):
        rubber_sheet(Sitting(Options(), ("A", "B")))


def test_the_sitting_line_says_how_many_rubbers_are_played() -> None:
    # In the second rubber's first deal the line said 'sitting (2 of 2 rubbers)', read as both
    # rubbers played; between rubbers and at the end it counts the rubbers played.
    s = synthetic_sitting()
    assert "sitting so far (1 of 2 rubbers played, rubber 2 in play)" in render_text(
        rubber_sheet(s, 1)
    )
    s.rubber.sheet.add((0, 100), (0, 90), 0)  # Bot: game
    s.rubber.sheet.add((0, 100), (0, 90), 0)  # Bot: game and rubber
    assert s.rubber.is_over and s.is_over
    assert "sitting (2 of 2 rubbers): " in render_text(rubber_sheet(s, 1))
    three = Sitting(Options(rubbers=3), ("Ann", "Bot"))
    three.start_rubber(first_dealer=0)
    three.rubber.sheet.add((100, 0), (90, 0), 0)
    three.rubber.sheet.add((100, 0), (90, 0), 0)
    three.start_rubber(first_dealer=1)
    three.rubber.sheet.add((100, 0), (90, 0), 0)
    three.rubber.sheet.add((100, 0), (90, 0), 0)
    assert three.rubber.is_over and not three.is_over
    assert "sitting so far (2 of 3 rubbers played): " in render_text(rubber_sheet(three, 1))
