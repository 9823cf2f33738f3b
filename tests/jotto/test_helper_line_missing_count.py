"""Round 16: the paper helper, given several entries on a line with one count left out
('CRANE 2, SLATE 1, MOIST'), said only 'type a test word and its jots, e.g. CRANE 2', which
did not say which of the three needed its count; it names that word now, and takes none of
the line, as for any other refused entry of a line."""

from __future__ import annotations

from tests.jotto.test_playtest5_helper import helper


def test_the_entry_without_its_count_is_named() -> None:
    h, out = helper(["crane 2, slate 1, moist", "crane 2, slate 1, moist 0"])
    flat = " ".join(out.split())
    assert "! MOIST needs its jots: type MOIST and the number it got, e.g. MOIST 2" in flat
    assert "(none of the line's entries is taken)" in flat
    assert h.history == [("crane", 2), ("slate", 1), ("moist", 0)]  # (the line typed again)


def test_a_count_left_out_in_the_middle_of_the_line_is_named_too() -> None:
    h, out = helper(["crane 2 slate moist 1"])
    assert "! SLATE needs its jots" in " ".join(out.split())
    assert h.history == []


def test_a_line_that_is_no_list_of_entries_gets_the_general_message() -> None:
    for text in ("crane 2 please", "is it crane", "crane, slate 1"):
        h, out = helper([text])
        flat = " ".join(out.split())
        assert "needs its jots" not in flat, text
        assert "! type a test word and its jots, e.g. CRANE 2 (or help)" in flat, text
        assert h.history == []
