"""Round 16: the paper helper takes 'undo all' (every entry back, to start a new game), but
its help named only 'undo' and 'undo 2': a player starting the next paper game did not know
of it and undid entry by entry (or quit and started again)."""

from __future__ import annotations

from tests.jotto.test_playtest5_helper import helper


def test_the_help_names_undo_all_and_undo_all_does_it() -> None:
    h, out = helper(["help", "crane 2", "slate 1", "undo all"])
    flat = " ".join(out.split())
    assert "undo 2 the last two, undo all every one" in flat
    assert "Took back CRANE 2, SLATE 1." in flat
    assert h.history == []
