"""Round 17: a damaged record or save names a wrong value as JSON writes it, and short: a
list by its length ('got a list of 3000 items'; the 3000 numbers were written out, a 17,000
character message), ``null`` and ``true`` as JSON says them (it said None and True), a long
string cut; and a save's level that is no level's name is said as the save's level."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest
from rich.console import Console

from parlor.core.records import RecordError
from parlor.jojotte.cli import build_session
from parlor.jojotte.record import ReplayError, replay_record, shown_value

from .jojotte_helpers import RECORDS
from .test_ui import partial


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        (None, "null"),
        (True, "true"),
        (False, "false"),
        (3, "3"),
        (0.5, "0.5"),
        ("no", "'no'"),
        ("x" * 300, "'xxxxxxxxxxxxxxxxx...'"),
        (list(range(3000)), "a list of 3000 items"),
        ([], "an empty list"),
        ({"a": 1}, "an object"),
    ],
)
def test_a_value_is_shown_as_json_writes_it_and_short(value: object, shown: str) -> None:
    assert shown_value(value) == shown


def test_a_damaged_action_is_named_by_what_it_is() -> None:
    data: dict[str, Any] = json.loads((RECORDS / "example1.json").read_text())
    data["rubbers"][0]["deals"][0]["actions"][3] = list(range(3000))
    with pytest.raises(ReplayError) as exc:
        replay_record(data)
    assert str(exc.value) == (
        "rubber 1, deal 1, action 4: an action is a string (got a list of 3000 items)"
    )


@pytest.mark.parametrize(
    ("key", "value", "said"),
    [
        ("seed", [1] * 3000, "the save's seed must be an integer (got a list of 3000 items)"),
        ("think", None, "the save's think time must be 0.01 to 60.0 seconds (got null)"),
        ("ascii", None, "the save's ascii setting must be true or false (got null)"),
        ("hint", "x" * 3000, "the save's hint setting must be true or false (got 'xxxxx"),
        ("level", [1, 2], "the save's level must be one of easy, medium, hard (got a list of 2"),
        ("level", "expert", "the save's level must be one of easy, medium, hard (got 'expert')"),
    ],
)
def test_a_damaged_save_setting_is_named_short(key: str, value: object, said: str) -> None:
    console = Console(file=io.StringIO(), width=80)
    settings = {"level": "easy", "seed": 1, "think": 0.3, key: value}
    with pytest.raises(RecordError) as exc:
        build_session(console, settings, partial(1, 0))
    assert str(exc.value).startswith(said)
    assert len(str(exc.value)) < 120
