"""`parlor jotto rules` says that a word may be tested again and that its jots count again.

Neither rules text says so, yet the game takes a word tested before (or the side's own secret)
and counts its jots on every line it is tested: AMPLE against MAPLE twice is 10 + 10. A player
who read the rules could not know; the printed rulings now say it, and this test checks the
game does what they say.
"""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app
from parlor.jotto.game import JottoGame, Test
from parlor.jotto.lexicon import default_valid


def _rules() -> str:
    result = CliRunner().invoke(app, ["jotto", "rules"])
    assert result.exit_code == 0, result.output
    return " ".join(result.output.split())


def test_rules_say_a_word_may_be_tested_again_and_counts_again() -> None:
    text = _rules()
    assert "outside hard mode a side may test a word it has tested before, or its own secret" in (
        text
    )
    assert "the word's jots count again on the new line" in text
    assert "Both sides may hide the same word." in text


def test_the_game_counts_a_repeated_word_s_jots_again() -> None:
    game = JottoGame(["grown", "maple"], 0, default_valid())
    for word in ("ample", "maple", "ample", "crane", "maple"):
        game.apply(Test(word))  # side 2 tests its own secret, side 1 repeats AMPLE
    assert game.result().points[0].jots == 20  # AMPLE's five jots, counted 10, twice


def test_both_sides_may_hide_the_same_word() -> None:
    game = JottoGame(["maple", "maple"], 0, default_valid())
    game.apply(Test("maple"))
    assert game.result().winner == 0
