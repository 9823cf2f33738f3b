"""Round 16: the games are said with the players' names ('You win a game (games You 1, B 0).'),
and the end of the sitting says a rubber's games as the winner's to the loser's ('Rubber 1:
won by Bot, 2 games to 1'); 'games 1-2, won by Bot' and '(games 1-2)' read as Bot's 1-2."""

from __future__ import annotations

import re

from parlor.jojotte import Sitting
from parlor.jojotte.options import Options

from .test_ui import BotTyping, out, partial, run_until_end_of_input, session
from .test_ui_playtest import KeyboardScript


def test_a_game_won_says_each_players_games_by_name() -> None:
    s = session(partial(1, 24), [])  # the bot plays the last card of example 1: A's game
    s.inp = KeyboardScript([])
    text = run_until_end_of_input(s)
    assert "You win a game (games You 1, B 0)." in text


def test_the_end_of_the_sitting_says_each_rubbers_games_as_won() -> None:
    sitting = Sitting(Options(rubbers=2), ("Ann", "Bot"))
    s = session(sitting, [], level="easy", seed=11)
    s.inp = BotTyping(lambda: s.sitting.current)
    s.run()
    text = " ".join(out(s.console).split())
    for i, rubber in enumerate(sitting.rubbers, start=1):
        w = rubber.winner
        assert w is not None
        games = rubber.sheet.games
        said = f"Rubber {i}: won by {('You', 'Bot')[w]}, {games[w]} games to {games[1 - w]};"
        assert said in text
    assert not re.search(r"games \d-\d", text)
