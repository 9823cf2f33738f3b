"""Judge, session 11 (K1), in the replay: a deal's points line gives the slam bonus, 100 for
all nine tricks taken without a Slam bid (or 500 for a Slam made), as the game's result does;
the replay showed the 100 only inside the sheet's 'above' with nothing to say where it came
from."""

from __future__ import annotations

import contextlib

from parlor.core.prompt import EndOfInput
from parlor.jojotte import Sitting
from parlor.jojotte.options import Options
from parlor.jojotte.text import sitting_lines

from .test_ui import session


def _replayed(seed: int, level: str, answer: str) -> list[str]:
    s = session(Sitting(Options(), ("You", "Bot")), [answer] * 80, level=level, seed=seed)
    with contextlib.suppress(EndOfInput):
        s.run()
    return sitting_lines(s.sitting)


def test_all_nine_tricks_unbid_show_the_100_in_the_replay() -> None:
    lines = _replayed(24, "medium", "2")  # hearts by You, no Slam bid: You take all nine
    assert "  Trick points: You 125, Bot 0 (tricks You 9, Bot 0); slam bonus You 100, Bot 0" in (
        lines
    )


def test_a_slam_made_shows_its_500_and_other_deals_no_bonus() -> None:
    lines = _replayed(5, "easy", "1")
    points = [x for x in lines if x.startswith("  Trick points:")]
    assert any(x.endswith("slam bonus You 500, Bot 0") for x in points)
    assert any("slam bonus" not in x for x in points)
