"""Judge AW19 #4: the text sheet of a sitting changed its column widths from rubber to rubber
(a "game 1: NAME" label in the later rubbers only widened theirs), where the terminal sheet
draws every rubber in one layout: a printed page's number columns jumped left and right."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app


def test_every_rubber_of_the_text_sheet_in_one_layout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    played = CliRunner().invoke(
        app,
        [
            "jojotte",
            "--level",
            "medium",
            "--seed",
            "11",
            "--rubbers",
            "4",
            "--name",
            "Bartholomew Longname",
        ],
        input="1\n" * 20000,
    )
    assert "The sitting is recorded in" in played.output, played.output[-2000:]
    out = CliRunner().invoke(app, ["jojotte", "sheet", "-f", "text"])
    assert out.exit_code == 0, out.output
    headings = re.findall(r"^(?:Above|Below) the line +Bartholomew Longname", out.stdout, re.M)
    labels = re.findall(r"^game \d: .*$", out.stdout, re.M)
    assert len(headings) == 8 and labels  # (four rubbers; games won in some)
    assert len({len(h) for h in headings}) == 1, headings
