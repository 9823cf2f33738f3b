"""The helper (judge session 11, J3): the easy bot's word, picked at random among those that
fit, was called 'Best first test word: LAMBS'; it is now what that bot would test (the medium
bot's too); the hard bot's is still the best test word."""

from __future__ import annotations

import io
import random

from parlor.core.console import make_console
from parlor.core.prompt import ScriptedInput
from parlor.jotto.cli_tools import Helper
from parlor.jotto.lexicon import default_valid
from parlor.jotto.solver import make_guesser

LEX = default_valid()


def helper(lines: list[str], level: str = "hard") -> tuple[Helper, str]:
    buf = io.StringIO()
    console = make_console(no_color=True, file=buf)
    h = Helper(console, ScriptedInput(lines), LEX, make_guesser(level, LEX, random.Random(0)))
    h.run()
    return h, " ".join(buf.getvalue().split())


def test_the_easy_bot_says_what_it_would_test() -> None:
    _, out = helper(["crane 1"], level="easy")
    assert "Best first test word" not in out and "Best next test word" not in out
    assert "words possible. The easy bot would test (picked at random" in out, out
    assert "The easy bot would test next (picked at random among the words that fit):" in out


def test_the_medium_bot_too_and_the_hard_bot_gives_the_best() -> None:
    _, out = helper(["crane 1"], level="medium")
    assert "The medium bot would test: " in out and "The medium bot would test next: " in out
    _, out = helper(["crane 1"], level="hard")
    assert "Best first test word: RATES" in out and "Best next test word: " in out
