"""Round 16: a rank's word run into a suit's letter (``tenh``, ``kingofh``) names the card at
every prompt, as it does at the card prompt: at a call it is told that cards come later (it was
"not a call: 'tenh'"), and at the melds prompt it is one of the meld's cards (it was "not a
meld: 'kingofh'")."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session


def test_a_card_in_words_run_together_at_a_call_is_told_cards_come_later() -> None:
    # Example 1: A speaks first; the turn-up is the 10 of hearts.
    s = session(partial(1, 0), ["tenh", "TENH", "10h", "play tenh", "lead 10h"])
    refusals = [line for line in run_until_end_of_input(s).splitlines() if line.startswith("!")]
    named = "! 10♥ is a card: to make hearts trumps, type accept"  # as 10h
    played = "! 10♥ is a card, played after the bidding: now choose a call (1-2)"
    assert refusals == [named, named, named, played, played]


def test_the_melds_typed_card_by_card_in_words_run_together_are_declared() -> None:
    # Example 1: A holds K-Q-J-10 of hearts (trumps) and A-K-Q of diamonds.
    s = session(partial(1, 6), ["kingofh queenofh jackofh tenh"])
    text = run_until_end_of_input(s)
    assert "You declare K♥-Q♥-J♥-10♥ (40)." in text
    assert "not a meld" not in text
