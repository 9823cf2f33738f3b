"""Judge, session 11 (K9): a deal's result said "the contract is made, so Bot scores 88 below the
line and You 26 above", then "This deal on the sheet: above You 66, Bot 0": the first counted
the defender's tricks only, the sheet adds its melds, and the two read as a contradiction. When
the defender's melds (or Jo-Jotte) add to its tricks above, the line says so: "You 26 above for
tricks (66 with the melds)". (The file's name is the prefix given to this follow-up's tests.)"""

from __future__ import annotations

from parlor.jojotte import Sitting
from parlor.jojotte.options import Options

from .jojotte_helpers import make_deal
from .test_ui import partial, run_until_end_of_input, session


def _defender_with_melds() -> Sitting:
    """B deals and takes spades on the turn-up; A holds three sequences of three."""
    sitting = Sitting(Options(), ("A", "B"))
    sitting.start_rubber(first_dealer=1)
    deck = make_deal("7H 8H 9H 7D 8D 7C", "JS 9S AS KS 8S AC", "QS", "8C 9C 9D", "QD KC TD").deck
    sitting.new_deal(deck)
    return sitting


def test_the_defenders_melds_are_said_with_its_tricks_above() -> None:
    answers = ["pass", "pass", "pass", "all", *["1"] * 9]
    text = " ".join(run_until_end_of_input(session(_defender_with_melds(), answers)).split())
    assert "You declare 9♥-8♥-7♥ (20), 9♦-8♦-7♦ (20), 9♣-8♣-7♣ (20)." in text
    assert (
        "Totals You 60, B 187: the contract is made, so B scores 87 below the line and You 0 above "
        "for tricks (60 with the melds)." in text
    )
    assert "This deal on the sheet: above You 60, B 100; below You 0, B 87." in text


def test_without_melds_the_line_is_as_before() -> None:
    # Example 1: B, the defender, declared nothing: its 31 above are its tricks.
    text = run_until_end_of_input(session(partial(1, 23), []))
    assert (
        "Totals You 168, B 31: the contract is made, so You score 88 below the line and B 31 above."
        in text
    )
