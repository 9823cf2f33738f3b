"""Round 13: a newcomer's slips, as the screen answers them.

A jots count typed at the test-word prompt said "'2' is not a word: use the letters A to Z
only", which does not tell a newcomer what the prompt wants or how to change an answer. And
'correct RATED 2' got the usage with an example ('correct 3 2') that does not say LINE is
the pad's line number.
"""

from __future__ import annotations

from tests.jotto.test_screen_prompts import two_people

# Ann (MAPLE) tests CHIME, Bob answers 3 (truly 2); Bob (GROWN) tests FIGHT, Ann answers 0.
START = ["maple", "grown", "chime", "3", "fight", "0"]


def test_a_count_at_the_test_word_prompt_of_an_announce_game_points_to_correct() -> None:
    session, out, _ = two_people([*START, "2"], announce=True)
    assert "! '2' is a number: type a test word here (correct LINE JOTS changes an answer)" in (out)
    assert "is not a word" not in out
    assert session.game is not None and len(session.game.tests[0]) == 1  # no line spent


def test_a_count_at_the_test_word_prompt_says_the_program_counts_the_jots() -> None:
    session, out, _ = two_people(["maple", "grown", "3"])
    assert "! '3' is a number: type a test word here (the jots are counted for you)" in out
    assert session.game is not None and session.game.tests[0] == []


def test_a_long_number_is_not_echoed_back() -> None:
    _, out, _ = two_people(["maple", "grown", "1" * 500])
    assert "! that is a number: type a test word here" in out
    assert "1" * 50 not in out


def test_the_usage_of_correct_says_what_line_means() -> None:
    # ('correct CHIME 2' corrects CHIME's line since round 15: the usage is for a line left out)
    for typed in ("correct 2", "correct"):
        _, out, _ = two_people([*START, "whale", typed], announce=True)
        line = next(x for x in out.splitlines() if "usage" in x)
        assert line == (
            "! usage: correct LINE JOTS (LINE: a line number or test word; e.g. correct 1 2)"
        )
        assert len(line) <= 80
