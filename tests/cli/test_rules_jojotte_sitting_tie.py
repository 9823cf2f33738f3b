"""`parlor jojotte rules` says what equal grand totals at the end of a sitting mean.

The rules say only "The winner has the larger grand total"; the game calls equal totals a tie
('A tie at 490.') and names no winner. A player reading the rules could not know; the printed
rules now say it (a ruling of parlor's, marked [R]).
"""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app
from parlor.jojotte.game import Sitting


def _rules() -> str:
    result = CliRunner().invoke(app, ["jojotte", "rules"])
    assert result.exit_code == 0, result.output
    return " ".join(result.output.split())


def test_rules_say_equal_grand_totals_are_a_tie() -> None:
    assert "equal grand totals are a tie, with no winner [R]" in _rules()


def test_the_game_gives_equal_grand_totals_no_winner() -> None:
    sitting = Sitting()
    sitting.start_rubber(first_dealer=0)
    sheet = sitting.rubber.sheet
    sheet.add((0, 0), (100, 0), 0)  # a game to A
    sheet.add((0, 390), (0, 100), 0)  # a game to B, and 390 above for B
    sheet.add((0, 0), (90, 0), 0)  # A's second game: the rubber, and its 300
    assert sitting.is_over
    assert sitting.total(0) == sitting.total(1) == 490
    assert sitting.winner() is None
