"""Judge, session 11 (K8): a suit's letter typed alone (h, s, d, c) never plays a card or makes
a call at once. At the first call prompt 'h' accepted hearts on one key ('You accept ♥
(hearts)') while at the melds prompt it is the help, and at the card prompt 'c' played the only
club (the top trump, defending a Slam). Now the letter asks which card, even the only one, or
whether that call ('h: accept hearts, or help?'); the suit named in full ('hearts', '10h',
'KH'), the symbol and the choice's number are taken as before."""

from __future__ import annotations

import pytest

from parlor.jojotte import Sitting
from parlor.jojotte.options import Options

from .jojotte_helpers import make_deal
from .test_ui import parse, run_until_end_of_input, session
from .test_ui_playtest import round_two


def _refusals(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("!")]


def _round_one() -> Sitting:
    """B deals, the turn-up is 10♥: A calls first, in round 1."""
    sitting = Sitting(Options(), ("A", "B"))
    sitting.start_rubber(first_dealer=1)
    deck = make_deal("8S 9S AS 7H 8H QD", "TS KS QS 7D 8D 9D", "TH").deck
    sitting.new_deal(deck)
    return sitting


@pytest.mark.parametrize("letter", ["h", "H", "h."])
def test_h_at_the_first_call_asks_and_accepts_nothing(letter: str) -> None:
    text = run_until_end_of_input(session(_round_one(), [letter]))
    assert _refusals(text) == [
        "! h: accept hearts, or help? Type accept (or hearts) to make hearts trumps, or help "
        "for the help"
    ]
    assert "You accept" not in text
    assert "Commands at any prompt" not in text


@pytest.mark.parametrize("answer", ["hearts", "accept", "1", "♥"])
def test_the_suit_in_full_or_the_number_still_accepts(answer: str) -> None:
    text = run_until_end_of_input(session(_round_one(), [answer]))
    assert "You accept ♥ (hearts)." in text
    assert not _refusals(text)


def test_a_letter_in_round_two_asks_and_the_name_bids() -> None:
    text = run_until_end_of_input(session(round_two(), ["d", "diamonds"]))
    assert _refusals(text) == ["! d: bid diamonds? Type diamonds to make diamonds trumps"]
    assert "You bid ♦ (diamonds)." in text


def test_a_letter_that_cannot_be_called_is_refused_as_before() -> None:
    text = run_until_end_of_input(session(_round_one(), ["s"]))
    (said,) = _refusals(text)
    assert said.startswith("! not allowed:")


def test_the_help_at_a_call_prompt_says_what_a_letter_does() -> None:
    text = " ".join(run_until_end_of_input(session(_round_one(), ["help"])).split())
    assert "A suit's letter alone (h, s, d, c) asks before it calls" in text


def _one_club_to_lead() -> Sitting:
    """Spades are trumps; A, to lead, holds one club, the 7, among other cards."""
    sitting = Sitting(Options(), ("A", "B"))
    sitting.start_rubber(first_dealer=1)
    deck = make_deal("8S 9S AS 7C 8D QD", "TS KS QS 9H 8H 9D", "JC", "7S AD KD", "JS TH JH").deck
    deal = sitting.new_deal(deck)
    for text in ("pass", "pass", "bid S", "pass", "pass", "pass"):
        deal.apply(parse(text))
    deal.apply(deal.legal_actions()[0])  # the defender declares
    deal.apply(deal.legal_actions()[0])  # You declare
    deal.apply(parse("play 9D"))
    deal.apply(parse("play AD"))  # You win the trick and leads
    return sitting


@pytest.mark.parametrize("letter", ["c", "C"])
def test_c_with_one_club_asks_rather_than_plays_it(letter: str) -> None:
    text = run_until_end_of_input(session(_one_club_to_lead(), [letter]))
    assert _refusals(text) == [
        "! c: the 7♣, the only club you may play? Type 7C (or its number) to play it"
    ]
    assert "You play" not in text


@pytest.mark.parametrize("answer", ["clubs", "7c", "7C", "♣", "seven of clubs"])
def test_the_club_named_otherwise_is_played_as_before(answer: str) -> None:
    text = run_until_end_of_input(session(_one_club_to_lead(), [answer]))
    assert "You play 7♣." in text
    assert not _refusals(text)
