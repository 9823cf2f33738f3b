"""Round 14: a card played or a call typed at the melds prompt says when it comes.

"play th" said "not a meld: 'play'", "KH nojo" "not a meld: 'nojo'", "double" "not a meld:
'double'"."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


@pytest.mark.parametrize(
    ("answer", "said"),
    [
        ("play th", "10♥ is played after the melds: now declare (1-4, all or none)"),
        ("KH nojo", "K♥ is played after the melds: now declare (1-4, all or none)"),
        (
            "lead the ace of diamonds",
            "A♦ is played after the melds: now declare (1-4, all or none)",
        ),
        ("double", "the bidding is over: now declare your melds (1-4, all or none)"),
        ("swap", "the exchange of the 7 is over: now declare your melds (1-4, all or none)"),
    ],
)
def test_a_card_or_a_call_at_the_melds_prompt(answer: str, said: str) -> None:
    # Example 1, action 6: You declare (K♥-Q♥-J♥-10♥, A♦-K♦-Q♦).
    text = run_until_end_of_input(session(partial(1, 6), [answer]))
    assert f"! {said}\n" in text, text


def test_pass_and_a_card_alone_are_as_before() -> None:
    text = run_until_end_of_input(session(partial(1, 6), ["pass"]))
    assert "You declare nothing." in text
    text = run_until_end_of_input(session(partial(1, 6), ["th"]))
    assert "! 10♥ is no meld: a sequence is three or more cards in a row" in text
