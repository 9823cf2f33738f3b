"""Round 15 (judges): the helper refused '2 crane' as "'2' is not a word". An entry written jots
first is read (and said how it was read); a count alone where the word goes says word first."""

from __future__ import annotations

from tests.jotto.test_playtest5_helper import helper


def test_an_entry_written_jots_first_is_read() -> None:
    for text in ("2 crane", "2: crane", "two crane", "2 jots crane", "2 CRANE."):
        h, out = helper([text])
        assert h.history == [("crane", 2)], (text, out)
        assert "(Read as CRANE 2: the word first, then its jots.)" in out
        assert "is not a word" not in out


def test_a_count_where_the_word_goes_says_word_first() -> None:
    h, out = helper(["2 jots", "5 5", "9 crane"])
    assert h.history == []
    assert out.count("! type the test word first, then its jots, e.g. CRANE 2") == 2, out
    assert "! jots are a number from 0 to 5, not '9'" in out
    assert "is not a word" not in out


def test_undo_written_jots_first_is_said_as_the_helper_takes_the_word() -> None:
    from typer.testing import CliRunner

    from parlor.cli import app

    result = CliRunner().invoke(app, ["jotto", "helper", "--length", "4"], input="2 undo\nquit\n")
    assert "(Read as the word UNDO and 2 jots: the word first, then its jots.)" in result.output
