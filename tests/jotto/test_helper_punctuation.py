"""Round 17: the helper refused an entry as people end it or write it: 'CRANE 2,' (a trailing
comma, as the help's 'CRANE 2, SLATE 1' ends an entry) was "jots are a number from 0 to 5, not
'2,'", and 'CRANE: two' (the jots in words after a colon, as 'CRANE: 2' is taken) was
"'crane:' is not a word". Both are read now."""

from __future__ import annotations

from tests.jotto.test_playtest5_helper import helper


def test_a_trailing_comma_or_semicolon_ends_an_entry() -> None:
    h, out = helper(["crane 2,", "slate 1;", "moist 1 jot,"])
    assert h.history == [("crane", 2), ("slate", 1), ("moist", 1)], out
    assert "!" not in out


def test_jots_in_words_after_a_colon() -> None:
    h, out = helper(["crane: two", "slate = one jot", "moist, zero", "pudgy - one"])
    assert h.history == [("crane", 2), ("slate", 1), ("moist", 0), ("pudgy", 1)], out
    assert "is not a word" not in out


def test_several_to_a_line_ending_in_a_comma() -> None:
    h, out = helper(["pudgy 0, fight 1,"])
    assert h.history == [("pudgy", 0), ("fight", 1)], out


def test_punctuation_alone_is_still_refused() -> None:
    h, out = helper([": two", "crane 2,,x", "crane -1"])
    assert h.history == []
    assert out.count("! ") == 3, out
    assert "not '-1'" in out  # (a minus sign is no mark between the word and its jots)
