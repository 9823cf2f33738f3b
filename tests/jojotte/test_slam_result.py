"""Round 16: a Slam's result says what it scores: 'Slam made! (+500 above the line)', and a
failed one who took the tricks and that it costs nothing more ('The Slam fails (Bot took 2
tricks): no bonus, and no other penalty.', rules section 8). It said 'the contract is made, ...
The Slam fails.', which left a newcomer wondering what a failed Slam costs."""

from __future__ import annotations

import contextlib

from parlor.core.prompt import EndOfInput
from parlor.jojotte import Sitting
from parlor.jojotte.options import Options

from .test_ui import out, session


def _said(seed: int, level: str) -> str:
    """A sitting answering 1 at every prompt (a Slam bid whenever it may be)."""
    s = session(Sitting(Options(), ("You", "Bot")), ["1"] * 60, level=level, seed=seed)
    with contextlib.suppress(EndOfInput):
        s.run()
    return " ".join(out(s.console).split())


def test_a_failed_slam_says_who_took_the_tricks_and_what_it_costs() -> None:
    text = _said(1, "medium")
    assert "The Slam fails (Bot took 2 tricks): no bonus, and no other penalty." in text
    assert "The Slam fails." not in text


def test_a_slam_made_says_its_bonus() -> None:
    assert "Slam made! (+500 above the line)" in _said(5, "easy")
