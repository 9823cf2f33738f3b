"""Seventh play-test of the Jotto screen: what a person sees and types at the prompts."""

from __future__ import annotations

import io
import random
from collections.abc import Iterable, Iterator

import pytest
from rich.console import Console

from parlor.core.prompt import EndOfInput
from parlor.jotto.game import Variant
from parlor.jotto.lexicon import default_valid
from parlor.jotto.ui import JottoSession, QuitGame, Side

LEX = default_valid()


class Keyboard:
    """Answers typed at a terminal (``interactive``), recorded with their prompts."""

    interactive = True

    def __init__(self, answers: Iterable[str]) -> None:
        self._answers: Iterator[str] = iter(answers)
        self.prompts: list[str] = []

    def ask(self, prompt: str, *, hidden: bool = False) -> str:
        self.prompts.append(prompt)
        try:
            return next(self._answers)
        except StopIteration:
            raise EndOfInput from None


def two_people(
    answers: list[str], *, interactive: bool = True, variant: Variant | None = None
) -> tuple[JottoSession, str, list[str]]:
    """Ann (MAPLE) and Bob (GROWN) at one keyboard, Ann first, the program answering."""
    out = io.StringIO()
    console = Console(file=out, width=200, color_system=None, force_terminal=False)
    inp = Keyboard([*answers, "quit"])
    inp.interactive = interactive
    session = JottoSession(
        console=console,
        inp=inp,
        sides=(Side("Ann"), Side("Bob")),
        lexicon=LEX,
        common=LEX,
        rng=random.Random(1),
        first=0,
        variant=variant or Variant(),
    )
    with pytest.raises(QuitGame):
        session.run()
    return session, out.getvalue(), inp.prompts


def test_a_word_tested_already_is_held_back_before_it_spends_a_line() -> None:
    """At the keyboard, WHALE typed again for line 2 is not tested at once: the note says it
    was tested on line 1 (with its jots) and the same prompt comes back; typed again, it goes."""
    session, out, prompts = two_people(["maple", "grown", "whale", "fight", "Whale"])
    assert session.game is not None
    assert [t.word for t in session.game.tests[0]] == ["whale"]  # line 2 not spent
    assert "WHALE was tested on line 1 already (1 jot). Type WHALE again to test it" in out
    assert prompts[-2:] == ["Ann, your test word for line 2: "] * 2
    session, out, _ = two_people(["maple", "grown", "whale", "fight", "whale", "whale"])
    assert session.game is not None
    assert [t.word for t in session.game.tests[0]] == ["whale", "whale"]
    assert out.count("was tested on line 1 already") == 1  # no second note once confirmed


def test_another_word_after_the_note_is_tested_as_usual() -> None:
    session, _out, _ = two_people(["maple", "grown", "whale", "fight", "whale", "shale"])
    assert session.game is not None
    assert [t.word for t in session.game.tests[0]] == ["whale", "shale"]


def test_from_a_pipe_a_repeated_word_is_tested_at_once_with_a_note() -> None:
    """Read from a pipe, answers come one a line in prompt order: no extra line is asked for."""
    session, out, _ = two_people(["maple", "grown", "whale", "fight", "whale"], interactive=False)
    assert session.game is not None
    assert [t.word for t in session.game.tests[0]] == ["whale", "whale"]
    assert "(WHALE was tested on line 1 already.)" in out


def test_hard_mode_refuses_a_repeat_at_once_without_offering_it() -> None:
    """In hard mode a tested word (not the secret) never agrees with the answers: the engine's
    refusal comes at once, not an offer to type it again."""
    _session, out, _ = two_people(
        ["maple", "grown", "whale", "fight", "whale"], variant=Variant(hard_mode=True)
    )
    assert "Type WHALE again" not in out
    assert "WHALE was tested on line 1 already: it is not the secret (hard mode)" in out
