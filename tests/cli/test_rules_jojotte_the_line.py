"""`parlor jojotte rules` says what "above the line" and "below the line" mean.

Every section of the printed rules scores points above or below the line, and the only word
about it was "bridge-style scoring above and below the line": a newcomer who does not play
bridge could not tell which points win a game. The page now says it before section 1, and this
test checks the game keeps to it: only points below the line win a game.
"""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app
from parlor.jojotte.game import Sitting


def test_rules_explain_above_and_below_the_line_before_section_1() -> None:
    result = CliRunner().invoke(app, ["jojotte", "rules"])
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    intro = text[: text.index("1. Cards")]
    assert "Points written below the line win games: 80 there wins a game" in intro.replace("*", "")
    assert "every point, above or below, counts in the grand total" in intro


def test_points_above_the_line_win_no_game() -> None:
    sitting = Sitting()
    sitting.start_rubber(first_dealer=0)
    sheet = sitting.rubber.sheet
    sheet.add((500, 0), (79, 0), 0)  # 500 above and 79 below: no game
    assert tuple(sheet.games) == (0, 0)
    sheet.add((0, 0), (1, 0), 0)  # 80 below: a game
    assert tuple(sheet.games) == (1, 0)
