"""Round 13 (a newcomer's eye): a card typed at a call says what to type instead.

A newcomer types Q♣ to make clubs trumps; parlor said "this is a call, not a card", which
did not say what to type (and "this" read as Q♣)."""

from __future__ import annotations

import json
from typing import Any

from parlor.jojotte import replay_record

from .jojotte_helpers import RECORDS
from .test_ui import run_until_end_of_input, session


def _at_call(actions: list[str], answer: str) -> str:
    # Example 1's cards (dealer B, turn-up 10♥; A, the person, holds ♥ K Q 7, J♥, ♦ A K).
    data: dict[str, Any] = json.loads((RECORDS / "example1.json").read_text())
    data["rubbers"][0]["deals"][0]["actions"] = actions
    return run_until_end_of_input(session(replay_record(data), [answer]))


def test_a_card_of_the_turn_ups_suit_in_round_1_says_accept() -> None:
    text = _at_call([], "QH")
    assert "! Q♥ is a card: to make hearts trumps, type accept" in text
    assert "this is a call" not in text


def test_a_card_in_round_2_names_its_suit() -> None:
    text = _at_call(["pass", "pass"], "A♦")
    assert "! A♦ is a card: to make diamonds trumps, type diamonds" in text


def test_a_card_that_names_no_call_says_cards_come_later() -> None:
    text = _at_call([], "AD")  # round 1: diamonds cannot be named
    assert "! A♦ is a card, played after the bidding: now choose a call (1-2)" in text


def test_a_meld_at_a_call() -> None:
    text = _at_call([], "declare KH-QH-JH")
    assert "! melds are declared after the bidding: now choose a call (1-2 or its name)" in text
