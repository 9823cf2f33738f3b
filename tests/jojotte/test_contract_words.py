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
    assert "Contract: hearts by You, doubled by B" in text
    assert "hearts doubled by You" not in text


def test_a_redoubled_contract_and_a_plain_one() -> None:
    assert "Contract: hearts by You, doubled by B and redoubled" in _after(
        ["accept", "double", "redouble"]
    )
    text = _after(["accept", "pass"])
    assert "Contract: hearts by You" in text and "doubled" not in text


def test_replay_and_analyze_name_the_doubler_as_the_game_does() -> None:
    """The records' text (replay) said "hearts doubled by A" too: now as the game says it."""
    from parlor.jojotte.auction import SUIT_NAMES, Contract
    from parlor.jojotte.cards import NT
    from parlor.jojotte.game import describe_contract

    hearts = 1  # (a suit's index; its name from SUIT_NAMES)
    name = SUIT_NAMES[hearts]
    assert describe_contract(Contract(hearts, 0, 2, False, False), ("A", "B")) == (
        f"{name} by A, doubled by B"
    )
    assert describe_contract(Contract(hearts, 1, 4, True, False), ("A", "B")) == (
        f"{name} Slam by B, doubled by A and redoubled"
    )
    assert describe_contract(Contract(NT, 0, 1, False, True), ("A", "B")) == "Nullo by A"
    assert describe_contract(Contract(NT, 1, 1, False, False), ("A", "B")) == "No-Trump by B"
    assert describe_contract(None) == "void deal"
