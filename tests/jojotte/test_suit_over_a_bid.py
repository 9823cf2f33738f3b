"""Round 13 (a newcomer's eye): a suit named in answer to a bid says there are no suit
overcalls. It said "not allowed: answer the suit bid with nt, double or pass"."""

from __future__ import annotations

import json
from typing import Any

from parlor.jojotte import replay_record

from .jojotte_helpers import RECORDS
from .test_ui import run_until_end_of_input, session


def _answer(actions: list[str], answer: str) -> str:
    # Example 1's cards (dealer B, turn-up 10♥); A is the person.
    data: dict[str, Any] = json.loads((RECORDS / "example1.json").read_text())
    data["rubbers"][0]["deals"][0]["actions"] = actions
    return run_until_end_of_input(session(replay_record(data), [answer]))


def test_another_suit_over_a_suit_bid() -> None:
    text = _answer(["pass", "pass", "pass", "bid S"], "diamonds")  # B names spades
    assert "! no other suit may be bid now: answer B's spades with No-Trump, double or pass" in (
        text
    )
    assert "answer the suit bid" not in text


def test_a_suit_over_no_trump() -> None:
    text = _answer(["pass", "pass", "pass", "nt"], "hearts")
    assert "! no other suit may be bid now: answer B's No-Trump with double or pass" in text
