"""The melds prompt (session 16's judges): a sequence written as the hand line writes a suit,
``♠ K Q J``, or with the suit named once (``KQJ♠``, ``spades KQJ``, ``K-Q-J of spades``) is
read (judge AD16 #3: refused as "not a meld: '♠'"); ``exchange`` there, in a deal that had no
exchange of the 7, no longer says "the exchange of the 7 is over" (judge AC16 #3); and at
No-Trump the help no longer names a tie-break in trumps (judge AC16 #2, rules section 6).
A sequence typed by its ranks alone (``KQJ``) is the hand's run of those ranks when one suit
holds it, and asks which suit when two do (session 16's note: refused)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.jojotte.cards import parse_cards
from parlor.jojotte.ui import CardStyle, JojotteSession

runner = CliRunner()

# seed 12, medium: "1" accepts spades, "1" takes the first auction answer; the hand then holds
# K♠ Q♠ J♠ (a tierce)
SPADES = ["jojotte", "--level", "medium", "--seed", "12"]
NO_TRUMP = ["jojotte", "--level", "hard", "--seed", "12"]  # pass, double: No-Trump by Bot


def _flat(args: list[str], lines: list[str]) -> str:
    result = runner.invoke(app, args, input="".join(x + "\n" for x in lines))
    return " ".join(result.output.split())


@pytest.mark.parametrize(
    "typed",
    [
        *("♠ K Q J", "KQJ♠", "♠KQJ", "spades KQJ", "KQJ spades", "K-Q-J of spades", "KQJ"),
        *("k q j", "KQJS", "kqj s", "S KQJ", "K-Q-J of S"),  # (a suit's letter: judge AL17 #4)
    ],
)
def test_a_sequence_with_its_suit_named_once_is_read(typed: str) -> None:
    out = _flat(SPADES, ["1", "1", typed, "quit"])
    assert "You declare K♠-Q♠-J♠ (20)." in out, out[-600:]


@pytest.mark.parametrize("typed", ["♠ K Q", "♠ K Q J ♥ 9 8 7", "♠ KQX", "AKQ", "QJ10", "JJJ"])
def test_what_names_no_sequence_of_one_suit_is_still_refused(typed: str) -> None:
    out = _flat(SPADES, ["1", "1", typed, "quit"])
    assert "You declare" not in out and "Declare (1-2, all or none): " + typed + " !" in out


def test_ranks_alone_held_in_no_suit_say_so() -> None:
    out = _flat(SPADES, ["1", "1", "AKQ", "quit"])
    assert "! you hold no AKQ of one suit: declare a meld you hold (e.g. KH-QH-JH)" in out


def _ranks(typed: str, hand: str) -> str | None:
    cards = parse_cards(hand)
    deal = SimpleNamespace(observation=lambda p: SimpleNamespace(hand=sum(1 << c for c in cards)))
    me = SimpleNamespace(human=0, style=CardStyle())
    return JojotteSession._ranks_without_suit(me, typed.lower().split(), deal)  # type: ignore[arg-type]


def test_ranks_alone_held_in_two_suits_ask_which() -> None:
    hand = "QH JH TH QD JD TD AS 7S 8C"
    assert _ranks("QJ10", hand) == (
        "Q J 10 of which suit? You hold them in ♥ and ♦: type e.g. QJ10♥ (or QJ10 H)"
    )
    assert _ranks("Q J 10", "QH JH TH QD JD 9D AS 7S 8C") == "=QH JH TH"
    assert _ranks("kh qh jh", hand) is None  # (suits named: the parser's as before)
    assert _ranks("KQJ♠", hand) is None
    assert _ranks("JJJJ", hand) is None  # (four jacks as the parser reads it, not J♥ 4 times)


def test_exchange_where_there_was_none() -> None:
    out = _flat(SPADES, ["1", "2", "exchange", "quit"])  # (nobody holds the 7 of spades)
    assert "! there is no exchange of the 7 in this deal: now declare your melds" in out
    assert "exchange of the 7 is over" not in out
    out = _flat(NO_TRUMP, ["pass", "double", "2", "exchange", "quit"])
    assert "! there is no exchange of the 7 at No-Trump: now declare your melds" in out


def test_the_meld_help_at_no_trump_names_no_trump_tie_break() -> None:
    out = _flat(NO_TRUMP, ["pass", "double", "2", "help", "quit"])
    assert "Contract: No-Trump by Bot, doubled by You" in out
    assert "then the one in trumps" not in out
    assert "higher top card (if still equal, neither scores: there are no trumps" in out
    out = _flat(SPADES, ["1", "2", "help", "quit"])
    assert "higher top card, then the one in trumps (if still equal, neither scores)" in out
