"""`parlor jotto rules` says that `--first` chooses only the first game's starter.

It said "`--first 1` or `--first 2` chooses the side that starts instead", which reads as that
side starting every game; the game alternates the first turn after the first game, --first or
not (JottoMatch.next_first).
"""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app
from parlor.jotto.game import JottoGame, JottoMatch, Test
from parlor.jotto.lexicon import default_valid


def test_rules_say_first_chooses_the_first_game_only() -> None:
    result = CliRunner().invoke(app, ["jotto", "rules"])
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    assert (
        "`--first 1` or `--first 2` chooses the side that starts the first game instead of the "
        "lot; the first turn still alternates after it." in text
    )


def test_the_first_turn_alternates_after_a_chosen_first_game() -> None:
    match = JottoMatch(first=1)  # --first 2: side 2 (index 1) starts game 1
    assert match.next_first() == 1
    game = JottoGame(["grown", "maple"], match.next_first(), default_valid())
    game.apply(Test("grown"))  # side 2 finds side 1's secret at once
    match.add(game.result())
    assert not match.is_over()
    assert match.next_first() == 0  # game 2: side 1 starts
