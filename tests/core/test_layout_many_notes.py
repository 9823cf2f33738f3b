"""Judge AW19 #1: a pad with more penalty notes than a page holds was cut into a part for each
note (18 parts on 6 A4 pages for a game where every answer was wrong), its 3-row totals table
split 2/1: the break walked back over the whole run of notes. A run of notes breaks between
two of them now, and only its first goes over with the block it is written under."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app


def test_a_pad_of_many_penalties_fills_its_pages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    answers = "maple\ngrown\n" + "fight\n2\nfight\n1\n" * 19 + "grown\n"  # every answer wrong
    args = ["jotto", "--vs", "human", "--announce", "--first", "1", "--name1", "Ann"]
    played = CliRunner().invoke(app, [*args, "--name2", "Bob"], input=answers)
    assert "JOTTO! Ann found GROWN on line 20" in played.output, played.output[-3000:]
    out = tmp_path / "pads.html"
    written = CliRunner().invoke(app, ["jotto", "sheet", "-o", str(out)])
    assert written.exit_code == 0, written.output
    html = out.read_text()
    assert html.count('class="page"') == 3  # (6: a note a part)
    parts = {int(m) for m in re.findall(r"\d+ of (\d+)", html)}
    assert parts == {3}, parts
    assert html.count("Penalty,") == 2 * 19 * 2  # every note printed (in both pads)
