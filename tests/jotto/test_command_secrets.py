"""Round 17 (a judge's note of session 10, left half done): a newcomer typing 'rules' or
'sheet' at the first prompt, the hidden secret prompt, found RULES (or SHEET) their secret
word; and SHEET, STATS and SOLVE, parlor's commands and five-letter words, were tested at the
test-word prompt as typed, as SCORE and RULES were before round 16. At the keyboard such a
word is now held back once at the secret prompt too (named against the bot, whose pad shows
the player's secret; not named at one keyboard of two people), and SHEET, STATS and SOLVE at
the test-word prompt as SCORE is. RESUME, REPLAY and the like, six-letter words, say what they
mean in a five-letter game instead of 'RESUME has 6 letters'. From a pipe, all are words as
typed."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

from parlor.jotto.lexicon import default_valid
from parlor.jotto.ui import JottoSession, QuitGame, Side
from tests.jotto.test_screen_prompts import Keyboard

LEX = default_valid()


def play(
    answers: list[str], *, interactive: bool = True, bot: bool = False
) -> tuple[JottoSession, str]:
    out = io.StringIO()
    console = Console(file=out, width=200, color_system=None, force_terminal=False)
    inp = Keyboard([*answers, "quit"], console)
    inp.interactive = interactive
    if bot:
        from parlor.jotto.solver import make_guesser

        other = Side("Bot", guesser=make_guesser("easy", LEX, random.Random(1)))
    else:
        other = Side("Bob")
    session = JottoSession(
        console=console,
        inp=inp,
        sides=(Side("Ann"), other),
        lexicon=LEX,
        common=LEX,
        rng=random.Random(1),
        first=0,
        seed=1,
    )
    with pytest.raises(QuitGame):
        session.run()
    return session, " ".join(out.getvalue().split())


@pytest.mark.parametrize("word", ["rules", "sheet", "score", "stats"])
def test_a_command_like_secret_is_held_back_once_at_the_keyboard(word: str) -> None:
    session, out = play([word, "maple", "grown"])
    assert session.game is not None and session.game.secrets[0] == "maple", out
    assert "That word can be read as a command, and here it is only a word" in out
    assert "Type it again to hide it as your secret word" in out
    assert word.upper() not in out  # (two people at one keyboard: the word is not named)
    session, out = play([word, word, "grown"])
    assert session.game is not None and session.game.secrets[0] == word, out


def test_against_the_bot_the_word_is_named() -> None:
    session, out = play(["rules", "maple"], bot=True)
    assert session.game is not None and session.game.secrets[0] == "maple"
    assert (
        "RULES is a word of this game, not a command: help says how to play, and parlor jotto "
        "rules prints the rules. Type RULES again to hide it as your secret word" in out
    )


def test_from_a_pipe_the_secret_is_taken_as_typed() -> None:
    session, out = play(["rules", "grown"], interactive=False)
    assert session.game is not None and session.game.secrets[0] == "rules"
    assert "not a command" not in out


@pytest.mark.parametrize("word", ["sheet", "stats", "solve"])
def test_parlors_commands_are_held_back_at_the_test_prompt(word: str) -> None:
    session, out = play(["maple", "grown", word])
    assert session.game is not None and session.game.tests[0] == []
    assert f"{word.upper()} is a word of this game, not a command:" in out
    session, out = play(["maple", "grown", word, word])
    assert session.game is not None and [t.word for t in session.game.tests[0]] == [word]


def test_six_letter_commands_say_what_they_mean_in_a_five_letter_game() -> None:
    session, out = play(["maple", "grown", "resume", "replay"])
    assert session.game is not None and session.game.tests[0] == []
    assert "the match is saved after every move (quit stops it, parlor resume continues it)" in out
    assert "parlor jotto sheet prints a match's pads" in out
    assert "has 6 letters" not in out
