"""Round 16: help at the melds prompt says what a four of a kind scores (100, or Belote's
values with -o fours=belote) and what equal sequences score (neither, unless one is in trumps:
rules section 6); it named fours without their value and left the tie unsaid."""

from __future__ import annotations

import json

from parlor.jojotte import replay_record

from .jojotte_helpers import RECORDS
from .test_ui import run_until_end_of_input, session


def _help(fours: str | None = None) -> str:
    # Example 1, action 6: A declares its melds.
    data = json.loads((RECORDS / "example1.json").read_text())
    if fours is not None:
        data["options"] = {"fours": fours}
    deal = data["rubbers"][0]["deals"][0]
    deal["actions"] = deal["actions"][:6]
    text = run_until_end_of_input(session(replay_record(data), ["help"]))
    return " ".join(text[text.rindex("Now:") :].split())


def test_the_melds_help_says_what_a_four_scores() -> None:
    assert "and fours of a kind (100 each)." in _help()
    belote = _help("belote")
    assert (
        "fours of a kind (jacks 200, nines 150, aces, tens, kings and queens 100, eights and "
        "sevens nothing)." in belote
    )


def test_the_melds_help_says_equal_sequences_score_nothing() -> None:
    text = _help()
    assert "then the one in trumps (if still equal, neither scores)" in text
    assert "the better four is of the higher rank" in text
