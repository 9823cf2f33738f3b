"""Issue 3: in an --announce game with one wrong answer, the bot says once that an answer must be
wrong, plays on, and names the wrong line when the secret is revealed. Before session 10 it
said so a second time when the suspect lines came down to one ('your answers still cannot all
be right ... it is line 2'), for a wrong answer on most lines of a game."""

from __future__ import annotations

import io
import random
import re

import pytest

from parlor.core.console import make_console
from parlor.jotto.lexicon import default_common, default_valid
from parlor.jotto.rules import jots
from parlor.jotto.solver import make_guesser
from parlor.jotto.ui import JottoSession, Side

VALID, COMMON = default_valid(), default_common()


class _Person:
    """Hides ``secret``, tests rare words, answers the bot's word on ``wrong_line`` wrongly."""

    interactive = False

    def __init__(self, secret: str, wrong_line: int) -> None:
        self.secret, self.wrong_line = secret, wrong_line
        self.tests = iter(["xylyl", "fjord", "zincy", "quaff", "vozhd", "jumpy", "kudzu"] * 5)

    def ask(self, prompt: str, *, hidden: bool = False) -> str:
        if "secret" in prompt:
            return self.secret
        m = re.search(r"'s ([A-Z]{5}) \(line (\d+)\)", prompt)
        if m:
            n = jots(m.group(1), self.secret)
            if int(m.group(2)) == self.wrong_line:
                n = n + 1 if n < 3 else n - 1
            return str(n)
        if "test word" in prompt:
            return next(self.tests)
        return "quit"


def _play(secret: str, wrong_line: int) -> str:
    buf = io.StringIO()
    JottoSession(
        console=make_console(no_color=True, file=buf),
        inp=_Person(secret, wrong_line),
        sides=(Side("You"), Side("Bot", guesser=make_guesser("hard", VALID, random.Random(1)))),
        lexicon=VALID,
        common=COMMON,
        rng=random.Random(4),
        first=1,
        announce=True,
        target=1,
    ).run()
    return buf.getvalue()


@pytest.mark.parametrize("secret", ["chair", "mound"])
@pytest.mark.parametrize("wrong_line", [1, 2, 3, 4, 5])
def test_one_wrong_answer_is_warned_about_once_and_named_at_the_end(
    secret: str, wrong_line: int
) -> None:
    out = _play(secret, wrong_line)
    assert f"found {secret.upper()}" in out, out
    assert f"Bot: your answer on line {wrong_line} was wrong" in out, out
    assert out.count("cannot all be right") == 1, out
