"""Round 17: a name with a line break or a tab (a hand-edited or damaged record; the games
never take one) broke the text sheet: 'NAME: Ann' / 'Smith   OPPONENT: ...', and a table's
columns. Control characters are drawn as spaces in text and on the terminal."""

from __future__ import annotations

import io

from rich.console import Console

from parlor.core.scorepad import Cell, Note, ScoreSheet, Table, on_lines, render_rich, render_text


def _sheet(name: str) -> ScoreSheet:
    return ScoreSheet(
        "JOTTO",
        fields=[("NAME", name), ("GAME NO.", "1")],
        blocks=[
            Table(["SCORE", name], [[Cell("100"), Cell(name)]], footer=[Cell("x"), Cell(name)]),
            Note(f"{name} scores 3"),
        ],
    )


def test_a_line_break_in_a_name_keeps_the_text_sheet_s_lines() -> None:
    text = render_text(_sheet("Ann\nSmith\tX\r\n"))
    assert "NAME: Ann Smith X" in text and "GAME NO.: 1" in text
    assert "\t" not in text and "\r" not in text
    # the table as if the name were written with spaces
    assert text == render_text(_sheet("Ann Smith X  "))


def test_on_the_terminal_too() -> None:
    buf = io.StringIO()
    Console(file=buf, width=100, color_system=None).print(render_rich(_sheet("Ann\nSmith")))
    assert "NAME: Ann Smith" in buf.getvalue()


def test_a_sheet_without_controls_is_left_as_it_is() -> None:
    sheet = _sheet("Zoë Łukasz")
    assert on_lines(sheet) is sheet
