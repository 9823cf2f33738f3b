"""Round 14: replay's lines keep to 80 columns, broken between words.

"  Auction: Bot pass, You accept, Bot overcall No-Trump, You double, Bot pass -> No-Trump by
Bot, doubled by You" was 104 characters: an 80-column terminal broke it inside a word. Long
lines now go on under the text after their label, the contract after "->" kept whole."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pytest import MonkeyPatch
from typer.testing import CliRunner

from parlor.jojotte import replay_record
from parlor.jojotte.cli import app
from parlor.jojotte.text import sitting_lines

from .jojotte_helpers import RECORDS


def _auction(actions: list[str], names: list[str]) -> list[str]:
    data: dict[str, Any] = json.loads((RECORDS / "example1.json").read_text())
    data["players"] = names
    data["rubbers"][0]["first_dealer"] = names[1]
    data["rubbers"][0]["deals"][0]["dealer"] = names[1]
    data["rubbers"][0]["deals"][0]["actions"] = actions
    return sitting_lines(replay_record(data))


def test_a_long_auction_is_broken_before_the_contract() -> None:
    # Example 1's cards (dealer B, turn-up 10♥): A accepts, B overcalls, A doubles, B
    # redoubles: the doubled contract after the arrow.
    lines = _auction(["accept", "nt", "double", "redouble"], ["Alexandra", "Bartholomew"])
    i = next(i for i, line in enumerate(lines) if line.startswith("  Auction: "))
    assert lines[i] == (
        "  Auction: Alexandra accept, Bartholomew overcall No-Trump, Alexandra double,"
    )
    assert lines[i + 1] == "           Bartholomew redouble"
    assert lines[i + 2] == (
        "           -> No-Trump by Bartholomew, doubled by Alexandra and redoubled"
    )
    assert all(len(line) <= 80 for line in lines), lines


def test_a_short_auction_stays_on_its_line() -> None:
    lines = _auction(["accept", "pass"], ["A", "B"])
    assert "  Auction: A accept, B pass -> hearts by A" in lines


def test_the_tricks_rows_are_left_as_they_stand() -> None:
    data: dict[str, Any] = json.loads((RECORDS / "example1.json").read_text())
    lines = sitting_lines(replay_record(data))
    rows = [line for line in lines if line.startswith("    ") and line.strip()[:1].isdigit()]
    assert len(rows) == 9, lines


def test_replay_keeps_to_a_narrower_terminal(tmp_path: Path, monkeypatch: MonkeyPatch) -> None:
    # 'Leftover' of session 16: replay was laid out for 80 columns whatever the screen, so at
    # 60 columns its long lines broke anyhow. It keeps to the screen now (40 at the least;
    # wider screens keep 80, as a pipe does).
    data: dict[str, Any] = json.loads((RECORDS / "example1.json").read_text())
    data["players"] = ["Alexandra", "Bartholomew"]
    data["rubbers"][0]["first_dealer"] = "Bartholomew"
    data["rubbers"][0]["deals"][0]["dealer"] = "Bartholomew"
    data["rubbers"][0]["deals"][0]["actions"] = ["accept", "nt", "double", "redouble"]
    record = tmp_path / "r.json"
    record.write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path / "home"))
    wide = CliRunner().invoke(app, ["replay", str(record)], env={"COLUMNS": "80"})
    assert wide.exit_code == 0, wide.output
    assert max(len(line) for line in wide.output.splitlines()) > 60  # (lines to narrow)
    for columns in (60, 40):
        got = CliRunner().invoke(app, ["replay", str(record)], env={"COLUMNS": str(columns)})
        assert got.exit_code == 0, got.output
        lines = got.output.splitlines()
        assert max(len(line) for line in lines) <= columns, lines
        # the same words, only broken otherwise
        assert " ".join(got.output.split()) == " ".join(wide.output.split())
    huge = CliRunner().invoke(app, ["replay", str(record)], env={"COLUMNS": "200"})
    assert huge.output == wide.output
