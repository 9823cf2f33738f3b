"""Round 20 (judge T14 #2, #4 and the 'line three' note): ``correct``'s LINE in words.

- ``correct seven 2``, ``correct eight 1`` and ``correct "seven" 1`` were refused with the
  usage line, though SEVEN and EIGHT were test words on the pad and the usage says LINE may
  be a test word (THREE was asked about). A word that is a test word on the pad is its line
  when its number names no line yet; a number word beyond six (seven to twenty) is a line
  number when it is no test word on the pad; a word that may be both is asked about, as
  THREE is.
- ``correct line three 1`` was asked about, though 'line' makes THREE a number: line 3.
- ``correct se-ven 2``, ``correct SЕVEN 2`` (a Cyrillic Е) got the usage line alone: a test
  word of the pad is suggested, as at the test word prompt ('did you mean SEVEN?').
- The jots prompt still reads no answer past six ('seven' there is not 7).
"""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.jotto.rules import jots

from .test_screen_prompts import two_people

USAGE = "usage: correct LINE JOTS"
# Ann (MAPLE) tests SEVEN, SHALE and EIGHT on lines 1-3; Bob (GROWN) tests FIGHT and CHIME.
# Bob answers 1, 0 and 1 (SEVEN and EIGHT have the E of MAPLE; SHALE has more, but Bob says
# 0), and at his test word prompt of line 3 corrects what he said.
THREE_LINES = ["seven", "1", "fight", "0", "shale", "0", "chime", "1", "eight", "1"]


def bob_corrects(typed: str, lines: list[str] = THREE_LINES) -> tuple[list[int], str]:
    """Bob's answers to Ann's test words after ``typed``, and the output."""
    session, out, _ = two_people(["maple", "grown", *lines, typed], announce=True)
    assert session.game is not None
    return [t.announced for t in session.game.tests[0]], out


@pytest.mark.parametrize(
    ("typed", "line"),
    [
        ("correct seven 2", 1),
        ("correct SEVEN two", 1),
        ('correct "seven" 2', 1),
        ("correct eight 2", 3),
        ("correct Eight: 2", 3),
    ],
)
def test_a_number_word_that_is_only_a_test_word_on_the_pad_is_its_line(
    typed: str, line: int
) -> None:
    """Three lines: 'seven' and 'eight' can be no line number, so they are the test words."""
    before, _ = bob_corrects("pad")
    answers, out = bob_corrects(typed)
    assert USAGE not in out, out
    assert answers[line - 1] == 2, out
    assert [a for i, a in enumerate(answers) if i != line - 1] == [
        a for i, a in enumerate(before) if i != line - 1
    ]
    word = THREE_LINES[4 * (line - 1)].upper()
    assert f"Ann's line {line} ({word}) now has 2 jots" in out, out


def test_three_with_no_line_3_yet_is_its_test_word() -> None:
    """(With line 3 on the pad too it is asked about: test_typed_answers.)"""
    session, out, _ = two_people(["maple", "grown", "three", "1", "correct three 2"], announce=True)
    assert session.game is not None
    assert session.game.tests[0][0].announced == 2, out
    assert "say the line in digits" not in out and USAGE not in out


def seven_lines(last: str) -> list[str]:
    """Ann tests SEVEN on line 1 and six other words; Bob answers each truly; Bob then types
    ``last`` at his test word prompt of line 7."""
    anns = ["seven", "fight", "chime", "plumb", "dwarf", "stink", "quick"]
    bobs = ["frost", "blank", "vowel", "jazzy", "whale", "field"]
    out: list[str] = []
    for i, ann in enumerate(anns):
        out += [ann, str(jots(ann, "grown"))]
        if i < len(bobs):
            out += [bobs[i], str(jots(bobs[i], "maple"))]
    return [*out, last]


def test_a_number_word_that_is_both_is_asked_about() -> None:
    """SEVEN tested on line 1 and a line 7 on the pad: which is meant is asked, nothing is
    changed (a wrong guess costs points)."""
    session, out, _ = two_people(["maple", "grown", *seven_lines("correct seven 3")], announce=True)
    assert session.game is not None
    tests = session.game.tests[0]
    assert len(tests) == 7
    assert [t.announced for t in tests] == [jots(t.word, "grown") for t in tests], out
    assert (
        "! SEVEN is a number and a test word (on line 1): say the line in digits, e.g. "
        "correct 1 3" in out
    ), out


@pytest.mark.parametrize(("typed", "line"), [("correct seven 4", 7), ("correct line seven 4", 7)])
def test_a_number_word_beyond_six_is_a_line(typed: str, line: int) -> None:
    lines = seven_lines(typed)
    lines[0] = "crane"  # (no SEVEN on the pad: 'seven' is a number alone)
    lines[1] = str(jots("crane", "grown"))
    session, out, _ = two_people(["maple", "grown", *lines], announce=True)
    assert session.game is not None
    assert session.game.tests[0][line - 1].announced == 4, out
    assert USAGE not in out


def test_eleven_to_twenty_are_lines_too() -> None:
    _, out = bob_corrects("correct eleven 2")
    assert "! there is no line 11: lines 1 to 3 so far" in out, out
    _, out = bob_corrects("correct twenty 2")
    assert "! there is no line 20: lines 1 to 3 so far" in out, out
    _, out = bob_corrects("correct twentyone 2")
    assert f"! {USAGE}" in out


def test_line_makes_a_test_word_a_number() -> None:
    """THREE on line 3 of seven: 'correct line three 1' is line 3, not asked about."""
    lines = seven_lines("correct line three 4")
    lines[0] = "three"
    lines[1] = str(jots("three", "grown"))
    session, out, _ = two_people(["maple", "grown", *lines], announce=True)
    assert session.game is not None
    tests = session.game.tests[0]
    assert tests[0].word == "three" and tests[0].announced == jots("three", "grown")
    assert tests[2].announced == 4, out
    assert "say the line in digits" not in out
    # without 'line' it is asked about, as before
    lines[-1] = "correct three 4"
    _, out, _ = two_people(["maple", "grown", *lines], announce=True)
    assert "! THREE is a number and a test word (on line 1): say the line in digits" in out


def test_a_test_word_that_starts_with_line_is_the_word() -> None:
    """LINES was read as 'line' and a line 'S' (the usage)."""
    lines = ["lines", "1", "correct lines 3"]
    session, out, _ = two_people(["maple", "grown", *lines], announce=True)
    assert session.game is not None
    assert session.game.tests[0][0].announced == 3, out
    assert USAGE not in out


@pytest.mark.parametrize(
    ("typed", "said", "note"),
    [
        ("correct se-ven 2", "'se-ven'", "(did you mean SEVEN?)"),
        ('correct "sev en" 2', "'sev en'", "(did you mean SEVEN?)"),
        ("correct ei ght 2", "'ei ght'", "(did you mean EIGHT?)"),
        ("correct line sh-ale 2 jots", "'sh-ale'", "(did you mean SHALE?)"),
        ("Correct Line sh-ale to two", "'sh-ale'", "(did you mean SHALE?)"),
        (
            "correct S\u0415VEN 2",
            "'S\u0415VEN'",
            "(the \u0415 in it is Cyrillic, not the Latin E: did you mean SEVEN?)",
        ),
    ],
)
def test_a_slip_in_the_test_word_is_asked_about(typed: str, said: str, note: str) -> None:
    before, _ = bob_corrects("pad")
    answers, out = bob_corrects(typed)
    assert answers == before  # nothing taken
    assert f"! {said} is not a word: use the letters A to Z only {note}" in out, out
    assert USAGE not in out


@pytest.mark.parametrize("typed", ["correct zz-zzz 2", "correct se-ven x"])
def test_no_suggestion_of_a_word_not_answered_by_the_side(typed: str) -> None:
    """ZZZZZ is no word, 'x' no jots: the usage, as before."""
    _, out = bob_corrects(typed)
    assert f"! {USAGE}" in out, out
    assert "did you mean" not in out


def test_a_slip_in_the_sides_own_test_word_is_not_asked_about() -> None:
    """FIGHT is Bob's own test word: not suggested (typed right it is refused too), but said
    to be his own, as 'correct fight 2' is (round 21; it was the usage line alone)."""
    _, out = bob_corrects("correct fi-ght 2")
    assert "did you mean" not in out
    flat = " ".join(out.split())
    assert "; as FIGHT, it is your own test word (line 1): correct changes" in flat, out


def test_the_jots_prompt_reads_no_seven() -> None:
    session, out, _ = two_people(["maple", "grown", "crane", "seven", "1"], announce=True)
    assert session.game is not None
    assert session.game.tests[0][0].announced == 1, out  # 'seven' was refused, 1 taken


def test_nine_in_the_four_letter_game() -> None:
    """NINE is a four-letter word: Bob's test word on line 1, Ann's 'correct nine 2' is it."""
    script = "\n".join(["lamp", "grow", "fish", "0", "nine", "1", "correct nine 2", "quit"])
    result = CliRunner().invoke(
        app,
        [
            *("jotto", "--vs", "human", "--announce", "--first", "1", "--length", "4"),
            *("--name1", "Ann", "--name2", "Bob"),
        ],
        input=script + "\n",
    )
    out = result.output
    assert USAGE not in out, out
    assert "line 1 (NINE) now has 2 jots" in out, out


def test_a_number_word_that_is_the_sides_own_test_word_says_so() -> None:
    # Judge V14 #5: Ann, who tested SEVEN, typing 'correct seven 2' was told 'there is no line
    # 7'; in quotes it was 'SEVEN is your own test word'. Bob tests FJORD on line 3 and Ann
    # answers 0; at her prompt of line 4 she types it.
    lines = [*THREE_LINES, "fjord", "0", "correct seven 2"]
    _, out, _ = two_people(["maple", "grown", *lines], announce=True)
    flat = " ".join(out.split())
    assert "SEVEN is your own test word (line 1): correct changes the" in flat, flat
    assert "there is no line 7" not in flat
