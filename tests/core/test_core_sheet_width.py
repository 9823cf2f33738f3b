"""Text sheets printed to a terminal narrower than they are (``parlor jotto pad`` at 40
columns) fit its width, as the games' pads do: the 68-column pad was wrapped by the terminal
inside its cells ('FLAS' / 'K'). Files keep the sheet's own layout."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len

from parlor.core import render_output
from parlor.core.render_output import emit_sheets
from parlor.core.scorepad import Cell, Note, ScoreSheet, Table, render_text
from parlor.jotto.pad import blank_pad


def _played() -> ScoreSheet:
    sheet = blank_pad(target=150)
    table = next(b for b in sheet.blocks if isinstance(b, Table))
    table.rows[0] = [Cell("(100)"), Cell("FLASK"), Cell("2"), Cell("CRANE"), Cell("3")]
    sheet.blocks.append(Note("JOTTO on line 1: Ann scores 100 + 21 jots = 121, and the match"))
    return sheet


@pytest.mark.parametrize("width", [30, 40, 50])
def test_a_pad_fits_a_narrow_terminal_with_its_cells_whole(width: int) -> None:
    text = render_text(_played(), width)
    lines = text.splitlines()
    assert max(cell_len(line) for line in lines) <= width
    row = next(line for line in lines if "FLASK" in line)
    assert row.split()[:5] == ["(100)", "FLASK", "2", "CRANE", "3"]  # the cells, whole
    assert "ELIMINATING ALPHABET:" in text and "A B C" in text  # (at 30: the title alone)
    assert "OPPONENT" in text and "SCORE" in text


def test_without_a_width_the_layout_is_the_sheets_own() -> None:
    sheet = _played()
    assert render_text(sheet) == render_text(sheet, 200)
    assert max(cell_len(line) for line in render_text(sheet).splitlines()) > 60


def test_wrapped_headings_keep_their_words_where_they_fit() -> None:
    sheet = ScoreSheet(
        "T", blocks=[Table(["OPPONENT'S TEST WORD", "JOTS"], [[Cell("A"), Cell("1")]])]
    )
    lines = render_text(sheet, 16).splitlines()
    assert "OPPONENT'S" in "\n".join(lines)  # between words, not inside one
    assert max(cell_len(line) for line in lines) <= 16


def test_a_terminal_gets_the_pad_at_its_width_and_a_file_its_own_layout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(render_output, "stdout_is_terminal", lambda: True)
    monkeypatch.setenv("COLUMNS", "40")
    emit_sheets([_played()], "text", None, "a4", "Jotto pad", "1 pad")
    shown = capsys.readouterr().out
    assert max(cell_len(line) for line in shown.splitlines()) <= 40
    out = tmp_path / "pad.txt"
    emit_sheets([_played()], "text", out, "a4", "Jotto pad", "1 pad")
    assert out.read_text() == render_text(_played())


def test_long_labels_wrap_before_a_heading_is_broken() -> None:
    # (the Jo-Jotte rubber sheet's totals at 30 columns: 'They' was broken 'Th' / 'ey')
    rows = [
        [Cell(label), Cell(""), Cell("")]
        for label in ("games won", "incl. rubber bonus (300)", "total")
    ]
    sheet = ScoreSheet(
        "Jo-Jotte", blocks=[Table(["Totals", "We", "They"], rows, ruled=True, align_with="x")]
    )
    lines = render_text(sheet, 30).splitlines()
    assert max(cell_len(line) for line in lines) <= 30
    assert any(line.split() == ["Totals", "We", "They"] for line in lines), lines
    at = next(i for i, line in enumerate(lines) if line.startswith("incl. rubber"))
    label = lines[at].split()[:-2] + lines[at + 1].split()
    assert " ".join(label) == "incl. rubber bonus (300)"  # wrapped between its words
    # the cells to write in, on its first line, room for a score in each (they had 2 and 4)
    assert lines[at].split()[-2:] == ["______", "______"]
