"""Round 15 (a judge's finding): a damaged Jo-Jotte save or record named the bad action by its
index from 0 ("action index 7" for the 8th action) and a bad card of the deck as "deck[5]";
they are counted from 1 now, as a person counts ("action 8", "card 6 of the deck")."""

from __future__ import annotations

import json
from typing import Any

import pytest

from parlor.jojotte import replay_record
from parlor.jojotte.record import ReplayError

from .jojotte_helpers import RECORDS


def _example1() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((RECORDS / "example1.json").read_text())
    return data


def test_a_bad_action_is_counted_from_one() -> None:
    data = _example1()
    data["rubbers"][0]["deals"][0]["actions"][7] = "dance"  # the 8th action
    with pytest.raises(ReplayError) as info:
        replay_record(data)
    assert str(info.value).startswith(
        "rubber 1, deal 1, action 8: dance: "
    )  # (unquoted: judge T14)
    assert "index" not in str(info.value)
    assert info.value.action_index == 7  # (the list's own index, for a program)


def test_a_bad_card_of_the_deck_is_counted_from_one() -> None:
    data = _example1()
    data["rubbers"][0]["deals"][0]["deck"][5] = "1X"  # the 6th card
    with pytest.raises(ReplayError) as info:
        replay_record(data)
    assert "rubber 1, deal 1: card 6 of the deck: not a card" in str(info.value)
    assert "deck[" not in str(info.value)
