"""Round 16: a pass answering an accept or a suit bid says what it declines, as the passes
after No-Trump and a double do since round 14: 'You accept ♥ (hearts), B passes (no overcall
or double), B passes (no Nullo)' (it read 'B passes, B passes (no Nullo)'); without No-Trump
(-o no_trump=off) only the double is declined."""

from __future__ import annotations

import json
from typing import Any

from parlor.jojotte import replay_record

from .jojotte_helpers import RECORDS
from .test_ui import run_until_end_of_input, session


def _table(options: dict[str, Any]) -> str:
    # Example 1 at the exchange: A accepted, B passed; then B no Nullo, A no Slam.
    data: dict[str, Any] = json.loads((RECORDS / "example1.json").read_text())
    data["options"] = options
    deal = data["rubbers"][0]["deals"][0]
    deal["actions"] = deal["actions"][:2]
    return " ".join(run_until_end_of_input(session(replay_record(data), [])).split())


def test_the_pass_answering_the_accept_says_what_it_declines() -> None:
    text = _table({})
    assert (
        "Calls: You accept ♥ (hearts), B passes (no overcall or double), B passes (no Nullo)"
        in text
    )
    assert "B passes, B passes" not in text


def test_without_no_trump_only_the_double_is_declined() -> None:
    text = _table({"no_trump": False})
    assert "Calls: You accept ♥ (hearts), B passes (no double), B passes (no Nullo)" in text
