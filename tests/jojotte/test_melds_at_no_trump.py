"""Round 15 (a judge's finding): at the melds prompt of a No-Trump deal, 'KH-QH' was told
"a sequence has three or more cards: 'kh-qh'; the King and Queen of trumps score 20 as
Jo-Jotte when they are played, Jo said with the King (e.g. KH jo)..." - there are no trumps
at No-Trump, and the answer was echoed lower-cased."""

from __future__ import annotations

import json
from typing import Any

from parlor.jojotte import Sitting, replay_record

from .jojotte_helpers import RECORDS
from .test_ui import partial, run_until_end_of_input, session


def _no_trump_deal() -> Sitting:
    """Example 2 with A's No-Trump overcall of B's spades: A (the person) is next to pass or
    bid Slam, then declares."""
    data: dict[str, Any] = json.loads((RECORDS / "example2.json").read_text())
    data["rubbers"][0]["deals"][0]["actions"] = ["pass", "pass", "bid S", "nt", "pass"]
    return replay_record(data)


def _said(sitting: Sitting, answers: list[str]) -> str:
    return " ".join(run_until_end_of_input(session(sitting, answers)).split())


def test_a_king_and_queen_at_no_trump_are_told_only_that_a_sequence_needs_three() -> None:
    text = _said(_no_trump_deal(), ["pass", "KH-QH"])
    assert "! a sequence has three or more cards: 'KH-QH'" in text
    assert "Jo-Jotte" not in text.split("KH-QH")[-1]
    assert "trumps" not in text.split("KH-QH")[-1]


def test_jo_jotte_named_at_no_trump_says_there_is_none() -> None:
    text = _said(_no_trump_deal(), ["pass", "belote"])
    assert "! 'belote' is no meld: the deal is played at No-Trump, so there is no Jo-Jotte" in text


def test_a_king_and_queen_in_a_suit_contract_are_still_told_of_jo_jotte() -> None:
    # Example 1, action 6: A declares; hearts are trumps.
    text = _said(partial(1, 6), ["Kh-Qh"])
    assert "! a sequence has three or more cards: 'Kh-Qh'; the King and Queen of trumps" in text


def test_a_meld_refused_is_echoed_as_typed() -> None:
    text = _said(partial(1, 6), ["XyZ"])
    assert "! not a meld: 'XyZ'" in text
