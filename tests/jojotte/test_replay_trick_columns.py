"""Round 10 of play-testing Jo-Jotte's replay: the tricks' columns."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

RECORDS = Path(__file__).parent / "records"


def _cells(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


@pytest.mark.parametrize("name", ["Alexandra", "名前"])
def test_the_tricks_stand_in_columns_whatever_the_names(tmp_path: Path, name: str) -> None:
    # The columns were 12 characters: a name of 9 letters with '10♥ jotte' ran past its
    # column, and a name in Japanese (two terminal columns a letter) pushed the rest right.
    data = json.loads((RECORDS / "example1.json").read_text())
    data["players"] = [name, "B"]
    path = tmp_path / "names.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    res = CliRunner().invoke(app, ["jojotte", "replay", str(path)])
    assert res.exit_code == 0, res.output
    lines = res.output.splitlines()
    start = lines.index("  Tricks:") + 1
    rows = lines[start : start + 9]
    assert all(row.startswith("    ") and " -> " in row for row in rows), rows
    arrows = {_cells(row[: row.index(" -> ")]) for row in rows}
    assert len(arrows) == 1, rows
    # the second card's column: after the leader's name and card, where the other name is
    seconds = set()
    for n, row in enumerate(rows, 1):
        other = " B " if row.startswith(f"    {n}. {name} ") else f" {name} "
        seconds.add(_cells(row[: row.index(other)]))
    assert len(seconds) == 1, rows
