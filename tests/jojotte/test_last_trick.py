"""Round 16: the ninth trick says the points it adds for being the last ('Trick 9: 8♠ 10♠ - B
wins it (+20, with 10 for the last trick).', rules section 1); its +20 for a ten alone was left
unexplained. With -o last_trick=0 nothing is added, and nothing is said."""

from __future__ import annotations

import json

from parlor.jojotte import replay_record

from .jojotte_helpers import RECORDS
from .test_ui import run_until_end_of_input, session


def _last_trick(options: dict[str, int]) -> str:
    # Example 1 up to its last card: A leads 8♠ to the ninth trick and B wins it with 10♠.
    data = json.loads((RECORDS / "example1.json").read_text())
    data["options"] = options
    deal = data["rubbers"][0]["deals"][0]
    deal["actions"] = deal["actions"][:-1]
    text = run_until_end_of_input(session(replay_record(data), []))
    return next(line.strip() for line in text.splitlines() if "Trick 9:" in line)


def test_the_last_trick_says_its_bonus() -> None:
    assert _last_trick({}) == "Trick 9: 8♠ 10♠ - B wins it (+20, with 10 for the last trick)."


def test_without_a_last_trick_bonus_nothing_is_said() -> None:
    assert _last_trick({"last_trick": 0}) == "Trick 9: 8♠ 10♠ - B wins it (+10)."
