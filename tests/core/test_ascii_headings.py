"""Round 18 (judge E, finding 5): on an ASCII terminal a heading too long for the line was cut
with rich's '…', written as '?': at 20 columns '- Rubber 1, deal ? -', as though the deal were
unknown. Where the console cannot write '…', the heading is cut at its colon when what comes
before it fits ('Rubber 1, deal 1'), else between words with '...'."""

from __future__ import annotations

import io
import os
import subprocess
import sys

import pytest
from rich.cells import cell_len
from rich.rule import Rule

from parlor.core.console import make_console


class AsciiOut(io.StringIO):
    """A terminal's output in ASCII (``PYTHONIOENCODING=ascii``, ``LANG=C``)."""

    encoding = "ascii"


def _heading(title: str, width: int, out: io.StringIO | None = None) -> str:
    out = out if out is not None else AsciiOut()
    console = make_console(file=out)
    console.width = width
    console.print(Rule(title))
    return out.getvalue().rstrip("\n")


def test_a_deal_heading_at_20_columns_keeps_its_number() -> None:
    line = _heading("Rubber 1, deal 1: Bot deals", 20)
    assert "Rubber 1, deal 1" in line and "?" not in line and "\u2026" not in line, line
    assert cell_len(line) == 20 and line.isascii()


@pytest.mark.parametrize("width", [8, 12, 16, 20, 24, 30])
def test_a_title_without_a_colon_is_cut_between_words_with_three_dots(width: int) -> None:
    line = _heading("The sitting is over and done with", width)
    assert "?" not in line and "\u2026" not in line and line.isascii(), line
    assert cell_len(line) == width, line
    if width >= 12:
        assert "..." in line
        shown = line.strip("- ").removesuffix("...")
        assert "The sitting is over and done with".startswith(shown) and not shown.endswith(" ")
        rest = "The sitting is over and done with"[len(shown) :]
        assert rest.startswith(" "), line  # (between words, not inside one)


@pytest.mark.parametrize("width", [1, 3, 5, 6])
def test_no_room_for_a_title_leaves_the_line(width: int) -> None:
    line = _heading("Rubber 1, deal 1: Bot deals", width)
    assert "?" not in line and line.isascii()


def test_a_title_that_fits_is_as_it_was() -> None:
    assert _heading("Game 1", 20) == "------ Game 1 ------"


def test_a_terminal_that_writes_the_ellipsis_keeps_richs() -> None:
    line = _heading("The sitting is over and done with", 20, io.StringIO())
    assert "\u2026" in line  # (UTF-8: rich's own cut, unchanged)


def test_the_judges_jojotte_heading_at_20_ascii_columns(tmp_path: object) -> None:
    env = {
        **os.environ,
        "COLUMNS": "20",
        "LANG": "C",
        "LC_ALL": "C",
        "PYTHONIOENCODING": "ascii",
        "PARLOR_HOME": str(tmp_path),
    }
    done = subprocess.run(
        [sys.executable, "-m", "parlor", "jojotte", "--seed", "5"],
        input="1\n" * 8,
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    headings = [line for line in done.stdout.splitlines() if "deal 1" in line]
    assert headings and headings[0] == "- Rubber 1, deal 1 -", done.stdout
    assert "deal ?" not in done.stdout
