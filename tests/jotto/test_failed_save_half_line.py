"""Judge AE16 #4: when saving failed with only one side's test word of a line in the save, the
stop said 'Saved as ... up to line 1', though the other side's word on line 1 was lost. It says
whose word the save ends on now."""

from __future__ import annotations

import pytest

import parlor.core.saves as saves
from tests.jotto.test_failed_save_on_quit import failing_after, play


def test_a_save_ending_on_half_a_line_says_whose_word_it_ends_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(saves, "write_json_atomic", failing_after("flask"))
    out = play(["maple", "grown", "whale", "flask", "shale", "quit"])
    assert "up to Player 1's test word on line 1; the moves after it could not be saved" in out
    # (a whole line is still said as a line: test_failed_save_on_quit)
