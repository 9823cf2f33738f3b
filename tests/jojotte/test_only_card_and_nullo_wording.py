"""Judge, session 11 (K7), wording: a card played for the player because it is the only one
they may play says so by the player's name ('Kim plays 7♥ (the only card Kim may play).'; it
said 'you may play' after 'Kim plays'), and a failed Nullo's running score says '+100 for each
further trick' (it said '+100 a trick more')."""

from __future__ import annotations

from parlor.jojotte import Sitting
from parlor.jojotte.options import Options

from .jojotte_helpers import make_deal
from .test_nullo_failed import _table
from .test_ui import parse, run_until_end_of_input, session


def _one_heart_to_follow(names: tuple[str, str]) -> Sitting:
    """Spades are trumps; the bot leads the 9 of hearts; the player's one heart is the 7."""
    sitting = Sitting(Options(), names)
    sitting.start_rubber(first_dealer=1)
    deck = make_deal("8S 9S AS 7H 8D QD", "TS KS QS 9H 8H 9D", "JC", "7S AD KD", "JS TH JH").deck
    deal = sitting.new_deal(deck)
    for text in ("pass", "pass", "bid S", "pass", "pass", "pass"):
        deal.apply(parse(text))
    deal.apply(deal.legal_actions()[0])  # the defender declares
    deal.apply(deal.legal_actions()[0])  # the player declares
    deal.apply(parse("play 9H"))
    return sitting


def test_the_only_card_is_said_to_the_player_as_you() -> None:
    # (round 18: whatever their name, the person at the keyboard is "you" in the commentary,
    # as in "Trick 2: you lead." and "Your hand"; it said "Kim plays 7♥ (the only card Kim
    # may play)")
    text = run_until_end_of_input(session(_one_heart_to_follow(("Kim", "Bot")), []))
    assert "You play 7♥ (the only card you may play: you must follow hearts)." in text
    assert "Kim plays" not in text and "Kim may play" not in text


def test_the_only_card_of_you_is_yours() -> None:
    text = run_until_end_of_input(session(_one_heart_to_follow(("You", "Bot")), []))
    assert "You play 7♥ (the only card you may play: you must follow hearts)." in text


def test_a_failed_nullo_says_each_further_trick() -> None:
    text = _table(5)
    assert "(Nullo failed: B scores 200, +100 for each further trick)" in text
    assert "a trick more" not in text
