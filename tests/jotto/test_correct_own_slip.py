"""Round 21 (judge V14 #5's region): in an announce game ``correct wh-ale 2``, WHALE being the
typing side's OWN test word on the pad, got the usage line alone, while a slip in the other
side's test word (``correct fl-ask 2``) got 'did you mean FLASK?' and ``correct whale 2`` got
'WHALE is your own test word (line 1): ...'. A slip in one's own test word is now told what
the word typed right is told, after the slip's refusal; it is not asked about ('did you mean
WHALE?' would ask for a command refused in its turn), and nothing changes on the pad."""

from __future__ import annotations

import pytest

from .test_screen_prompts import two_people

# Ann (MAPLE) tests WHALE, Bob (GROWN) tests FLASK; each answers the other's line 1 with 1.
LINES = ["whale", "1", "flask", "1"]
OWN = (
    "it is your own test word (line 1): correct changes the answers you gave to Bob's test "
    "words (usage: correct LINE JOTS, e.g. correct 1 2)"
)


def _ann_types(typed: str) -> tuple[list[int], list[int], str]:
    """Both sides' answers after Ann types ``typed`` at her test word prompt of line 2."""
    session, out, _ = two_people(["maple", "grown", *LINES, typed], announce=True)
    assert session.game is not None
    tests = session.game.tests
    return [t.announced for t in tests[0]], [t.announced for t in tests[1]], out


@pytest.mark.parametrize(
    ("typed", "said", "note"),
    [
        ("correct wh-ale 2", "'wh-ale'", ""),
        ('correct "wh-ale" 2', "'wh-ale'", ""),
        ("correct wh ale 2", "'wh ale'", ""),
        ("correct line wh-ale to two", "'wh-ale'", ""),
        (
            "correct WH\u0410LE 2",
            "'WH\u0410LE'",
            " (the \u0410 in it is Cyrillic, not the Latin A)",
        ),
    ],
)
def test_a_slip_in_ones_own_test_word_says_it_is_ones_own(typed: str, said: str, note: str) -> None:
    before = _ann_types("pad")
    after = _ann_types(typed)
    assert after[:2] == before[:2]  # nothing changed
    out = " ".join(after[2].split())
    assert f"! {said} is not a word: use the letters A to Z only{note}; as WHALE, {OWN}" in out, out
    assert "did you mean" not in out
    # as the word typed right is told
    right = " ".join(_ann_types("correct whale 2")[2].split())
    assert "! WHALE is your own test word (line 1): correct changes" in right, right


def test_a_slip_in_the_other_sides_word_is_still_asked_about() -> None:
    _, _, out = _ann_types("correct fl-ask 2")
    assert "! 'fl-ask' is not a word: use the letters A to Z only (did you mean FLASK?)" in out
    assert "your own test word" not in out


def test_a_slip_in_no_test_word_gets_the_usage() -> None:
    _, _, out = _ann_types("correct zz-zzz 2")
    assert "! usage: correct LINE JOTS" in out, out
    assert "your own test word" not in out
