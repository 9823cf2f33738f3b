"""Round 15 (a play-test): a rank with Jo or Jotte at the card prompt ('K jo', 'king jo', 'Q
jotte', 'K nojo') was "not a card" or "which king?", though Jo and Jotte go only with the King
and Queen of trumps: they are those cards now."""

from __future__ import annotations

import json
from typing import Any

import pytest

from parlor.jojotte import Sitting, replay_record

from .jojotte_helpers import RECORDS
from .test_ui import partial, run_until_end_of_input, session


def _said(n: int, k: int, answer: str) -> str:
    return " ".join(run_until_end_of_input(session(partial(n, k), [answer])).split())


@pytest.mark.parametrize("answer", ["K jo", "king jo", "jo king", "the king jo"])
def test_the_king_with_jo_is_the_king_of_trumps_saying_jo(answer: str) -> None:
    # Example 1, action 12: You lead, holding K♥ Q♥ (hearts are trumps) and K♦.
    assert 'You play K♥ and say "Jo".' in _said(1, 12, answer), answer


@pytest.mark.parametrize("answer", ["K nojo", "king no jo"])
def test_the_king_without_jo_is_the_king_of_trumps(answer: str) -> None:
    text = _said(1, 12, answer)
    assert "You play K♥." in text, answer
    assert "which king" not in text, answer


def test_the_queen_with_jotte_is_the_queen_of_trumps() -> None:
    # Action 14: A said Jo with K♥ and leads again.
    assert 'You play Q♥ and say "Jotte"' in _said(1, 14, "Q jotte")


def test_without_trumps_the_king_with_jo_says_there_are_none() -> None:
    assert "! there are no trumps in this deal: Nullo is played without trumps" in _said(
        3, 5, "K jo"
    )


def _no_trump_deal() -> Sitting:
    """Example 2 with A's No-Trump overcall of B's spades; You declare none and leads."""
    data: dict[str, Any] = json.loads((RECORDS / "example2.json").read_text())
    data["rubbers"][0]["deals"][0]["actions"] = ["pass", "pass", "bid S", "nt", "pass"]
    return replay_record(data)


@pytest.mark.parametrize("answer", ["jo", "jotte", "belote", "QS jotte"])
def test_at_no_trump_jo_and_jotte_say_there_are_no_trumps(answer: str) -> None:
    # They said "no card of yours says Jo now: Jo goes with the King of trumps while you hold
    # the Queen", and "Q♠ says no Jotte: Jotte goes with the Queen of trumps after Jo".
    s = session(_no_trump_deal(), ["pass", "none", answer])
    text = " ".join(run_until_end_of_input(s).split())
    assert (
        "! there are no trumps in this deal: it is played at No-Trump, so there is no Jo-Jotte"
        in text
    ), answer
