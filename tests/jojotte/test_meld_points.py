"""Round 17: a meld named by its points at the melds prompt ('the 40', '40', 'declare the
20') says that a meld is named by its number in the list or by its cards; 'the 40' was "not a
four of a kind: '40' (write e.g. 4J)", and '40' only 'choose a number from 1 to 4'."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session

_SAID = (
    "! choose a number from 1 to 4 (a meld is named by its number in the list or by its cards, "
    "e.g. KH-QH-JH, not by its points)"
)


@pytest.mark.parametrize("answer", ["the 40", "40", "declare the 20", "100"])
def test_a_meld_by_its_points_is_told_how_melds_are_named(answer: str) -> None:
    # Example 1 at action 6: A's choices are 1) both runs, 2) the diamonds, 3) the hearts,
    # 4) nothing.
    text = " ".join(run_until_end_of_input(session(partial(1, 6), [answer])).split())
    assert " ".join(_SAID.split()) in text
    assert "four of a kind" not in text and "You declare" not in text


@pytest.mark.parametrize(
    ("answer", "declared"), [("the 2", "You declare A♦-K♦-Q♦ (20)."), ("5", None)]
)
def test_other_numbers_are_as_before(answer: str, declared: str | None) -> None:
    text = run_until_end_of_input(session(partial(1, 6), [answer]))
    if declared:
        assert declared in text
    else:
        assert "! choose a number from 1 to 4\n" in text
