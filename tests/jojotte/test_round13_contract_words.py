"""Round 13 (a newcomer's eye): a doubled contract says who doubled it.

"Contract: hearts doubled by A" read as if A had doubled, when A was the declarer and B
had doubled; now it reads "hearts by A, doubled by B"."""

from __future__ import annotations

import json
from typing import Any

from parlor.jojotte import replay_record

from .jojotte_helpers import RECORDS
from .test_ui import run_until_end_of_input, session


def _after(actions: list[str]) -> str:
    # Example 1's cards (dealer B, turn-up 10♥), A the person, the auction as given.
    data: dict[str, Any] = json.loads((RECORDS / "example1.json").read_text())
    data["rubbers"][0]["deals"][0]["actions"] = actions
    return run_until_end_of_input(session(replay_record(data), []))


def test_a_doubled_contract_names_the_declarer_and_the_doubler() -> None:
    text = _after(["accept", "double", "pass"])
    assert "Contract: hearts by A, doubled by B" in text
    assert "hearts doubled by A" not in text


def test_a_redoubled_contract_and_a_plain_one() -> None:
    assert "Contract: hearts by A, doubled by B and redoubled" in _after(
        ["accept", "double", "redouble"]
    )
    text = _after(["accept", "pass"])
    assert "Contract: hearts by A" in text and "doubled" not in text
