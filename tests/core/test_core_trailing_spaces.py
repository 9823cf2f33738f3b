"""Output that rich wraps keeps no space at the end of a line: the word wrap left the space
it broke at ('prints the match's pads (-o ' / 'pads.html'), and tables padded their last
column, so piped transcripts and files had trailing spaces. A prompt keeps its space."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

from rich.table import Table

from parlor.core.console import make_console


def test_wrapped_lines_and_tables_end_without_spaces() -> None:
    out = io.StringIO()
    console = make_console(file=out)
    console.width = 30
    console.print("parlor jotto sheet jotto-20261130 prints the match's pads (-o pads.html)")
    table = Table("a", "b")
    table.add_row("x", "a longer cell")
    console.print(table, width=30)
    console.print("Your call (1-2): ", end="")
    text = out.getvalue()
    lines = text.split("\n")
    assert len(lines) > 4
    assert not any(line.endswith(" ") for line in lines[:-1]), lines
    assert lines[-1] == "Your call (1-2): "  # the prompt keeps its space


def test_a_piped_game_has_no_trailing_spaces(tmp_path: Path) -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "parlor",
            "jotto",
            "--vs",
            "human",
            "--first",
            "1",
            "--target",
            "10",
        ],
        input="maple\ngrown\ngrown\n",
        capture_output=True,
        text=True,
        env={**os.environ, "PARLOR_HOME": str(tmp_path), "COLUMNS": "60"},
        timeout=120,
    )
    assert "JOTTO" in done.stdout
    ended = [line for line in done.stdout.split("\n") if line.endswith(" ")]
    # (a prompt followed by its echoed answer ends with the answer, not a space)
    assert ended == [], ended


def test_the_help_has_no_spaces_at_line_ends() -> None:
    for args in (["--help"], ["jotto", "--help"], ["jotto", "--bogus"]):
        done = subprocess.run(
            [sys.executable, "-m", "parlor", *args],
            capture_output=True,
            text=True,
            env={**os.environ, "COLUMNS": "80"},
            timeout=60,
        )
        text = done.stdout + done.stderr
        # (the help's usage line; a usage error is one line of its own, session 13)
        assert ("Error: No such option: --bogus" if "--bogus" in args else "Usage: ") in text
        assert [line for line in text.split("\n") if line.endswith(" ")] == [], args
