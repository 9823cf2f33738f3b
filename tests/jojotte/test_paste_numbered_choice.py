"""Round 6: a choice pasted with its number ("1) Q♦"), as the README says a choice may be
pasted as shown."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session


def test_a_choice_pasted_with_its_number_is_taken_when_both_agree() -> None:
    # Example 1 after three tricks: You lead, K and Q of hearts in hand.
    text = run_until_end_of_input(session(partial(1, 13), ["2) K♥ Jo!"]))
    assert "1) 8♠  2) K♥ Jo!  3) K♥ (no Jo)" in text
    assert 'You play K♥ and say "Jo".' in text
    text = run_until_end_of_input(session(partial(1, 13), ["3) K♥ (no Jo)"]))
    assert "You play K♥." in text
    text = run_until_end_of_input(session(partial(1, 13), ["5) ad"]))  # typed, not pasted
    assert "You play A♦." in text


def test_a_number_and_a_choice_that_disagree_are_refused_saying_so() -> None:
    text = run_until_end_of_input(session(partial(1, 13), ["1) ad", "9) ad", "1) zz"]))
    assert "! 1) and ad disagree: 1) is 8♠, ad is 5): type the number or the choice" in text
    assert "! choose a number from 1 to 7" in text
    assert "! 1) is 8♠, not 'zz': type the number or the choice" in text
    assert "You play" not in text  # nothing played


def test_a_call_pasted_with_its_number() -> None:
    text = run_until_end_of_input(session(partial(1, 0), ["1) accept ♥ (hearts)"]))
    assert "You accept ♥ (hearts)." in text


def test_two_numbers_are_one_choice_too_many() -> None:
    text = run_until_end_of_input(session(partial(1, 13), ["2) 1", "1. 2"]))
    assert text.count("! one choice at a time: a number from 1 to 7") == 2
