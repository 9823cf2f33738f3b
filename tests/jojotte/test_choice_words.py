"""Round 10 (a judge's eye): a choice's number said with a word before it."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session


def _said(n: int, k: int, answer: str) -> str:
    return run_until_end_of_input(session(partial(n, k), [answer]))


def test_option_or_choice_before_the_number_is_the_number() -> None:
    # Example 1, action 10: choice 2 is K♥ (no Jo). 'option 2' and 'choice 2' were "not a
    # card", though '#2' and '2)' were read.
    for answer in ("option 2", "choice 2", "number 2", "no. 2"):
        text = _said(1, 10, answer)
        assert "You play K♥." in text and "\n! " not in text, answer
    assert "You pass." in _said(1, 0, "option 2")


def test_a_number_out_of_range_is_said_as_for_the_number_alone() -> None:
    assert "! choose a number from 1 to 5" in _said(1, 10, "option 9")
