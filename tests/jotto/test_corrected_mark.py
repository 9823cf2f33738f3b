"""Round 18 (judge F, finding 2): a wrong count corrected later, which cost penalty points,
has a mark on the pad (``1†``, ``1+`` where the output cannot encode the dagger) and a note
under the table, in every format; the scoring is unchanged."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from parlor.core.scorepad import Cell, ScoreSheet, Table, render_text, starred

# The judge's game: Dima said 2 for WHALE (truly 1) on line 1 and corrected it on line 5;
# Max said 3 for STOMP (truly 2) on line 3 and never corrected it.
MOVES = (
    "maple\ngrown\nwhale\n2\nflask\n2\nshale\n0\nlulls\n1\nfield\n0\nstomp\n3\nworst\n3\n"
    "chime\n2\ngrout\ncorrect 1 1\n3\nfight\n0\nbrown\n4\nplane\n4\ngrown\n"
)


def _parlor(
    home: Path, *args: str, stdin: str = "", encoding: str = "utf-8", check: bool = True
) -> str:
    env = {**os.environ, "PARLOR_HOME": str(home), "PYTHONIOENCODING": encoding}
    env.pop("NO_COLOR", None)
    done = subprocess.run(
        [sys.executable, "-m", "parlor", *args],
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        env=env,
        cwd=home,
        timeout=120,
        check=check,
    )
    return done.stdout


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("corrected")
    args = ["jotto", "--vs", "human", "--announce", "--first", "1"]
    _parlor(
        home, *args, "--name1", "Max", "--name2", "Dima", "--no-color", stdin=MOVES, check=False
    )
    assert "JOTTO on line 7" in _parlor(home, "jotto", "sheet")  # (the game was played)
    return home


def test_text_pad_marks_the_corrected_count(home: Path) -> None:
    text = _parlor(home, "jotto", "sheet")
    whale = next(line for line in text.splitlines() if "WHALE" in line and "100" in line)
    assert whale.split()[-3:] == ["1\u2020", "FLASK", "2"]
    assert "\u2020 corrected (see the penalties below)" in text
    assert "STOMP                3*" in text  # the uncorrected one keeps its star
    assert "Max scores 70 + 11 jots +50 -50 penalties = 81." in text  # scoring untouched
    assert "Dima scores 12 jots +50 -50 penalties = 12." in text


def test_ascii_output_uses_a_plus_not_a_question_mark(home: Path) -> None:
    text = _parlor(home, "jotto", "sheet", encoding="ascii")
    assert "1+      FLASK" in text
    assert "+ corrected (see the penalties below)" in text
    assert "1?" not in text


def test_html_marks_the_corrected_count(home: Path) -> None:
    _parlor(home, "jotto", "sheet", "-o", "pad.html")
    html = (home / "pad.html").read_text(encoding="utf-8")
    assert '<span class="m-fixed">1\u2020</span>' in html
    assert "\u2020 corrected (see the penalties below)" in html


def test_colour_terminal_keeps_the_dagger_without_the_star() -> None:
    table = Table(
        columns=["JOTS"],
        rows=[[Cell("1", "fixed")], [Cell("3", "bad")], [Cell("2")]],
    )
    colour = starred(table, wrong=False)
    assert [r[0].text for r in colour.rows] == ["1\u2020", "3 ", "2 "]
    plain = starred(table)
    assert [r[0].text for r in plain.rows] == ["1\u2020", "3*", "2 "]
    text = render_text(ScoreSheet(title="T", fields=[], blocks=[table]))
    assert "\u2020 corrected" in text and "* marked wrong" in text


def test_pdf_in_helvetica_prints_a_plus() -> None:
    from parlor.core.render_pdf import pdf_text

    assert pdf_text("1\u2020", None) == "1+"
