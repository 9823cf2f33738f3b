"""The sheet's header fields in text and on the terminal: the house rules on a line of their
own, and a line of fields that is too long breaks between fields, never inside one."""

from __future__ import annotations

from rich.console import Console

from parlor.core.scorepad import ScoreSheet, field_lines, render_rich, render_text
from parlor.jojotte import Sitting
from parlor.jojotte.options import Options
from parlor.jojotte.sheet import rubber_sheet

_RULES = "House rules: information card on top, no No-Trump, Belote fours"


def _sheet(names: tuple[str, str] = ("Ann", "Bot")) -> ScoreSheet:
    s = Sitting(Options(info_card="top", fours="belote", no_trump=False), names)
    s.start_rubber(first_dealer=1)
    return rubber_sheet(s)


def _terminal(sheet: ScoreSheet, width: int) -> list[str]:
    console = Console(width=width, record=True, color_system=None, force_terminal=False)
    console.print(render_rich(sheet, plain_marks=True))
    return [line.rstrip() for line in console.export_text().splitlines()]


def test_text_puts_the_house_rules_on_a_line_of_their_own() -> None:
    lines = render_text(_sheet()).splitlines()
    assert lines[2] == "Players: Ann v Bot   Rubber: 1 of 1   First dealer: Bot"
    assert lines[3] == _RULES
    short = Sitting(Options(no_trump=False), ("A", "B"))
    short.start_rubber(first_dealer=0)
    assert render_text(rubber_sheet(short)).splitlines()[3] == "House rules: no No-Trump"


def test_terminal_puts_the_house_rules_on_a_line_of_their_own() -> None:
    lines = _terminal(_sheet(), 100)
    assert lines[1] == "Players: Ann v Bot   Rubber: 1 of 1   First dealer: Bot"
    assert lines[2] == _RULES


def test_a_narrow_terminal_breaks_between_fields() -> None:
    lines = _terminal(_sheet(("Alexandra Longname", "Bot")), 40)
    assert lines[1:3] == ["Players: Alexandra Longname v Bot", "Rubber: 1 of 1   First dealer: Bot"]
    assert lines[3].startswith("House rules: ")


def test_field_lines_keep_each_field_whole() -> None:
    fields = [("A", "x" * 30), ("B", "y" * 30), ("C", "z" * 50), ("D", "")]
    assert field_lines(fields, 70) == [
        f"A: {'x' * 30}   B: {'y' * 30}",
        f"C: {'z' * 50}",
        "D: ____________",
    ]
    assert field_lines(fields, 200, breaks={1}) == [
        f"A: {'x' * 30}",
        f"B: {'y' * 30}   C: {'z' * 50}   D: ____________",
    ]
