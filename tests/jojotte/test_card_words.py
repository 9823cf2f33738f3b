"""Round 17: the card parser itself reads a rank's word run into its suit (``tenh``,
``queenh``, ``jackofhearts``, ``10ofh``, ``ten♥``), the knave, and a suit's word before the
rank (``hearts ten``), so the card prompt, a call's ``play ...`` and the records agree. It
asked for the suit ("name its suit too") though the suit was named, and the UI read some of
these words before the parser. A rank's plural alone still names no card."""

from __future__ import annotations

import pytest

from parlor.jojotte.actions import JO, parse_action
from parlor.jojotte.cards import BadCard, card_str, parse_card


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("tenh", "TH"),
        ("TENH", "TH"),
        ("queenh", "QH"),
        ("jackofhearts", "JH"),
        ("10ofh", "TH"),
        ("tenofh", "TH"),
        ("ten♥", "TH"),
        ("ten♥\ufe0f", "TH"),
        ("kingofd", "KD"),
        ("aced", "AD"),
        ("sevenc", "7C"),
        ("knave of hearts", "JH"),
        ("knaveh", "JH"),
        ("hearts ten", "TH"),
        ("spades10", "TS"),
        ("the tenh", "TH"),
    ],
)
def test_a_rank_run_into_its_suit_is_the_card(text: str, card: str) -> None:
    assert card_str(parse_card(text)) == card


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("10s", "TS"),
        ("as", "AS"),
        ("a s", "AS"),
        ("h10", "TH"),
        ("J♥", "JH"),
        ("ten of hearts", "TH"),
        ("tenhearts", "TH"),
        ("a of s", "AS"),
        ("the queen of spades", "QS"),
    ],
)
def test_the_spellings_read_before_keep_their_card(text: str, card: str) -> None:
    assert card_str(parse_card(text)) == card


@pytest.mark.parametrize("text", ["tens", "aces", "jacks", "kings", "knaves", "ace.", "tenx"])
def test_a_rank_without_a_suit_is_still_asked_for_its_suit(text: str) -> None:
    with pytest.raises(BadCard, match="name its suit too"):
        parse_card(text)


@pytest.mark.parametrize("text", ["ten", "hearts", "h", "ofh", "tenhs", "x10"])
def test_other_words_are_still_no_card(text: str) -> None:
    with pytest.raises(BadCard):
        parse_card(text)


def test_a_played_card_in_run_together_words_is_the_action() -> None:
    assert parse_action("play tenh") == parse_card("TH")
    assert parse_action("kingofh jo") == JO + parse_card("KH")
