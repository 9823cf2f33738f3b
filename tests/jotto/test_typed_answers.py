"""Round 20: what Jotto players type.

- ``correct five five`` was "usage: correct LINE JOTS" (judge N13 #4), while the jots prompt,
  ``correct 1 two`` and the helper read number words: the line is read in words too.
- ``cr-ane``, ``CRA NE`` and ``cr<TAB>ane`` only got "use the letters A to Z only" (judge K13
  #8): when the word without its spaces and hyphens is one the prompt takes, it is asked
  about ("did you mean CRANE?"), never taken; a letter of another alphabet that looks Latin
  is asked about so too.
- ``is_command`` and ``_answer`` read the commands alike (one reading, ``_command_read``).
"""

from __future__ import annotations

import io
import random

import pytest

from parlor.core.console import make_console
from parlor.core.prompt import ScriptedInput
from parlor.jotto.cli_tools import Helper
from parlor.jotto.game import Variant
from parlor.jotto.lexicon import default_valid
from parlor.jotto.rules import jots
from parlor.jotto.solver import make_guesser

from .test_screen_prompts import two_people

USAGE = "usage: correct LINE JOTS"


def five_lines(then: list[str]) -> list[str]:
    """Ann (MAPLE) and Bob (GROWN) each test five words, every answer the true count, then
    ``then`` is typed at Ann's test word prompt of line 6."""
    answers = ["maple", "grown"]
    for ann, bob in zip(
        ("chime", "fight", "plumb", "dwarf", "stink"),
        ("frost", "blank", "quick", "jazzy", "vowel"),
        strict=True,
    ):
        answers += [ann, str(jots(ann, "grown")), bob, str(jots(bob, "maple"))]
    return answers + then


def test_the_line_of_a_correction_may_be_said_in_words() -> None:
    assert jots("vowel", "maple") != 5  # (so that the correction changes the answer)
    session, out, _ = two_people(five_lines(["correct five five"]), announce=True)
    assert session.game is not None
    assert session.game.tests[1][4].announced == 5, out  # Ann's answer to Bob's VOWEL
    assert USAGE not in out
    assert "Corrected" in out and "line 5 (VOWEL) now has 5 jots" in out


@pytest.mark.parametrize("typed", ["correct one two", "correct line one to two", "correct One 2"])
def test_a_line_in_words_is_the_line(typed: str) -> None:
    session, out, _ = two_people(
        ["maple", "grown", "chime", "3", "fight", "0", typed], announce=True
    )
    assert session.game is not None
    assert session.game.tests[1][0].announced == 2, out  # Ann's answer for FIGHT, line 1
    assert USAGE not in out


@pytest.mark.parametrize("typed", ["correct one lots", "correct seventy 2", "correct lots two"])
def test_garbage_still_gets_the_usage(typed: str) -> None:
    session, out, _ = two_people(
        ["maple", "grown", "chime", "3", "fight", "0", typed], announce=True
    )
    assert session.game is not None
    assert session.game.tests[1][0].announced == 0
    assert f"! {USAGE}" in out, out


def test_a_number_that_is_a_test_word_too_is_asked_about() -> None:
    """THREE is a number and a five-letter word: tested on line 1, with three lines on the
    pad, 'correct three 2' may mean line 3 or THREE's line, and a wrong guess costs points.
    (With line 3 not on the pad yet, THREE is its line: test_correct_line_words.)"""
    lines = ["three", "1", "fight", "0", "chime", "1", "plumb", "0", "stink", "1"]
    session, out, _ = two_people(["maple", "grown", *lines, "correct three 2"], announce=True)
    assert session.game is not None
    assert session.game.tests[0][0].announced == 1, out  # unchanged
    assert "! THREE is a number and a test word (on line 1): say the line in digits" in out
    assert "e.g. correct 1 2" in out


@pytest.mark.parametrize("typed", ["cr-ane", "CRA NE", "cr\tane", "c-r-a-n-e", "cr\u2013ane"])
def test_a_test_word_split_by_a_slip_is_asked_about(typed: str) -> None:
    session, out, _ = two_people(["maple", "grown", typed])
    assert "use the letters A to Z only (did you mean CRANE?)" in out, out
    assert session.game is not None and not session.game.tests[0]  # never taken


def test_a_tab_is_quoted_as_a_space() -> None:
    _, out, _ = two_people(["maple", "grown", "cr\tane"])
    assert "! 'cr ane' is not a word: use the letters A to Z only (did you mean CRANE?)" in out


def test_no_suggestion_of_a_word_out_of_the_list() -> None:
    _, out, _ = two_people(["maple", "grown", "zz-zzz"])
    assert "! 'zz-zzz' is not a word: use the letters A to Z only\n" in out
    assert "did you mean" not in out


def test_no_suggestion_that_hard_mode_would_refuse() -> None:
    """CRANE tested on line 1 is no secret: hard mode refuses it again, so 'cr-ane' is not
    asked about; GROWN fits Ann's answer and is."""
    variant = Variant(hard_mode=True)
    _, out, _ = two_people(["maple", "grown", "crane", "fight", "cr-ane"], variant=variant)
    assert "! 'cr-ane' is not a word: use the letters A to Z only\n" in out, out
    _, out, _ = two_people(["maple", "grown", "crane", "fight", "gr-own"], variant=variant)
    assert "(did you mean GROWN?)" in out, out
    # without hard mode a word may be tested again
    _, out, _ = two_people(["maple", "grown", "crane", "fight", "cr-ane"])
    assert "(did you mean CRANE?)" in out, out


def test_a_lookalike_letter_is_asked_about_as_a_split_word_is() -> None:
    _, out, _ = two_people(["maple", "grown", "cr\u0430ne"])  # a Cyrillic а
    assert (
        "use the letters A to Z only (the \u0430 in it is Cyrillic, not the Latin a: did you "
        "mean CRANE?)" in out
    ), out
    # an accent is dropped as elsewhere, so only the Cyrillic е is named (judge K13 #8)
    _, out, _ = two_people(["maple", "grown", "cr\u00e4n\u0435"])
    assert "(the \u0435 in it is Cyrillic, not the Latin e: did you mean CRANE?)" in out, out
    # no word of the list: the letter alone, as before
    _, out, _ = two_people(["maple", "grown", "zzzz\u0430"])
    assert "(the \u0430 in it is Cyrillic, not the Latin a)\n" in out, out


@pytest.mark.parametrize(
    ("typed", "note"),
    [
        ("cr-ane", "(without its hyphen it is a word of the list)"),
        ("CRA NE", "(without its space it is a word of the list)"),
        ("c r-ane", "(without its spaces and hyphens it is a word of the list)"),
        (
            "cr\u0430ne",
            "(it has a Cyrillic letter that looks Latin; in Latin letters it is a word of the "
            "list)",
        ),
    ],
)
def test_a_secret_split_by_a_slip_is_said_to_be_a_word_without_naming_it(
    typed: str, note: str
) -> None:
    session, out, _ = two_people([typed])
    assert f"! that is not a word: use the letters A to Z only {note}" in out, out
    assert "CRANE" not in out.upper().replace(typed.upper(), "")  # the secret never shown
    assert session.game is None  # not taken


def test_a_secret_suggestion_follows_the_variant() -> None:
    """With no repeated letters, MA-PLE is a secret (no letter twice), AP-PLE is not."""
    variant = Variant(no_repeats=True)
    _, out, _ = two_people(["ma-ple"], variant=variant)
    assert "it is a word of the list" in out
    _, out, _ = two_people(["ap-ple"], variant=variant)
    assert "! that is not a word: use the letters A to Z only\n" in out, out


def helper(lines: list[str]) -> tuple[Helper, str]:
    buf = io.StringIO()
    console = make_console(no_color=True, file=buf)
    h = Helper(
        console,
        ScriptedInput(lines),
        default_valid(),
        make_guesser("medium", default_valid(), random.Random(0)),
    )
    h.run()
    return h, buf.getvalue()


@pytest.mark.parametrize(
    ("typed", "quoted"),
    [
        ("cr-ane 2", "cr-ane"),
        ("CRA NE 2", "CRA NE"),
        ("cr\tane 2", "cr ane"),
        ("CRA NE: 2", "CRA NE"),
        ("cra ne two", "cra ne"),
    ],
)
def test_the_helper_asks_about_a_split_word_too(typed: str, quoted: str) -> None:
    h, out = helper([typed])
    assert not h.history  # never taken
    assert (
        f"! '{quoted}' is not a word: use the letters A to Z only (did you mean CRANE?)" in out
    ), out


def test_solve_asks_about_a_split_word_too() -> None:
    from typer.testing import CliRunner

    from parlor.cli import app

    result = CliRunner().invoke(app, ["jotto", "solve", "CRA NE"])
    assert result.exit_code == 2
    assert "use the letters A to Z only (did you mean CRANE?)" in result.output, result.output


def test_the_helper_keeps_its_refusals_of_other_lines() -> None:
    h, out = helper(["zz zzz 2", "crane 2 1"])
    assert not h.history
    assert "did you mean" not in out
    assert out.count("! type a test word and its jots, e.g. CRANE 2 (or help)") == 2, out


COMMAND_LINES = [
    "help",
    "Help?",
    "h",
    "?",
    "quit",
    "exit.",
    "q",
    "pad",
    "PAD!",
    "correct",
    "correct 1 2",
    "secret",
    "my secret",
    "what\u2019s my word",
    "hint",
    "hints",
    "save",
    "undo",
    "back",
    "score",
    "rules",
    "sheet",
    "give up",
    "give   up",
    "new game",
    "pass",
    "skip",
    '"pad"',
    "crane",
    "maple",
    "lots",
    "2",
    "two",
    "",
    "help me",
    "cr-ane",
    "seven",
    "mine",
    "resign",
    "replay",
    "stats",
]


@pytest.mark.parametrize("count", [False, True])
@pytest.mark.parametrize("length", [4, 5, 6])
def test_is_command_says_what_answer_does(count: bool, length: int) -> None:
    """The secret prompt's echo asks is_command whether _answer takes a line as a command;
    the two read the commands in one place. A command is answered (None), a word returned."""
    from parlor.jotto.ui import QuitGame

    session, _, _ = two_people([])
    session.lexicon = default_valid(length)
    for typed in COMMAND_LINES:
        try:
            taken = session._answer(0, typed, count=count) is None
        except QuitGame:
            taken = True
        assert session.is_command(typed, count=count) == taken, (typed, count, length)
