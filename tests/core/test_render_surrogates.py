"""Round 17: a record whose name holds a lone surrogate (JSON allows "\\ud800"; a hand-edited
or damaged record) stopped parlor jotto sheet -o x.html / .svg / .txt with 'internal error:
UnicodeEncodeError'. The character is written as '?'; the SVG and HTML stay well-formed."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from parlor.core.render_output import emit_sheets, render_sheets
from parlor.core.scorepad import Cell, ScoreSheet, Table


def _sheet() -> ScoreSheet:
    return ScoreSheet(
        "JOTTO",
        fields=[("NAME", "Ann\ud800x"), ("OPPONENT", "Bob")],
        blocks=[Table(["SCORE", "WORD"], [[Cell("100"), Cell("WH\udfffALE")]])],
    )


@pytest.mark.parametrize("fmt", ["text", "html", "svg"])
def test_a_lone_surrogate_is_written_as_a_question_mark(fmt: str, tmp_path: Path) -> None:
    path = tmp_path / f"sheet.{'txt' if fmt == 'text' else fmt}"
    emit_sheets([_sheet()], fmt, path, "a4", "Jotto: Ann\ud800x v Bob", "1 pad")
    written = path.read_text(encoding="utf-8")
    assert "Ann?x" in written and "WH?ALE" in written
    if fmt != "text":
        ET.fromstring(written.replace("<!DOCTYPE html>", ""))
    data = render_sheets([_sheet()], fmt)
    assert isinstance(data, str)
    data.encode("utf-8")  # (no UnicodeEncodeError)
