"""Round 17: replay keeps to 80 columns with long names. A 40-letter name drew each trick in
columns 150 wide, and the totals ran past 80 columns; the tricks now go in words, broken
between them, and a number stays with its name ('Bot 57', not 'Bot' and '57' a line down).
Short names keep the columns."""

from __future__ import annotations

import json
from typing import Any

from parlor.jojotte import replay_record
from parlor.jojotte.text import sitting_lines

from .jojotte_helpers import RECORDS

_LONG = "Wolfgang Amadeus Mozart the Third of Sal"


def _lines(names: list[str]) -> list[str]:
    data: dict[str, Any] = json.loads((RECORDS / "example1.json").read_text())
    old = data["players"]
    text = json.dumps(data)
    for a, b in zip(old, names, strict=True):
        text = text.replace(f'"{a}"', json.dumps(b))
    return sitting_lines(replay_record(json.loads(text)))


def test_long_names_keep_to_80_columns() -> None:
    lines = _lines([_LONG, "Bot"])
    assert all(len(line) <= 80 for line in lines), [x for x in lines if len(x) > 80]
    tricks = lines[lines.index("  Tricks:") + 1 :]
    assert tricks[0] == f"    1. Bot AC, {_LONG} 9C -> Bot 11"
    assert tricks[1] == f"    2. Bot TC, {_LONG} TH"  # (too long with the winner: under it)
    assert tricks[2] == f"       -> {_LONG} 20"
    total = lines[-2:]
    assert total[-1].split()[-2:] == ["Bot", "31"]  # the name with its number


def test_short_names_keep_the_columns() -> None:
    lines = _lines(["A", "B"])
    tricks = lines[lines.index("  Tricks:") + 1 :]
    assert tricks[0] == "    1. B AC         A 9C         -> B 11"
