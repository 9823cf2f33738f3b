"""Play-test after the judge's K4 (answers read alike at every call prompt): 'yes' (or 'y',
'ok') where no one call is the yes, at the Slam prompt or in round 2, asks to what ('yes to
what? Type slam to bid Slam, or pass'); it was "not a call: 'yes'", while 'no' there passes and
'yes' in round 1 accepts."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session
from .test_ui_playtest import round_two


def _refusals(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("!")]


@pytest.mark.parametrize("answer", ["yes", "y", "OK"])
def test_yes_at_the_slam_prompt_asks_to_what(answer: str) -> None:
    # Example 1, the second bidding: A, the declarer, may bid Slam or pass.
    text = run_until_end_of_input(session(partial(1, 3), [answer]))
    assert _refusals(text) == [f"! {answer!r} to what? Type slam to bid Slam, or pass"]


def test_yes_in_round_two_asks_to_what() -> None:
    text = run_until_end_of_input(session(round_two(), ["yes"]))
    (said,) = _refusals(text)
    assert said.startswith("! 'yes' to what? Choose 1-")
    assert said.endswith(" or name the call")


def test_yes_in_round_one_still_accepts_and_no_at_the_slam_prompt_passes() -> None:
    assert "You accept" in run_until_end_of_input(session(partial(1, 0), ["yes"]))
    assert "You pass (no Slam)" in run_until_end_of_input(session(partial(1, 3), ["no"]))


def test_yes_at_the_nullo_prompt_asks_to_what() -> None:
    # Example 3, the second bidding: A, the defender, may bid Nullo or pass.
    text = run_until_end_of_input(session(partial(3, 2), ["yes"]))
    assert _refusals(text) == ["! 'yes' to what? Type nullo to bid Nullo, or pass"]
