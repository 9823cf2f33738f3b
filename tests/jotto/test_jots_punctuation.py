"""Round 17: a jots answer with a mark after it or in brackets ('1,', '1!', 'one!', '(1)') was
refused as no number at the jots prompt, while '1.' and 'one jot.' were read. They are read
now, at the game's jots prompt and in the helper ('CRANE 2!')."""

from __future__ import annotations

from parlor.jotto.ui import jots_answer
from tests.jotto.test_playtest5_helper import helper
from tests.jotto.test_screen_prompts import two_people


def test_marks_and_brackets_around_a_count() -> None:
    for said in ("1,", "1!", "one!", "(1)", "(one jot)", "1 jot!", " 1; "):
        assert jots_answer(said) == "1", said
    for said in ("!", "()", "(", ",", "(1", "1)"):
        assert not jots_answer(said).isdecimal(), said


def test_the_jots_prompt_reads_them() -> None:
    for said in ("1,", "one!", "(1)"):
        session, out, _ = two_people(["maple", "grown", "whale", said], announce=True)
        assert session.game is not None
        assert session.game.tests[0][0].announced == 1, (said, out)
        assert "answer with a number of jots" not in out


def test_the_helper_reads_them() -> None:
    h, out = helper(["crane 2!", "slate (1)"])
    assert h.history == [("crane", 2), ("slate", 1)], out


def test_no_jots_is_zero() -> None:
    """'no jots' was refused as no number ('none' and 'zero' were read)."""
    assert jots_answer("no jots") == "0" and jots_answer("No jot.") == "0"
    assert jots_answer("no") == "no"  # (alone, it may answer something else)
    session, out, _ = two_people(["maple", "grown", "flask", "no jots"], announce=True)
    assert session.game is not None and session.game.tests[0][0].announced == 0, out
    h, out = helper(["crane no jots"])
    assert h.history == [("crane", 0)], out
