"""Round 16: keeping the 7 of trumps is said as the exchange is, with the player's name and the
cards ('Zoe keeps 7♥ rather than take the turn-up 10♥.', as 'Zoe exchanges 7♥ for the turn-up
10♥.'); it said 'You keep the 7 of trumps.' whatever the name."""

from __future__ import annotations

import json

import pytest

from parlor.jojotte import replay_record

from .jojotte_helpers import RECORDS
from .test_ui import run_until_end_of_input, session


def _at_the_exchange(name: str) -> str:
    # Example 1, action 4: A holds 7♥ and may take the turn-up 10♥.
    data = json.loads((RECORDS / "example1.json").read_text())
    data["players"] = [name, "B"]
    data["rubbers"][0]["deals"][0]["actions"] = data["rubbers"][0]["deals"][0]["actions"][:4]
    return run_until_end_of_input(session(replay_record(data), ["n"]))


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("Zoe", "You keep 7♥ rather than take the turn-up 10♥."),  # (round 18: "you")
        ("You", "You keep 7♥ rather than take the turn-up 10♥."),
    ],
)
def test_keeping_the_seven_is_said_as_the_exchange_is(name: str, said: str) -> None:
    text = _at_the_exchange(name)
    assert said in text
    assert "7 of trumps." not in text
