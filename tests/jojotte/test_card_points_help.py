"""The card prompt's help gives the cards' points (judge AX19 #1)."""

from __future__ import annotations

from parlor.jojotte import replay_record

from .test_meld_tie import _tied_sequences
from .test_ui import run_until_end_of_input, session


def test_the_card_prompt_s_help_gives_the_card_points() -> None:
    """Judge AX19 #1: the help gave the cards' order only, while every trick is said in card
    points ("+34") and the declarer must end with the higher total."""
    s = session(replay_record(_tied_sequences()), ["all", "help"])
    text = " ".join(run_until_end_of_input(s).split())
    assert (
        "Card points: trumps J 20, 9 14; every suit A 11, 10 10, K 4, Q 3; the other suits' J "
        "2 (the rest none); the last trick 10 more."
    ) in text
