"""``parlor resume > log.txt`` at a terminal (the list shown there too, since 02c5539): a
list line too long for the terminal puts the description under the save's name, its words
whole, as at a terminal; it was printed whole and the terminal broke it mid-word."""

from __future__ import annotations

import io

from parlor.cli import _print_entry
from parlor.core.console import MirroredOutput, make_console


def test_a_long_line_goes_under_the_name_when_shown_on_a_terminal_too() -> None:
    file, terminal = io.StringIO(), io.StringIO()
    mirror = MirroredOutput(file, terminal)  # type: ignore[arg-type]
    mirror.show()
    console = make_console(file=mirror)  # type: ignore[arg-type]
    console.width = 60
    what = "Jo-Jotte: You v Bot, rubber 1, deal 1, points 0-0 in the deals played out"
    _print_entry(console, "  2. jojotte-20261130-181213-3", what)
    lines = terminal.getvalue().splitlines()
    assert lines[1] == "  2. jojotte-20261130-181213-3"
    assert all(len(line) <= 60 for line in lines[1:])  # (after the note of the mirror)
    assert "played out" in terminal.getvalue()  # (not 'playe' / 'd out')


def test_resume_list_into_a_file_writes_whole_lines() -> None:
    # parlor resume --list > l.txt asks nothing, so nothing is shown on the terminal: the file
    # had its lines broken to the terminal's width all the same
    file, terminal = io.StringIO(), io.StringIO()
    console = make_console(file=MirroredOutput(file, terminal))  # type: ignore[arg-type]
    console.width = 40
    what = "Jotto: You v Bot, game 1, line 2, match 0-0"
    _print_entry(console, "  1. jotto-20261130-185556-1", what, asks=False)
    assert file.getvalue() == f"  1. jotto-20261130-185556-1  {what}\n"
    assert terminal.getvalue() == ""
