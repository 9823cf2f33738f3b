"""Play-test after the judge's K7 (a choice's number in other forms): 'choose 2', 'I choose 2',
'pick 1', 'choice #2' and 'the first one' name the choice, as 'option 2' and 'the first' do;
they were refused as 'not a call'."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


@pytest.mark.parametrize(
    ("answer", "said"),
    [
        ("choose 1", "You accept"),
        ("I choose 1", "You accept"),
        ("pick 1", "You accept"),
        ("select 1", "You accept"),
        ("choice #1", "You accept"),
        ("the first one", "You accept"),
        ("second one", "You pass"),
    ],
)
def test_a_choice_in_words_is_the_choice(answer: str, said: str) -> None:
    # Example 1, action 0: A's first call; 1 accepts hearts, 2 passes.
    text = run_until_end_of_input(session(partial(1, 0), [answer]))
    assert said in text
    assert "! " not in text


@pytest.mark.parametrize("answer", ["choose 3", "pick #9"])
def test_a_choice_out_of_range_is_refused_as_such(answer: str) -> None:
    text = run_until_end_of_input(session(partial(1, 0), [answer]))
    assert "! choose a number from 1 to 2" in text


def test_one_one_is_still_no_choice() -> None:
    text = run_until_end_of_input(session(partial(1, 0), ["one one"]))
    assert "! not a call: 'one one'" in text
