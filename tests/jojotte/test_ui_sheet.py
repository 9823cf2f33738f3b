"""The totals of the rubber sheet show the rubber bonus row only once there is a bonus."""

from __future__ import annotations

from pathlib import Path

from parlor.core.scorepad import Table, render_text
from parlor.jojotte import Sitting, load_sitting
from parlor.jojotte.options import Options
from parlor.jojotte.sheet import blank_rubber_sheet, rubber_sheet

RECORDS = Path(__file__).parent / "records"


def _totals(sheet_blocks: list[object]) -> Table:
    tables = [b for b in sheet_blocks if isinstance(b, Table) and b.columns[0] == "Totals"]
    assert len(tables) == 1
    return tables[0]


def test_no_rubber_bonus_row_before_the_rubber_is_won() -> None:
    # At 80x24 the empty 'incl. rubber bonus' row read as a row of blanks.
    sitting = load_sitting(RECORDS / "example1.json")  # a game won, the rubber not yet
    assert sitting.rubbers[-1].winner is None
    sheet = rubber_sheet(sitting)
    labels = [row[0].text for row in _totals(list(sheet.blocks)).rows]
    assert labels == ["games won", "above the line", "below the line"]
    assert "rubber bonus" not in render_text(sheet)


def test_the_row_is_there_with_its_300_once_the_rubber_is_won() -> None:
    s = Sitting(Options(), ("Ann", "Bot"))
    s.start_rubber(first_dealer=0)
    s.rubber.sheet.add((0, 0), (90, 0), 0)
    s.rubber.sheet.add((0, 0), (0, 85), 0)
    s.rubber.sheet.add((0, 0), (0, 81), 0)  # Bot: two games, the rubber
    rows = {r[0].text: [c.text for c in r[1:]] for r in _totals(list(rubber_sheet(s).blocks)).rows}
    assert rows["incl. rubber bonus"] == ["", "300"]
    assert rows["above the line"] == ["0", "300"]


def test_the_blank_pad_keeps_the_row_to_fill_in() -> None:
    assert "incl. rubber bonus (300)" in render_text(blank_rubber_sheet())


def test_a_sheet_played_by_house_rules_names_them() -> None:
    s = Sitting(Options(fours="belote", no_trump=False), ("Ann", "Bot"))
    s.start_rubber(first_dealer=0)
    sheet = rubber_sheet(s)
    assert ("House rules", "no No-Trump, Belote fours") in sheet.fields
    assert "House rules: no No-Trump, Belote fours" in render_text(sheet)
    plain = Sitting(Options(rubbers=2), ("Ann", "Bot"))
    plain.start_rubber(first_dealer=0)
    assert [k for k, _ in rubber_sheet(plain).fields] == ["Players", "Rubber", "First dealer"]
