"""Judge, session 11 (K4): at the card prompt a suit's letter names its suit as it does in the
auction, and as 'spades' does there: s, d and c play the one card of the suit that may be
played or ask which ('which diamond? ...'), or say why none; h, the help at the other prompts,
names hearts but asks first ('h: the K♥, or help?'), as q asks, the queen or quit. s, d and c
said "not a card: 's'" and h printed the whole help, though 'hearts' asked 'which heart?'.
A suit as the calls line shows it ('♠ (spades)') is the suit too; it was 'not a card'."""

from __future__ import annotations

import pytest

from parlor.jojotte import Sitting
from parlor.jojotte.options import Options

from .jojotte_helpers import make_deal
from .test_ui import parse, partial, run_until_end_of_input, session


def _refusals(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("!")]


@pytest.mark.parametrize(("letter", "word"), [("s", "spades"), ("d", "diamonds"), ("c", "clubs")])
def test_a_suit_letter_is_the_suit_at_the_card_prompt(letter: str, word: str) -> None:
    # Example 1: A must trump a club lead: no spade or diamond may be played, no club held.
    by_letter = _refusals(run_until_end_of_input(session(partial(1, 10), [letter])))
    by_word = _refusals(run_until_end_of_input(session(partial(1, 10), [word])))
    assert by_letter == by_word
    assert by_letter[0] != f"! not a card: {letter!r} (write e.g. QS, 10H, TH or J♥)"


def test_a_suit_letter_asks_for_the_one_card_of_the_suit() -> None:
    # Example 1, trick 3: A leads and holds one spade, the 8. (It was played at once until
    # the judge of session 11 (K8): see test_letters_asked.)
    text = run_until_end_of_input(session(partial(1, 11), ["S"]))
    assert "A plays" not in text
    assert _refusals(text) == [
        "! s: the 8♠, the only spade you may play? Type 8S (or its number) to play it"
    ]


def test_h_names_hearts_but_asks_and_plays_nothing() -> None:
    text = run_until_end_of_input(session(partial(1, 11), ["h"]))
    assert _refusals(text) == [
        "! which heart? K♥, Q♥, J♥ (type e.g. JH, or its number; h names hearts here: type help "
        "for the help)"
    ]
    assert "Commands at any prompt" not in text
    assert "A plays" not in text


def _one_heart_to_lead() -> Sitting:
    """Spades are trumps; A, to lead, holds one heart, the 7, among other cards."""
    sitting = Sitting(Options(), ("A", "B"))
    sitting.start_rubber(first_dealer=1)
    deck = make_deal("8S 9S AS 7H 8D QD", "TS KS QS 9H 8H 9D", "JC", "7S AD KD", "JS TH JH").deck
    deal = sitting.new_deal(deck)
    for text in ("pass", "pass", "bid S", "pass", "pass", "pass"):
        deal.apply(parse(text))
    deal.apply(deal.legal_actions()[0])  # the defender declares
    deal.apply(deal.legal_actions()[0])  # A declares
    deal.apply(parse("play 9D"))
    deal.apply(parse("play AD"))  # A wins the trick and leads
    return sitting


def test_h_with_one_heart_to_play_asks_rather_than_plays_it() -> None:
    text = run_until_end_of_input(session(_one_heart_to_lead(), ["h"]))
    (said,) = _refusals(text)
    assert said.startswith("! h: the ") and said.endswith(
        "or help? Type 7H to play it, or help for the help"
    )
    assert "A plays" not in text


def test_help_still_shows_the_help_at_the_card_prompt_and_says_the_letters() -> None:
    text = " ".join(run_until_end_of_input(session(partial(1, 10), ["help"])).split())
    assert "Commands at any prompt" in text
    assert "a suit's letter its suit (s, h, d, c: a letter alone asks first which card" in text


@pytest.mark.parametrize(("answer", "word"), [("♠ (spades)", "spades"), ("♥ (hearts)", "hearts")])
def test_a_suit_as_the_calls_line_shows_it_is_the_suit(answer: str, word: str) -> None:
    shown = _refusals(run_until_end_of_input(session(partial(1, 10), [answer])))
    said = _refusals(run_until_end_of_input(session(partial(1, 10), [word])))
    assert shown == said
    assert not shown[0].startswith("! not a card")
