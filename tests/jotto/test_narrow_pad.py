"""On a terminal too narrow for the pad's lines (COLUMNS=30), the pad leaves out its SCORE
column rather than cut test words: FLASK showed as 'FLAS' over 'K', WHALE as 'WHAL' / 'E'."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.scorepad import Table
from parlor.jotto.game import JottoGame, Test
from parlor.jotto.lexicon import default_valid
from parlor.jotto.pad import build_pad
from parlor.jotto.ui import compact_width

runner = CliRunner()


def _table(score: bool = True) -> Table:
    game = JottoGame(["maple", "grown"], 0, default_valid())
    for word in ("whale", "flask", "wrong", "ample"):
        game.apply(Test(word))
    sheet = build_pad(game, ["You", "Bot"], score=score)
    return next(b for b in sheet.blocks if isinstance(b, Table))


def test_the_pad_can_leave_out_the_score_column() -> None:
    wide = _table()
    assert wide.columns[:2] == ["LINE", "SCORE"] and wide.rows[1][1].text == "95"
    assert compact_width(wide) == 36  # LINE SCORE WHALE 5 (10) FLASK 5 (10), a space apart
    narrow = _table(score=False)
    assert "SCORE" not in narrow.columns and len(narrow.align) == len(narrow.columns) == 5
    assert [c.text for c in narrow.rows[1]] == ["2", "WRONG", "5 (10)", "AMPLE", "5 (10)"]
    assert compact_width(narrow) == 30


def test_a_thirty_column_terminal_shows_every_test_word_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    result = runner.invoke(
        app,
        ["jotto", "--vs", "human", "--first", "1", "--target", "1", "--name1", "Ann"],
        input="maple\ngrown\nwhale\nflask\nwrong\nample\ngrown\n",
        env={"COLUMNS": "30"},
    )
    assert result.exit_code == 0, result.output
    rows = [line.split() for line in result.output.splitlines()]
    assert ["1", "WHALE", "1", "FLASK", "2"] in rows, result.output
    assert ["3", "GROWN", "JOTTO"] in rows, result.output


def test_a_long_name_alone_does_not_cost_the_score_column() -> None:
    """A name too long for the terminal is broken in the header whether SCORE stays or not:
    it is no reason to leave SCORE out."""
    game = JottoGame(["maple", "grown"], 0, default_valid())
    game.apply(Test("whale"))
    sheet = build_pad(game, ["Bartholomew" * 4, "Bot"])
    table = next(b for b in sheet.blocks if isinstance(b, Table))
    # LINE SCORE WHALE JOTS TEST (Bot has not tested) JOTS, a space between each
    assert compact_width(table) == 4 + 5 + 5 + 4 + 4 + 4 + 5


@pytest.mark.parametrize("columns", [50, 56, 60])
def test_the_two_test_word_headings_wrap_alike(columns: int) -> None:
    """Both sides' TEST WORD columns get the same width when the headings must wrap (session
    16's note: at 60 columns "You TEST WORD" stayed whole while "Bot TEST" / "WORD" wrapped in
    a column two narrower)."""
    from rich.console import Console

    from parlor.core.scorepad import render_rich

    sheet = build_pad(JottoGame(["maple", "grown"], 0, default_valid()), ["You", "Bot"])
    console = Console(width=columns, color_system=None, record=True)
    console.print(render_rich(sheet))
    lines = console.export_text().splitlines()
    top = next(line for line in lines if line.startswith("┏"))
    cells = [len(part) for part in top.strip("┏┓").split("┳")]
    assert len(cells) == 6 and cells[2] == cells[4], top
    heads = [line for line in lines if line.startswith("┃")]
    assert sum("You" in h for h in heads) == sum("Bot" in h for h in heads) == 1
    assert [h.split("┃")[3].strip() for h in heads] == [
        h.split("┃")[5].strip().replace("Bot", "You") for h in heads
    ]
