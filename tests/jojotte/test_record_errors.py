"""Round 6: a damaged record's long value is cut in the error ('XXXXXXXXXXXXXXXXX...'), as
--option's values are; the message was as long as the value."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from parlor.core.records import RecordError
from parlor.jojotte.record import load_sitting

from .jojotte_helpers import load_example


def _damaged(tmp_path: Path, change: str) -> str:
    data = load_example(1)
    deal = data["rubbers"][0]["deals"][0]
    if change == "card":
        deal["deck"][0] = "X" * 300
    elif change == "action":
        deal["actions"][5] = "declare " + "KS-" * 200
    else:
        data["options"] = {"fours": "x" * 500}
    path = tmp_path / f"{change}.json"
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError) as caught:
        load_sitting(path)
    return str(caught.value).removeprefix(f"{path}: ")


def test_a_long_value_in_a_damaged_record_is_cut_in_the_message(tmp_path: Path) -> None:
    assert _damaged(tmp_path, "card") == (
        "rubber 1, deal 1: card 1 of the deck: not a card: 'XXXXXXXXXXXXXXXXX...' (write "
        "e.g. QS, 10H, TH or J♥)"
    )
    assert _damaged(tmp_path, "action") == (
        "rubber 1, deal 1, action 6: 'declare KS-KS-KS-...': not a sequence of one suit "
        "in meld order: 'KS-KS-KS-KS-KS-KS...'"
    )
    assert _damaged(tmp_path, "options") == (
        "options: option fours must be flat100 or belote, not 'xxxxxxxxxxxxxxxxx...'"
    )


def test_a_short_value_is_shown_whole(tmp_path: Path) -> None:
    data = load_example(1)
    data["rubbers"][0]["deals"][0]["deck"][0] = "ZZ"
    path = tmp_path / "short.json"
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError, match="card 1 of the deck: not a card: 'ZZ'"):
        load_sitting(path)
