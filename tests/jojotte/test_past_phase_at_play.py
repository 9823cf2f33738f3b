"""Round 14: a call, the exchange or a meld typed at the card prompt says that its time is past.

"pass", "nt" or "double" at the card prompt said "play a card (e.g. JH, or its number)";
"four jacks", "4J" or "KH-QH-JH" said "not a card: '4j'"."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session

_PLAY = "now play a card (e.g. JH, or its number)"


@pytest.mark.parametrize(
    ("answer", "said"),
    [
        ("pass", "the bidding is over: play a card (e.g. JH, or its number)"),
        ("nt", "the bidding is over: play a card (e.g. JH, or its number)"),
        ("double", "the bidding is over: play a card (e.g. JH, or its number)"),
        ("swap", f"the 7 of trumps is exchanged before the melds: {_PLAY}"),
        ("four jacks", f"the melds were declared before the first trick: {_PLAY}"),
        ("4J", f"the melds were declared before the first trick: {_PLAY}"),
        ("KH-QH-JH", f"the melds were declared before the first trick: {_PLAY}"),
    ],
)
def test_a_past_phase_named_at_the_card_prompt(answer: str, said: str) -> None:
    # Example 1, action 10: B led the 10 of clubs; You are to play.
    text = run_until_end_of_input(session(partial(1, 10), [answer]))
    assert f"! {said}\n" in text, text


def test_cards_still_play() -> None:
    for answer, played in (("kh-jo", 'You play K♥ and say "Jo".'), ("th", "You play 10♥.")):
        text = run_until_end_of_input(session(partial(1, 10), [answer]))
        assert played in text, answer
    text = run_until_end_of_input(session(partial(1, 10), ["j-d"]))  # a card, not a run
    assert "! you do not hold J♦" in text


@pytest.mark.parametrize("answer", ["4J", "four jacks", "the jacks", "KH-QH-JH", "declare all"])
def test_a_meld_at_a_call_says_melds_come_after_the_bidding(answer: str) -> None:
    # Example 1: A's first call. They said "not a call: '4J' (choose 1-2 or type help)".
    text = run_until_end_of_input(session(partial(1, 0), [answer]))
    assert "! melds are declared after the bidding: now choose a call (1-2 or its name)" in text
