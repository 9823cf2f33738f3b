"""Round 13 (a newcomer's eye): a rank typed as its letter alone at the card prompt.

The hand line shows "♦ A K Q"; a newcomer types "A" for the ace. "ace" played the one ace,
but "A" was "not a card: 'a'"."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session


def _played(answers: list[str]) -> str:
    # Example 1 before B leads A♣: A (the person) holds ♠ 8, ♥ K Q J 10 (trumps), ♦ A K Q.
    # A's 9♣ follows by itself; B leads 10♣ and A, void in clubs, must trump.
    return run_until_end_of_input(session(partial(1, 7), answers))


def test_the_letter_of_a_rank_is_read_as_its_word() -> None:
    text = _played(["J", "A"])
    assert "not a card" not in text
    assert "You play J♥." in text  # the one jack: it trumps the 10♣
    assert "You play A♦." in text  # You lead trick 3: the one ace


def test_the_letter_of_a_rank_that_may_not_be_played_is_told_why() -> None:
    text = _played(["a"])  # the ace is a diamond, and A must trump
    assert "! A♦ cannot be played: you cannot follow clubs, so you must trump" in text


def test_a_letter_of_two_playable_cards_asks_which() -> None:
    text = _played(["J", "k"])  # trick 3: the King of hearts, with or without Jo, or K♦
    assert "! which king? K♥ or K♦ (type e.g. KH, or its number)" in text
