"""Round 17: the helper's undo took a number or 'all' only: 'undo one' was read as the word
UNDO with 1 jot ('UNDO has 4 letters; words have 5') and 'undo last' was refused. 'undo last'
(or 'undo the last', 'undo it') takes back the last entry, 'undo two' the last two, and 'undo
everything' every one, in every length, as 'undo 2' does; the word UNDO is still entered as
'UNDO: 2'."""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app
from tests.jotto.test_playtest5_helper import helper


def test_undo_as_people_say_it() -> None:
    h, out = helper(["crane 2", "slate 1", "moist 0", "undo last", "undo one"])
    assert h.history == [("crane", 2)], out
    assert "Took back MOIST 0." in out and "Took back SLATE 1." in out
    h, out = helper(["crane 2", "slate 1", "moist 0", "undo the last", "undo two"])
    assert h.history == [], out
    h, out = helper(["crane 2", "slate 1", "undo everything"])
    assert h.history == [] and "Took back CRANE 2, SLATE 1." in out
    assert "has 4 letters" not in out


def test_other_words_after_undo_are_still_refused() -> None:
    h, out = helper(["crane 2", "undo foo", "undo nine"])
    assert h.history == [("crane", 2)]
    assert "undo takes a number of entries, e.g. undo 2, or undo all" in out
    assert "there is 1 entry to take back, not 9" in out


def test_the_word_undo_in_a_four_letter_game() -> None:
    result = CliRunner().invoke(
        app, ["jotto", "helper", "--length", "4"], input="lamp 2\nundo: 2\nundo two\nquit\n"
    )
    assert "Took back LAMP 2, UNDO: 2." in result.output, result.output
