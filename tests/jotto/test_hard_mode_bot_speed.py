"""Round 16: in hard mode the bot's move does not go over the whole word list when its word
fits the answers (the usual case): the list of every allowed word was built for each of its
moves, some 60 ms of the ~150 ms a move may take before a player notices."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

from parlor.core.prompt import EndOfInput, ScriptedInput
from parlor.jotto.game import JottoGame, Variant
from parlor.jotto.lexicon import default_common, default_valid
from parlor.jotto.solver import make_guesser
from parlor.jotto.ui import JottoSession, Side


def _session(monkeypatch: pytest.MonkeyPatch, answers: list[str]) -> tuple[JottoSession, list[int]]:
    lexicon = default_valid()
    guesser = make_guesser("easy", lexicon, random.Random(1), hard_mode=True)
    session = JottoSession(
        console=Console(file=io.StringIO(), width=100),
        inp=ScriptedInput(answers),
        sides=(Side("Ann"), Side("Bot", guesser=guesser)),
        lexicon=lexicon,
        common=default_common(),
        rng=random.Random(1),
        first=1,  # the bot tests first
        variant=Variant(hard_mode=True),
        seed=1,
    )
    calls: list[int] = []
    whole_list = JottoGame.legal_actions

    def counted(game: JottoGame):  # type: ignore[no-untyped-def]
        calls.append(1)
        return whole_list(game)

    monkeypatch.setattr(JottoGame, "legal_actions", counted)
    return session, calls


def test_the_bots_fitting_word_is_tested_without_listing_every_allowed_word(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # (Ann's own words fit her answers: CRANE first, then words the bot's answers allow)
    session, calls = _session(monkeypatch, ["plumb", "crane"])
    with pytest.raises(EndOfInput):
        session.run()
    game = session.game
    assert game is not None
    bot_tests = game.tests[1]
    assert len(bot_tests) >= 2  # the bot moved at least twice, with answers to fit
    assert calls == []


def test_a_word_that_does_not_fit_is_still_replaced_by_an_allowed_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    session, calls = _session(monkeypatch, ["plumb", "crane"])
    bot = session.sides[1].guesser
    assert bot is not None
    said: list[str] = []

    def stubborn(history, avoid=None):  # type: ignore[no-untyped-def]
        said.append("rated")
        return "rated"  # the same word every line: tested once, then it fits no more

    monkeypatch.setattr(bot, "guess", stubborn)
    with pytest.raises(EndOfInput):
        session.run()
    game = session.game
    assert game is not None
    words = [t.word for t in game.tests[1]]
    assert words[0] == "rated"
    assert len(words) >= 2 and words[1] != "rated"  # replaced by an allowed word
    assert calls  # (which needed the list of allowed words)
