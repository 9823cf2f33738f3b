"""Round 17: a jots answer with a mark after it or in brackets ('1,', '1!', 'one!', '(1)') was
refused as no number at the jots prompt, while '1.' and 'one jot.' were read. They are read
now, at the game's jots prompt and in the helper ('CRANE 2!')."""

from __future__ import annotations

from parlor.jotto.ui import jots_answer
from tests.jotto.test_playtest5_helper import helper
from tests.jotto.test_round7_ui import two_people


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
