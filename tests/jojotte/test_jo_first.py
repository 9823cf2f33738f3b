"""Round 17: Jo said before the card (``jo KH``, ``jo, king of hearts``, ``say jo``, ``say jo
with KH``) plays the King of trumps and says Jo, as ``KH jo`` does; it said "not a card: 'jo
kh'"."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


@pytest.mark.parametrize(
    "answer",
    ["jo kh", "JO K♥", "jo, king of hearts", "jo with the king", "say jo", "say jo with KH"],
)
def test_jo_said_first_plays_the_king_with_jo(answer: str) -> None:
    # Example 1 at action 11: You lead, holding K♥ and Q♥ (hearts are trumps).
    text = run_until_end_of_input(session(partial(1, 11), [answer]))
    assert 'You play K♥ and say "Jo".' in text, answer
    assert "not a card" not in text, answer


def test_jo_said_first_with_another_card_is_refused_as_after_it() -> None:
    first = run_until_end_of_input(session(partial(1, 11), ["jo QH"]))
    after = run_until_end_of_input(session(partial(1, 11), ["QH jo"]))
    # (round 20: Q♥ may be played, only the word is wrong; it said "Q♥ cannot be played")
    assert "! Jo is said only with the King of trumps (K♥); type Q♥ alone to play it" in first
    assert first == after
