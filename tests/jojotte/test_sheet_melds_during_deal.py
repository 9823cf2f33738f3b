"""Round 6: the sheet during a deal shows the melds and Jo-Jotte already scored (rules
sections 6 and 7: scored above the line at once; section 8: they stand whatever the result)."""

from __future__ import annotations

from parlor.core.scorepad import Note, Table
from parlor.jojotte.sheet import rubber_sheet

from .test_ui import partial


def _above(k: int) -> tuple[list[list[str]], list[str], list[list[str]]]:
    sheet = rubber_sheet(partial(1, k))
    tables = [b for b in sheet.blocks if isinstance(b, Table)]
    notes = [b.text for b in sheet.blocks if isinstance(b, Note)]
    above = [[c.text for c in row] for row in tables[0].rows]
    totals = [[c.text for c in row] for row in tables[-1].rows]
    totals.append([c.text for c in tables[-1].footer or []])
    return above, notes, totals


def test_melds_declared_are_on_the_sheet_at_once_and_in_the_totals() -> None:
    # Example 1: A scores 60 for its melds (A wins the sequences through trumps).
    above, notes, totals = _above(7)
    assert above == [["deal 1 so far", "60", ""]]
    assert ["above the line", "60", "0"] in totals and ["total", "60", "0"] in totals
    assert any("its melds and Jo-Jotte are final (in the totals)" in n for n in notes)


def test_jo_jotte_joins_them_when_jotte_is_said() -> None:
    above, _, _ = _above(15)  # "Jo" said, the Queen not played yet
    assert above == [["deal 1 so far", "60", ""]]
    above, _, totals = _above(16)  # "Jotte": +20
    assert above == [["deal 1 so far", "80", ""]]
    assert ["total", "80", "0"] in totals


def test_before_the_melds_and_in_a_nullo_the_sheet_is_as_before() -> None:
    above, notes, _ = _above(5)
    assert above == [["(nothing yet)", "", ""]]  # (test_empty_table.py)
    assert "deal 1 in progress (scored when it is played out)" in notes
    sheet = rubber_sheet(partial(3, 10))  # a Nullo: no melds, no Jo
    rows = next(b for b in sheet.blocks if isinstance(b, Table)).rows
    assert [[c.text for c in row] for row in rows] == [["(nothing yet)", "", ""]]


def test_the_replay_of_a_save_says_its_totals_are_the_deals_played_out() -> None:
    from parlor.jojotte.text import sitting_lines

    assert sitting_lines(partial(1, 5))[-1] == "Totals (the deals played out): A 0, B 0"
    done = partial(1, 10_000)  # every action: the deal is played out and scored
    if done.current is not None:
        done.finish_deal(done.current)
    assert sitting_lines(done)[-1] == "Totals: A 168, B 31"
