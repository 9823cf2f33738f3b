"""Round 10 (a judge's eye): Nullo or Slam typed in the auction says when they are bid."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session


def _said(k: int, n: int, answer: str) -> str:
    """What example ``n`` at action ``k`` says to ``answer``, its lines joined (unwrapped)."""
    return " ".join(run_until_end_of_input(session(partial(n, k), [answer])).split())


_NOTE = "(Nullo and Slam are bid in the second bidding, once each holds nine cards)"


def test_nullo_or_slam_in_the_auction_says_when_they_come() -> None:
    # Example 1, action 0: round 1. 'nullo' said only "in round 1 only accept or pass is
    # allowed", as if Nullo were not in the game.
    for answer in ("nullo", "slam"):
        text = _said(0, 1, answer)
        assert f"! not allowed: in round 1 you may only accept or pass {_NOTE}" in text
    # Example 2, action 3: answering a suit bid.
    text = _said(3, 2, "nullo")
    assert _NOTE in text


def test_other_refused_calls_get_no_such_note() -> None:
    text = _said(0, 1, "double")
    assert "! not allowed: in round 1 you may only accept or pass" in text
    assert _NOTE not in text
    text = _said(2, 1, "nullo")  # the second bidding
    assert "! not allowed: Nullo is bid by the defender" in text and _NOTE not in text
