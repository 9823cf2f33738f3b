"""Round 16: the replay says the exchange of the 7 as the game does ('A exchanges 7♥ for the
turn-up 10♥'); it said 'A exchanges 7♥ for 10♥'."""

from __future__ import annotations

from parlor.jojotte.text import sitting_lines

from .test_ui import partial


def test_the_replay_names_the_turn_up_taken() -> None:
    lines = sitting_lines(partial(1, 10))
    assert "  A exchanges 7H for the turn-up TH" in lines
