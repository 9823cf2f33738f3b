"""The compact rubber sheet (``sheet`` at a prompt of a short terminal) keeps to the screen's
width with a long name (judge session 11, W1): its columns were at least as wide as their
longest label and heading, so at 80 columns rich drew it wider than the screen and cut it
('30' for 300, the Bot's column gone). Now the labels and the name's heading are wrapped
between words, every score whole, the tables still lined up."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from parlor.core.prompt import EndOfInput, ScriptedInput
from parlor.jojotte import replay_record
from parlor.jojotte.cli import build_session
from parlor.jojotte.record import load_sitting
from parlor.jojotte.sheet import sitting_sheets
from parlor.jojotte.ui import _compact_sheet, rubber_sheet

NAME = "Zoë Łukasz-Ångström the Magnificent"


@pytest.fixture(scope="module")
def record(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A rubber won by the long-named player (the judge's game: 2 to every question)."""
    home = tmp_path_factory.mktemp("home")
    answers = "2\n" * 400
    subprocess.run(
        [
            sys.executable,
            "-m",
            "parlor",
            "jojotte",
            "--level",
            "easy",
            "--seed",
            "77",
            "--name",
            NAME,
        ],
        input=answers,
        capture_output=True,
        text=True,
        env={**os.environ, "PARLOR_HOME": str(home), "PYTHONIOENCODING": "utf-8"},
        timeout=120,
        check=False,
    )
    found = sorted((home / "records").glob("jojotte-*.json"))
    assert found, "no record written"
    return found[0]


def _drawn(record: Path, width: int) -> str:
    sheet = sitting_sheets(load_sitting(record))[0]
    c = Console(file=io.StringIO(), width=width, color_system=None, highlight=False)
    c.print(_compact_sheet(sheet))
    f = c.file
    assert isinstance(f, io.StringIO)
    return f.getvalue()


@pytest.mark.parametrize("width", [80, 60, 40, 30])
def test_the_compact_sheet_keeps_to_the_width_with_every_score_whole(
    record: Path, width: int
) -> None:
    wide = _drawn(record, 200)
    text = _drawn(record, width)
    lines = text.splitlines()
    assert max(len(line) for line in lines) <= width, text
    # the same scores as the sheet drawn wide, none cut ('30' for 300)
    scores = sorted(re.findall(r"(?<![\w-])\d+(?![\w-])", wide))
    assert sorted(re.findall(r"(?<![\w-])\d+(?![\w-])", text)) == scores, text
    assert "300" in scores
    # the other player's column is there, in line from table to table
    bots = [line.rstrip().rindex("Bot") for line in lines if line.rstrip().endswith("Bot")]
    assert len(bots) == 3 and len(set(bots)) == 1, text


def test_wide_enough_the_compact_sheet_is_as_before(record: Path) -> None:
    text = _drawn(record, 120)
    assert f"game 1: {NAME}" in text  # the label whole, on its line
    assert any(line.rstrip().endswith(f"{NAME}   Bot") for line in text.splitlines()), text


def test_sheet_at_the_prompt_of_an_80x24_terminal(record: Path) -> None:
    data: dict[str, Any] = json.loads(record.read_text(encoding="utf-8"))
    deal = data["rubbers"][0]["deals"][-1]
    deal["actions"] = deal["actions"][:1]  # deal 3, the long-named player to call
    data.pop("finished", None)
    sitting = replay_record(data)
    c = Console(
        file=io.StringIO(),
        width=80,
        height=24,
        force_terminal=True,
        color_system=None,
        highlight=False,
        emoji=False,
    )
    s = build_session(c, {"level": "easy", "seed": 1}, sitting)
    s.inp = ScriptedInput(["sheet"])
    with pytest.raises(EndOfInput):
        s.run()
    f = c.file
    assert isinstance(f, io.StringIO)
    out = f.getvalue()
    shown = out[out.rindex("Jo-Jotte rubber sheet") :].splitlines()
    assert max(len(line) for line in shown) <= 80, "\n".join(shown)
    assert not any("┃" in line for line in shown)  # (the compact sheet: 24 lines)
    assert sum(line.rstrip().endswith("Bot") for line in shown) == 3, "\n".join(shown)
    # the totals whole, as the sheet drawn wide has them
    wide = Console(file=io.StringIO(), width=200, color_system=None)
    wide.print(_compact_sheet(rubber_sheet(sitting)))
    assert isinstance(wide.file, io.StringIO)
    total = next(x for x in wide.file.getvalue().splitlines() if x.startswith("total "))
    assert total.split() in [line.split() for line in shown], shown
