"""Judge, session 11 (K7): a choice's number with a plus sign ('+1', '+ 2') is the choice, as
'1.0' is; it was refused ('choose a number from 1 to 5') though in range. A minus sign, or a
number out of range, is still refused."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


@pytest.mark.parametrize("answer", ["+1", "+ 1", "+1.0", "1.0", "1"])
def test_a_plus_sign_names_the_choice(answer: str) -> None:
    # Example 1, action 0: A's first call; choice 1 accepts hearts.
    text = run_until_end_of_input(session(partial(1, 0), [answer]))
    assert "You accept" in text
    assert "! choose" not in text


@pytest.mark.parametrize("answer", ["-1", "+3", "+0", "+1.5"])
def test_a_minus_sign_or_a_number_out_of_range_is_refused(answer: str) -> None:
    text = run_until_end_of_input(session(partial(1, 0), [answer]))
    assert "! choose a" in text and "number from 1 to 2" in text


def test_a_plus_sign_before_a_rank_is_no_rank() -> None:
    # Example 1, action 10: five choices; '+10' is no choice and not the ten either
    text = run_until_end_of_input(session(partial(1, 10), ["+10"]))
    assert "! choose a number from 1 to 5" in text
