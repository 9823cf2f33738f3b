"""Round 16: in a four-letter announce game, 'undo', 'back', 'save' and 'hint' typed at the
jots prompt (where no word can be the answer) were told 'answer with a number of jots ...;
UNDO can be your test word: it is asked for next': UNDO, SAVE, HINT and BACK are words of the
four-letter list. At the jots prompt they are the commands a player means, answered as in a
five-letter game; at the test-word prompt they stay words of the game."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

from parlor.jotto.lexicon import default_valid
from parlor.jotto.ui import JottoSession, QuitGame, Side
from tests.jotto.test_screen_prompts import Keyboard

LEX4 = default_valid(4)

SAID = {
    "undo": "a test word cannot be taken back once tested, as on paper (correct LINE JOTS "
    "changes an answer you gave)",
    "back": "a test word cannot be taken back once tested, as on paper (correct LINE JOTS "
    "changes an answer you gave)",
    "save": "The match is saved after every move",
    "hint": "Jotto has no hint command",
}


def play(answers: list[str]) -> tuple[JottoSession, str]:
    out = io.StringIO()
    console = Console(file=out, width=200, color_system=None, force_terminal=False)
    inp = Keyboard([*answers, "quit"], console)
    inp.interactive = True
    session = JottoSession(
        console=console,
        inp=inp,
        sides=(Side("Ann"), Side("Bob")),
        lexicon=LEX4,
        common=LEX4,
        rng=random.Random(1),
        first=0,
        announce=True,
    )
    with pytest.raises(QuitGame):
        session.run()
    return session, out.getvalue()


@pytest.mark.parametrize("word", sorted(SAID))
def test_at_the_jots_prompt_the_command_is_answered(word: str) -> None:
    # Ann tests FORK; Bob is asked its jots and types the command
    session, out = play(["lamp", "tone", "fork", word, "1"])
    assert SAID[word] in " ".join(out.split())
    assert "can be your test word" not in out
    game = session.game
    assert game is not None
    assert [t.announced for t in game.tests[0]] == [1]  # (the answer typed after it is taken)


@pytest.mark.parametrize("word", sorted(SAID))
def test_at_the_test_word_prompt_it_is_still_a_word_of_the_game(word: str) -> None:
    session, _ = play(["lamp", "tone", word, word])
    game = session.game
    assert game is not None
    assert [t.word for t in game.tests[0]] == [word]
