"""Round 15 (a judge's finding): a card named by its rank and the word trump at the card
prompt ("jack of trumps", "J trumps", "trump jack") in a suit contract."""

from __future__ import annotations

import json
from typing import Any

import pytest

from parlor.jojotte import Sitting, replay_record

from .jojotte_helpers import RECORDS
from .test_ui import partial, run_until_end_of_input, session


def _said(n: int, k: int, answer: str) -> str:
    return " ".join(run_until_end_of_input(session(partial(n, k), [answer])).split())


@pytest.mark.parametrize(
    "answer",
    ["jack of trumps", "jack of trump", "the jack of trumps", "J trumps", "trump jack", "trumps J"],
)
def test_a_rank_of_trumps_is_that_card_of_the_trump_suit(answer: str) -> None:
    # Example 1, action 10: A must trump (hearts) and holds K♥ Q♥ J♥ 10♥. 'jack of trumps'
    # said "there are no trumps in this deal: it is played at No-Trump"; 'trump jack' said
    # "not a card".
    text = _said(1, 10, answer)
    assert "You play J♥." in text, answer
    assert "No-Trump" not in text, answer


def test_a_trump_not_held_is_said_not_held() -> None:
    for answer in ("ace of trumps", "trump A", "A of trumps"):
        text = _said(1, 10, answer)
        assert "! you do not hold A♥" in text, answer
        assert "No-Trump" not in text, answer


def test_a_trump_alone_is_still_any_trump() -> None:
    assert "! which heart? K♥, Q♥, J♥, 10♥" in _said(1, 10, "a trump")


def test_in_nullo_a_rank_of_trumps_says_nullo_has_none() -> None:
    # Example 3 is Nullo: it said "it is played at No-Trump", as for 'trump' alone.
    for answer in ("jack of trumps", "trump jack", "trump"):
        text = _said(3, 5, answer)
        assert "! there are no trumps in this deal: Nullo is played without trumps" in text


def _no_trump_deal() -> Sitting:
    """Example 2 with A's No-Trump overcall of B's spades."""
    data: dict[str, Any] = json.loads((RECORDS / "example2.json").read_text())
    data["rubbers"][0]["deals"][0]["actions"] = ["pass", "pass", "bid S", "nt", "pass"]
    return replay_record(data)


def test_at_no_trump_a_rank_of_trumps_says_there_are_none() -> None:
    for answer in ("jack of trumps", "trump jack", "trumps J"):
        s = session(_no_trump_deal(), ["pass", "none", answer])
        text = " ".join(run_until_end_of_input(s).split())
        assert "! there are no trumps in this deal: it is played at No-Trump" in text, answer
