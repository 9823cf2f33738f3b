"""Round 15 (a play-test): 'only the hearts' at the melds prompt was "not a meld: 'only'",
though 'just hearts' declared the hearts sequence."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


@pytest.mark.parametrize(
    ("answer", "declared"),
    [
        ("only the hearts", "You declare K♥-Q♥-J♥-10♥ (40)."),
        ("only KH-QH-JH-TH", "You declare K♥-Q♥-J♥-10♥ (40)."),
        ("the diamonds only", "You declare A♦-K♦-Q♦ (20)."),
    ],
)
def test_only_goes_with_the_melds_named(answer: str, declared: str) -> None:
    # Example 1, action 6: You declare, holding K♥-Q♥-J♥-10♥ and A♦-K♦-Q♦.
    text = run_until_end_of_input(session(partial(1, 6), [answer]))
    assert declared in text, answer
