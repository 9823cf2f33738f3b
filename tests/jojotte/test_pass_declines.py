"""Round 14: a pass after a No-Trump bid or a double says what it declines.

After "You overcall No-Trump" the table read "Bot passes, Bot passes (no Nullo)": the first
pass (no double) and the second bidding's looked alike. Now "Bot passes (no double)", and
after a double "(no redouble)"."""

from __future__ import annotations

import json
from typing import Any

from parlor.jojotte import replay_record

from .jojotte_helpers import RECORDS
from .test_ui import partial, run_until_end_of_input, session


def test_a_pass_after_your_overcall_is_no_double() -> None:
    # Example 2, action 3: You overcall B's spades; B (the bot) passes.
    text = run_until_end_of_input(session(partial(2, 3), ["nt"]))
    assert "B passes (no double).\n" in text
    assert "You overcall No-Trump, B passes (no double), B passes (no Nullo)" in text


def test_a_pass_after_a_double_is_no_redouble() -> None:
    data: dict[str, Any] = json.loads((RECORDS / "example1.json").read_text())
    data["rubbers"][0]["deals"][0]["actions"] = ["accept", "double", "pass"]
    text = run_until_end_of_input(session(replay_record(data), []))
    assert "Calls: You accept ♥ (hearts), B doubles, You pass (no redouble)" in text


def test_other_passes_are_as_before() -> None:
    text = run_until_end_of_input(session(partial(1, 0), ["pass"]))
    assert "You pass.\n" in text
    text = run_until_end_of_input(session(partial(1, 4), []))  # B's pass answers the accept
    assert (
        "Calls: You accept ♥ (hearts), B passes (no overcall or double), B passes (no Nullo), "
        "You pass (no Slam)" in text
    )
