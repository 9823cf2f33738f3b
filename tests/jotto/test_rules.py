"""The Jotto rules: every example of the rules file, and properties of jots."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from parlor.jotto.lexicon import default_valid
from parlor.jotto.rules import (
    SCORE_COLUMN,
    jot_points,
    jots,
    match_winner,
    penalised_frames,
    score_column,
)

WORDS = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=5, max_size=5)
LEXICON_WORDS = st.sampled_from(default_valid().words)


def greedy_jots(test: str, secret: str) -> int:
    """An independent way to count jots: match each letter of the test word once."""
    pool = list(secret.lower())
    n = 0
    for ch in test.lower():
        if ch in pool:
            pool.remove(ch)
            n += 1
    return n


@pytest.mark.parametrize(
    ("test", "secret", "expected"),
    [
        ("LULLS", "MAPLE", 1),  # MAPLE has one L: LULLS gets 1 for its three
        ("FLASK", "MAPLE", 2),  # L, A
        ("WHALE", "GROWN", 1),  # W
        ("WRONG", "GROWN", 5),  # an anagram: five jots, not JOTTO
        ("lulls", "maple", 1),
        ("Flask", "mApLe", 2),
        ("SHALE", "GROWN", 0),
        ("LEVEL", "LULLS", 2),  # two L's in LEVEL, three in LULLS: min is 2
    ],
)
def test_rule_sheet_examples(test: str, secret: str, expected: int) -> None:
    assert jots(test, secret) == expected


def test_score_column_is_the_pad() -> None:
    assert score_column(1) == 100
    assert score_column(2) == 95
    assert score_column(8) == 65  # fixed by the sheet's sample game
    assert score_column(20) == 5
    assert score_column(21) == 0
    assert score_column(99) == 0
    assert len(SCORE_COLUMN) == 20
    assert all(a - b == 5 for a, b in itertools.pairwise(SCORE_COLUMN))
    with pytest.raises(ValueError):
        score_column(0)


def test_five_jots_count_ten() -> None:
    assert [jot_points(n) for n in range(6)] == [0, 1, 2, 3, 4, 10]
    with pytest.raises(ValueError):
        jot_points(6)


@given(WORDS, WORDS)
def test_jots_is_symmetric_and_bounded(a: str, b: str) -> None:
    n = jots(a, b)
    assert n == jots(b, a)
    assert 0 <= n <= 5
    assert n == greedy_jots(a, b)


@given(LEXICON_WORDS, LEXICON_WORDS)
def test_jots_on_real_words(a: str, b: str) -> None:
    assert jots(a, b) == greedy_jots(a, b) == jots(a.upper(), b)
    assert jots(a, a) == 5
    assert (jots(a, b) == 5) == (sorted(a) == sorted(b))


@pytest.mark.parametrize(
    ("totals", "winner"),
    [
        ((149, 120), None),  # nobody at 150: play on
        ((150, 149), 0),  # exactly 150 reaches it
        ((100, 151), 1),
        ((160, 155), 0),  # both over: the higher wins
        ((155, 170), 1),
        ((150, 150), None),  # tied at 150: play on
        ((180, 180), None),
    ],
)
def test_match_end(totals: tuple[int, int], winner: int | None) -> None:
    assert match_winner(totals) == winner


def test_penalised_frames() -> None:
    # never corrected: from the error's frame to the end frame
    assert penalised_frames(3, [(3, 2)], truth=1, end_frame=8) == [3, 4, 5, 6, 7, 8]
    # corrected two frames later: the frame of the correction still counts
    assert penalised_frames(3, [(3, 2), (5, 1)], truth=1, end_frame=8) == [3, 4, 5]
    # corrected in the frame of the error: 10 points, once
    assert penalised_frames(3, [(3, 2), (3, 1)], truth=1, end_frame=8) == [3]
    # a right answer wrongly "corrected", then put back
    assert penalised_frames(2, [(2, 1), (4, 3), (6, 1)], truth=1, end_frame=9) == [4, 5, 6]
    # a right answer: no penalty
    assert penalised_frames(2, [(2, 1)], truth=1, end_frame=9) == []
