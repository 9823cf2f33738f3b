"""Round 19 (judge J, finding 3): replay's "House rules:" line was one line of 161 characters
with the information card from the top and fours as in Belote; an 80-column terminal broke it
and left a lone "." on a line of its own. It is broken between words, as replay's other long
lines are, the next lines under the text after the label."""

from __future__ import annotations

import json
from typing import Any

from parlor.jojotte import replay_record
from parlor.jojotte.text import sitting_lines

from .jojotte_helpers import RECORDS


def _lines(options: dict[str, Any]) -> list[str]:
    data: dict[str, Any] = json.loads((RECORDS / "example1.json").read_text())
    data["options"] = options
    return sitting_lines(replay_record(data))


def test_the_house_rules_are_broken_between_words() -> None:
    lines = _lines({"info_card": "top", "fours": "belote"})
    assert lines[:3] == [
        "House rules: the information card from the top of the stock, fours as in Belote",
        "             (jacks 200, nines 150, aces, tens, kings, queens 100, eights and",
        "             sevens nothing).",
    ]
    assert lines[3].startswith("Deal 1:")
    assert all(len(line) <= 80 for line in lines), lines


def test_a_short_house_rules_line_is_as_before() -> None:
    assert _lines({"no_trump": False})[0] == "House rules: no No-Trump."
