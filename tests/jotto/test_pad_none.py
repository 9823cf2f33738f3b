"""Round 13: a side with no jot letters proved reads 'none yet', not '-'.

On a pad without colours the alphabet shows a crossed-off letter as '-', and the line below it
said "Your jot letters, proved in Bot's secret: -", which reads as one more crossed letter.
"""

from __future__ import annotations

from parlor.core.scorepad import render_text
from parlor.jotto.game import JottoGame, Test
from parlor.jotto.lexicon import default_valid
from parlor.jotto.pad import build_pad


def lines_of(game: JottoGame) -> list[str]:
    text = render_text(build_pad(game, ("Ann", "Bob")))
    return [x.strip() for x in text.splitlines() if "jot letters" in x]


def test_no_letter_proved_yet() -> None:
    game = JottoGame(["maple", "grown"], 0, default_valid())
    game.apply(Test("crane"))  # 2 jots against GROWN: R N, which two unknown
    game.apply(Test("quilt"))  # 1 against MAPLE
    lines = lines_of(game)
    assert lines == [
        "Ann's jot letters, proved in Bob's secret: none yet",
        "Bob's jot letters, proved in Ann's secret: none yet",
    ]


def test_none_when_the_game_is_over() -> None:
    game = JottoGame(["maple", "grown"], 0, default_valid())
    game.apply(Test("quilt"))  # 0 against GROWN: no letter proved present
    game.apply(Test("quilt"))  # 1 against MAPLE
    game.apply(Test("grown"))  # JOTTO
    assert game.is_over()
    assert lines_of(game)[1] == "Bob's jot letters, proved in Ann's secret: none"
