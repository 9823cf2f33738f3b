"""Issue 3's "the bot says once that an answer must be wrong" holds across a resume: the
warnings given in the game in play are kept in the save (judge N13: resumed, the bot said
again that the answers cannot all be right, in other words)."""

from __future__ import annotations

import io
import random
import re

import pytest

from parlor.core.console import make_console
from parlor.jotto.lexicon import default_common, default_valid
from parlor.jotto.rules import jots
from parlor.jotto.solver import make_guesser
from parlor.jotto.ui import JottoSession, QuitGame, Side

VALID, COMMON = default_valid(), default_common()
WARNING = "cannot all be right"


class _Person:
    """Hides ``secret``, answers the bot's line-1 word wrongly and the others rightly; with
    ``out``, quits at the first test-word prompt after the bot has warned."""

    interactive = False

    def __init__(self, secret: str, out: io.StringIO | None = None) -> None:
        self.secret, self.out = secret, out
        self.tests = iter(["xylyl", "fjord", "zincy", "quaff", "vozhd", "jumpy", "kudzu"] * 5)

    def ask(self, prompt: str, *, hidden: bool = False) -> str:
        if "secret" in prompt:
            return self.secret
        m = re.search(r"'s ([A-Z]{5}) \(line (\d+)\)", prompt)
        if m:
            n = jots(m.group(1), self.secret)
            if m.group(2) == "1":
                n = n + 1 if n < 3 else n - 1
            return str(n)
        if "test word" in prompt:
            if self.out is not None and WARNING in self.out.getvalue():
                return "quit"
            return next(self.tests)
        return "quit"


def _session(buf: io.StringIO, person: _Person) -> JottoSession:
    return JottoSession(
        console=make_console(no_color=True, file=buf),
        inp=person,
        sides=(Side("You"), Side("Bot", guesser=make_guesser("hard", VALID, random.Random(1)))),
        lexicon=VALID,
        common=COMMON,
        rng=random.Random(4),
        first=1,
        announce=True,
        target=1,
    )


def test_a_warning_given_before_a_stop_is_not_given_again_after_resuming() -> None:
    before = io.StringIO()
    first = _session(before, _Person("pride", before))
    with pytest.raises(QuitGame):
        first.run()
    assert before.getvalue().count(WARNING) == 1, before.getvalue()
    record = first.record()
    assert record["warned"] and not record["finished"]
    after = io.StringIO()
    again = _session(after, _Person("pride"))
    again.restore(record)
    again.run()
    out = after.getvalue()
    assert "Resumed where the game stopped." in out
    assert "found PRIDE" in out, out
    assert "Bot: your answer on line 1 was wrong" in out, out
    assert WARNING not in out, out


def test_a_damaged_list_of_warnings_is_passed_over() -> None:
    before = io.StringIO()
    first = _session(before, _Person("pride", before))
    with pytest.raises(QuitGame):
        first.run()
    record = first.record()
    record["warned"] = {"0": "x", "1": [1, "a", 0], "7": [1, [1], 0]}
    again = _session(io.StringIO(), _Person("pride"))
    again.restore(record)  # (no error: a warning more is no harm)
    assert again._warned_contradiction == {}
