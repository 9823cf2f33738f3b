"""Round 15 play-test: a word entered again in the helper said 'CRANE is already entered (undo
takes back the last entry)', though the last entry was another word: to change CRANE's jots
'undo' took back the wrong one. The refusal names the entry and the undo that reaches it."""

from __future__ import annotations

from tests.jotto.test_playtest5_helper import helper


def test_a_word_entered_again_names_its_entry_and_the_undo_to_change_it() -> None:
    lines = ["crane 2", "slate 1", "moist 0", "crane 2", "crane 3", "slate 2", "moist 1"]
    h, out = helper(lines)
    flat = " ".join(out.split())
    assert h.history == [("crane", 2), ("slate", 1), ("moist", 0)]
    assert "! CRANE 2 is already entered (entry 1)" in flat
    assert "! CRANE is already entered as CRANE 2 (entry 1): to change it, undo 3 takes " in flat
    assert "undo 3 takes back entries 1 to 3" in flat
    assert "undo 2 takes back entries 2 and 3" in flat
    assert "! MOIST is already entered as MOIST 0 (entry 3): to change it, undo takes it" in flat
    assert "already entered (undo takes back the last entry)" not in flat
