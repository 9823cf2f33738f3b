"""The melds prompt (session 16's judges): a sequence written as the hand line writes a suit,
``♠ K Q J``, or with the suit named once (``KQJ♠``, ``spades KQJ``, ``K-Q-J of spades``) is
read (judge AD16 #3: refused as "not a meld: '♠'"); ``exchange`` there, in a deal that had no
exchange of the 7, no longer says "the exchange of the 7 is over" (judge AC16 #3); and at
No-Trump the help no longer names a tie-break in trumps (judge AC16 #2, rules section 6)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()

# seed 12, medium: "1" accepts spades, "1" takes the first auction answer; the hand then holds
# K♠ Q♠ J♠ (a tierce)
SPADES = ["jojotte", "--level", "medium", "--seed", "12"]
NO_TRUMP = ["jojotte", "--level", "hard", "--seed", "12"]  # pass, double: No-Trump by Bot


def _flat(args: list[str], lines: list[str]) -> str:
    result = runner.invoke(app, args, input="".join(x + "\n" for x in lines))
    return " ".join(result.output.split())


@pytest.mark.parametrize(
    "typed", ["♠ K Q J", "KQJ♠", "♠KQJ", "spades KQJ", "KQJ spades", "K-Q-J of spades"]
)
def test_a_sequence_with_its_suit_named_once_is_read(typed: str) -> None:
    out = _flat(SPADES, ["1", "1", typed, "quit"])
    assert "You declare K♠-Q♠-J♠ (20)." in out, out[-600:]


@pytest.mark.parametrize("typed", ["♠ K Q", "♠ K Q J ♥ 9 8 7", "KQJ", "♠ KQX"])
def test_what_names_no_sequence_of_one_suit_is_still_refused(typed: str) -> None:
    out = _flat(SPADES, ["1", "1", typed, "quit"])
    assert "You declare" not in out and "Declare (1-2, all or none): " + typed + " !" in out


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
