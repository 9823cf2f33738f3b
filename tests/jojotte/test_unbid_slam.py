"""Judge, session 11 (K1): the 100 for all nine tricks taken without a Slam bid is said in the
deal's result ('Bot took all nine tricks without bidding Slam: +100 above the line.'); only the
'slam You 0, Bot 100' of the points line showed it, never explained."""

from __future__ import annotations

import contextlib

from parlor.core.prompt import EndOfInput
from parlor.jojotte import Sitting
from parlor.jojotte.options import Options

from .test_ui import out, session


def _said(seed: int, level: str, answer: str) -> str:
    s = session(Sitting(Options(), ("You", "Bot")), [answer] * 80, level=level, seed=seed)
    with contextlib.suppress(EndOfInput):
        s.run()
    return " ".join(out(s.console).split())


def test_all_nine_tricks_unbid_by_you_says_the_100() -> None:
    text = _said(24, "medium", "2")  # hearts by You, no Slam bid: You take all nine
    assert "Result: hearts by You." in text
    assert "You took all nine tricks without bidding Slam: +100 above the line." in text


def test_all_nine_tricks_unbid_by_the_bot_says_the_100() -> None:
    text = _said(2, "medium", "2")  # diamonds by Bot, doubled: Bot takes all nine
    assert "Bot took all nine tricks without bidding Slam: +100 above the line." in text


def test_the_defender_taking_all_nine_against_a_slam_scores_100_and_says_so() -> None:
    text = _said(15, "medium", "1")  # No-Trump Slam by You; Bot takes all nine
    assert "The Slam fails (Bot took 9 tricks): no bonus, and no other penalty." in text
    assert "Bot took all nine tricks without bidding Slam: +100 above the line." in text


def test_a_slam_bid_and_made_is_not_said_as_unbid() -> None:
    text = _said(5, "easy", "1")
    assert "Slam made! (+500 above the line)" in text
    assert "without bidding Slam" not in text
