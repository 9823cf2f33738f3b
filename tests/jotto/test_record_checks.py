"""Round 16: the pads of a record are refused when a game follows an unfinished one.

The rules (/work/shared/rules/jotto.md, "The match"): "Games are played until, at the end of a
game, at least one side has 150 points or more" - a game ends with JOTTO before the next one
begins. A damaged record with an unfinished game 1 and a finished game 2 printed game 2's pads
with "Brought forward 0 0" (game 1 counted for nothing) and no word of the damage; parlor resume
refuses the same save ("a game follows an unfinished one").
"""

from __future__ import annotations

import pytest

from parlor.jotto.game import JottoGame, Test
from parlor.jotto.lexicon import default_valid
from parlor.jotto.pad import match_pads

LEX = default_valid()


def _game(first: int, words: list[str]) -> JottoGame:
    g = JottoGame(["grown", "maple"], first, LEX)
    for w in words:
        g.apply(Test(w))
    return g


def test_a_game_after_an_unfinished_one_is_refused() -> None:
    record = {
        "names": ["Ann", "Bob"],
        "first": 0,
        "games": [_game(0, ["crane"]).to_record(), _game(1, ["crane", "maple"]).to_record()],
    }
    with pytest.raises(ValueError, match="game 2 cannot be replayed: game 1 is not finished"):
        match_pads(record, LEX)


def test_an_unfinished_last_game_still_prints() -> None:
    record = {
        "names": ["Ann", "Bob"],
        "first": 0,
        "games": [
            _game(0, ["crane", "slate", "maple"]).to_record(),
            _game(1, ["crane"]).to_record(),
        ],
    }
    pads = match_pads(record, LEX)
    assert len(pads) == 4
