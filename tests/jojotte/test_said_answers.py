"""Round 14: an answer said as a person says it ("I'll pass", "I'd like to accept", "let me
play the ten of hearts") is that answer; "I'll pass" was "not a call" (only "I pass" was
read), and "I'll play TH" "not a card"."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


@pytest.mark.parametrize(
    ("k", "answer", "said"),
    [
        (0, "I'll pass", "You pass."),
        (0, "I\u2019ll pass", "You pass."),  # the apostrophe of a phone's keyboard
        (0, "I'd like to accept", "You accept ♥ (hearts)."),
        (0, "I want to take it", "You accept ♥ (hearts)."),
        (0, "let me pass", "You pass."),
        (10, "I'll play the ten of hearts", "You play 10♥."),
        (10, "I'm going to play KH nojo", "You play K♥."),
        (4, "I'll keep it", "You keep 7♥ rather than take the turn-up 10♥."),
        (4, "I want to exchange", "You exchange 7♥ for the turn-up 10♥."),
        (4, "I'd rather keep it", "You keep 7♥ rather than take the turn-up 10♥."),
        (0, "I think I'll pass", "You pass."),
        (0, "please pass", "You pass."),
    ],
)
def test_an_answer_with_i_will_before_it(k: int, answer: str, said: str) -> None:
    # Example 1: A's first call (k=0), the exchange of the 7 (k=4), a card (k=10).
    text = run_until_end_of_input(session(partial(1, k), [answer]))
    assert said in text, text
    assert "\n! " not in text


def test_the_words_alone_are_still_no_answer() -> None:
    text = run_until_end_of_input(session(partial(1, 0), ["I'll"]))
    assert '! not a call: "I\'ll"' in text


def test_the_turn_up_named_at_the_exchange_takes_it() -> None:
    # Example 1, action 4: A holds the 7♥; the turn-up is the 10♥.
    for answer in ("th", "10♥", "the 10h"):
        text = run_until_end_of_input(session(partial(1, 4), [answer]))
        assert "You exchange 7♥ for the turn-up 10♥." in text, answer
    # the 7 of trumps named, the card given, exchanges it too since round 19 (judge K13)
    text = run_until_end_of_input(session(partial(1, 4), ["7h"]))
    assert "You exchange 7♥ for the turn-up 10♥." in text


def test_a_command_said_as_a_person_says_it() -> None:
    # "I want to quit" said "not a call: 'quit' (choose 1-2 or type help)": quit refused.
    from parlor.jojotte.ui import QuitGame

    for answer in ("I want to quit", "I'll quit"):
        with pytest.raises(QuitGame):
            session(partial(1, 0), [answer]).run()
    text = run_until_end_of_input(session(partial(1, 0), ["let me see the sheet"]))
    assert "Jo-Jotte rubber sheet" in text and "\n! " not in text
    text = run_until_end_of_input(session(partial(1, 10), ["I'd like a hint"]))
    assert "Hint (the hard bot): " in text and "\n! " not in text
    text = run_until_end_of_input(session(partial(1, 0), ["I want to qiut"]))
    assert "! not a call: 'qiut' (did you mean quit?)" in text
