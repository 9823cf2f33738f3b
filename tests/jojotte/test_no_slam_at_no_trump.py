"""Round 16: with Slam off at No-Trump (-o slam_at_no_trump=off), a No-Trump declarer is not
asked for a Slam, and is now told why the bidding ended ('No Slam at No-Trump at this table:
the bidding is over.'); the melds came without a word, and 'slam' typed there was told only
that the bidding is over."""

from __future__ import annotations

from parlor.jojotte import Sitting
from parlor.jojotte.options import Options

from .test_ui import run_until_end_of_input, session

_SAID = "No Slam at No-Trump at this table: the bidding is over."


def _overcall(**options: bool) -> str:
    # Seed 21: the bot bids hearts in round 2 and You overcall No-Trump.
    sitting = Sitting(Options(**options), ("You", "Bot"))
    return run_until_end_of_input(session(sitting, ["2", "nt"], level="medium", seed=21))


def test_the_no_trump_declarer_is_told_why_no_slam_is_asked() -> None:
    text = _overcall(slam_at_no_trump=False)
    assert "You overcall No-Trump." in text
    assert _SAID in text
    assert text.index(_SAID) < text.index("Your melds:")


def test_with_slam_allowed_the_declarer_is_asked_as_before() -> None:
    text = _overcall()
    assert "You overcall No-Trump." in text
    assert _SAID not in text and "you may bid Slam, or pass" in text
