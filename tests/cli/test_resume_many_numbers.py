"""Judge AE16 #8: with 300 Jotto saves, ``parlor resume jotto`` named every number: a
1,556-character error in a pipe, a 20-line question at a terminal. Runs of numbers are said as
'4-9' now, and numbers too scattered to say briefly as their first and last."""

from __future__ import annotations

from parlor.cli import _numbers_said, _range, _wanted


def test_runs_are_said_as_ranges() -> None:
    assert _numbers_said([2, 3, 4, 5, 43], "and") == "2-5 and 43"
    assert _numbers_said([1, 3], "or") == "1 or 3"
    assert _numbers_said([1, 2, 5, 6, 7, 9], "or") == "1, 2, 5-7 or 9"
    assert _range(list(range(51, 351))) == "51-350"
    assert _wanted([1, 3, 4, 5]) == "one of 1 and 3-5"


def test_scattered_numbers_are_said_by_their_first_and_last() -> None:
    odd = list(range(1, 600, 2))  # 300 saves, every other one in the list
    said = _range(odd)
    assert said == "1 to 599, as parlor resume --list numbers them"
    assert len(_wanted(odd)) < 80
