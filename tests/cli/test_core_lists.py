"""resume's list and history as a terminal shows them: a negative total (Jotto's penalties) read
'match 122--27' and '164 - -66'; a line too long for the terminal was cut mid-word by it."""

from __future__ import annotations

import io

from rich.console import Console
from typer.testing import CliRunner

from parlor.cli import _print_entry, app
from parlor.core.store import Store

runner = CliRunner()
ARGS = ["jotto", "--vs", "human", "--first", "1", "--target", "80"]


def test_a_negative_total_in_the_list_of_saves_reads_with_to() -> None:
    # Bob answers CRANE 3 (truly 2) and never corrects it; Ann finds GROWN on line 3: Bob
    # scores 5 jots -30 penalties = -25. (The list shows the games' replayed score since
    # round 20, not the saved copy: judge U14 #3.)
    args = ["jotto", "--vs", "human", "--announce", "--first", "1", "--name1", "Ann"]
    answers = "maple\ngrown\ncrane\n3\nplumb\n3\nwhale\n1\nflask\n2\ngrown\n"
    runner.invoke(app, [*args, "--name2", "Bob"], input=answers, env={"COLUMNS": "160"})
    out = runner.invoke(app, ["resume", "--list"], env={"COLUMNS": "160"}).output
    assert "game 2 next, match 124 to -25" in out and "124--25" not in out, out
    runner.invoke(app, ARGS, input="maple\ngrown\nwhale\n", env={"COLUMNS": "160"})
    out = runner.invoke(app, ["resume", "--list"], env={"COLUMNS": "160"}).output
    assert "line 1, match 0-0" in out, out


def test_a_negative_total_in_the_history_reads_with_to() -> None:
    store = Store.open()
    store.add_match(
        "jotto", "2026-01-01T10:00:00+00:00", ["Ann", "Bob"], "Ann", {"Ann": 164, "Bob": -66}, {}
    )
    out = runner.invoke(app, ["history"], env={"COLUMNS": "100"}).output
    assert "164 to -66" in out and "- -66" not in out, out


def test_a_long_entry_at_a_terminal_wraps_its_words_under_the_id() -> None:
    what = "Jo-Jotte: You v Bot, rubber 1, deal 1, points 0-0 in the deals played out"
    file = io.StringIO()
    console = Console(file=file, width=60, force_terminal=True, color_system=None)
    _print_entry(console, "  1. jojotte-20261130-135359-3", what)
    lines = file.getvalue().splitlines()
    assert lines[0] == "  1. jojotte-20261130-135359-3"
    assert all(line.startswith("      ") and len(line) <= 60 for line in lines[1:]), lines
    assert " ".join(line.strip() for line in lines[1:]) == what  # no word cut
    file = io.StringIO()  # a line that fits stays one line
    console = Console(file=file, width=120, force_terminal=True, color_system=None)
    _print_entry(console, "  1. jojotte-20261130-135359-3", what)
    assert file.getvalue() == f"  1. jojotte-20261130-135359-3  {what}\n"
