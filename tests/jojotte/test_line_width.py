"""Round 21 (judge W15 #2): on a wide terminal the rubber sheet's rule "the line" is as wide as
the tables it divides, its label over them; it ran the terminal's whole width, centred on the
screen, so that at 200 columns the label sat some 80 columns right of the scores."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from rich.cells import cell_len
from rich.table import Table as RichTable

from parlor.core.console import ParlorConsole
from parlor.core.scorepad import Note, Rule, ScoreSheet, render_rich, rule_across
from parlor.jojotte.record import load_sitting
from parlor.jojotte.sheet import blank_rubber_sheet, rubber_sheet

RECORDS = Path(__file__).parent / "records"
WIDTHS = (40, 80, 100, 200)
LINE = "the line"


def _rule_and_tables(text: str) -> tuple[str, int]:
    """The first sheet's rule "the line" as drawn, and the width of its widest table."""
    lines = [line.rstrip() for line in text.splitlines()]
    k = next(i for i, line in enumerate(lines) if LINE in line and "\u2500" in line)
    sheet_end = next((i for i in range(k, len(lines)) if lines[i].startswith("Players")), None)
    tables = [
        cell_len(line)
        for line in lines[:sheet_end]
        if line[:1] in ("\u250f", "\u2502", "\u2517", "\u2514", "\u2503", "\u2500")
        and LINE not in line.replace("Above the line", "").replace("Below the line", "")
    ]
    return lines[k], max(tables)


def _drawn(sheet: ScoreSheet, width: int) -> str:
    out = io.StringIO()
    console = ParlorConsole(file=out, width=width, force_terminal=True, color_system=None)
    console.print(render_rich(sheet))
    return out.getvalue()


def _centred(rule: str) -> int:
    """Where the label's middle is, in columns from the left."""
    start = rule.index(LINE)
    return cell_len(rule[:start]) + len(LINE) // 2


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("record", ["example1.json", "example3.json"])
def test_the_line_is_as_wide_as_the_sheet_in_a_game(record: str, width: int) -> None:
    sheet = rubber_sheet(load_sitting(RECORDS / record))
    rule, tables = _rule_and_tables(_drawn(sheet, width))
    assert tables < 40  # (the tables are narrow: the rule ran the screen's width)
    assert cell_len(rule) == tables
    assert abs(_centred(rule) - tables // 2) <= 1  # the label over the scores' middle


@pytest.mark.parametrize("width", WIDTHS)
def test_the_blank_sheet_line_is_as_wide_as_its_tables(width: int) -> None:
    rule, tables = _rule_and_tables(_drawn(blank_rubber_sheet(), width))
    assert cell_len(rule) == tables <= width


@pytest.mark.parametrize("width", WIDTHS)
def test_the_sheet_command_at_a_terminal_width(width: int, tmp_path: Path) -> None:
    env = {**os.environ, "PARLOR_HOME": str(tmp_path), "COLUMNS": str(width)}
    env["PYTHONIOENCODING"] = "utf-8"
    env.pop("NO_COLOR", None)
    record = str(RECORDS / "example2.json")
    done = subprocess.run(
        [sys.executable, "-m", "parlor", "jojotte", "sheet", record, "-f", "terminal"],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        cwd=tmp_path,
        timeout=120,
        check=True,
    )
    rule, tables = _rule_and_tables(done.stdout)
    assert cell_len(rule) == tables
    assert all(cell_len(line) <= width for line in done.stdout.splitlines())


def test_a_rule_with_no_tables_still_runs_across_the_screen() -> None:
    sheet = ScoreSheet(title="T", blocks=[Note("a note"), Rule(LINE), Note("another")])
    rule = next(line for line in _drawn(sheet, 60).splitlines() if LINE in line)
    assert cell_len(rule) == 60


def test_a_narrow_screen_keeps_the_rule_within_it() -> None:
    wide = RichTable("Label", "A" * 60)  # (wider than the screen: rich folds it)
    for width in (20, 30):
        out = io.StringIO()
        ParlorConsole(file=out, width=width, color_system=None).print(rule_across(LINE, [wide]))
        assert cell_len(out.getvalue().rstrip("\n")) <= width
