"""Round 16: with --announce, a player whose answers to the bot are mostly wrong (a child
typing numbers, a player who has the rules backwards) was warned before every one of the
bot's test words ('At least 3 of your answers are wrong ...', 'At least 4 ...', ... thirteen
warnings in twenty lines), each naming every line with its word and answer, a hundred at a
time in a long game ('RATED 2, NOOKS 1, SHUCK 0, ...'). Issue 3: the bot says once that the
answers cannot all be right, plays on, and names the wrong lines at the end. Once it has said
that two or more are wrong it is not said again for each answer more (a correction is still
answered), and more than six lines are named by their span ('lines 1 to 9')."""

from __future__ import annotations

import io
import random
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.prompt import ScriptedInput
from parlor.jotto.game import TestLine as Line
from parlor.jotto.lexicon import default_valid
from parlor.jotto.ui import NAMED_MAX, JottoSession, Side

WARNING = "cannot all be right"
WORDS = "whale shale field worst grout brown chime plant stomp plumb tiger steam brick flute"


def test_answers_mostly_wrong_are_warned_about_twice_not_every_turn(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    typed = ["maple"]
    for word in WORDS.split():
        typed += [word, "5"]  # (every bot word an anagram of MAPLE: most of them wrong)
    result = CliRunner().invoke(
        app,
        ["--no-color", "jotto", "--seed", "3", "--first", "1", "--announce"],
        input="\n".join([*typed, "quit"]) + "\n",
        env={"COLUMNS": "400"},
    )
    out = result.output
    warnings = [x for x in out.splitlines() if WARNING in x]
    assert len(warnings) == 2, "\n".join(warnings)
    assert "At least one of your answers" in warnings[0]
    assert "At least two of your answers are wrong" in warnings[1]
    # (the pad still says it at every line, in a few words)
    assert out.count("the answers contradict each other: at least two are wrong") > 5


def test_a_correction_after_that_is_still_answered(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    typed = ["maple"]
    for i, word in enumerate(WORDS.split()[:10]):
        typed += [word, "5"] if i != 8 else [word, "correct 1 0", "5"]
    result = CliRunner().invoke(
        app,
        ["--no-color", "jotto", "--seed", "3", "--first", "1", "--announce"],
        input="\n".join([*typed, "quit"]) + "\n",
        env={"COLUMNS": "400"},
    )
    out = result.output
    assert "Corrected during line 9" in out
    warnings = [x for x in out.splitlines() if WARNING in x]
    after = out.index("Corrected during line 9")
    assert any(out.index(w) > after for w in warnings), "\n".join(warnings)


@dataclass
class Reading:
    suspect: int | None
    blamed: tuple[int, ...]
    wrong: int


@dataclass
class Reader:
    reading: Reading
    rng: random.Random = field(default_factory=random.Random)

    def guess(self, history: object, own: object = None) -> str:
        return "crane"


BOT_WORDS = [
    "rated",
    "nooks",
    "shuck",
    "signs",
    "whoop",
    "silos",
    "joker",
    "pacts",
    "tilth",
    "regex",
]


def _warning(blamed: tuple[int, ...], wrong: int) -> str:
    lexicon = default_valid()
    out = io.StringIO()
    bot = Side("Bot", guesser=Reader(Reading(blamed[0], blamed, wrong)))  # type: ignore[arg-type]
    session = JottoSession(
        console=Console(file=out, width=400, color_system=None),
        inp=ScriptedInput([]),
        sides=(Side("Ann"), bot),
        lexicon=lexicon,
        common=lexicon,
        rng=random.Random(1),
        first=1,
    )
    answered = [
        Line(side=1, line=i + 1, word=w, truth=0, history=[(i + 1, 2)])
        for i, w in enumerate(BOT_WORDS)
    ]
    session._report_reading(1, bot, answered)
    return " ".join(out.getvalue().split())


def test_many_lines_are_named_by_their_span() -> None:
    text = _warning(tuple(range(len(BOT_WORDS))), 1)
    assert "At least one of your answers on lines 1 to 10 is wrong: count them again" in text
    assert "RATED 2" not in text
    text = _warning((0, 2, 3, 4, 5, 6, 8), 1)  # (more than NAMED_MAX, not a run)
    assert len((0, 2, 3, 4, 5, 6, 8)) > NAMED_MAX
    assert "If only one is wrong, it is on one of lines 1 to 9: count them again" in text
    text = _warning((0, 2, 3, 4, 5, 6, 8), 3)
    assert (
        "At least three of your answers are wrong, and if only three, they are among lines 1 to 9:"
        in text
    )


def test_a_few_lines_are_still_named_with_their_answers() -> None:
    text = _warning((0, 2, 4), 1)
    assert "If only one is wrong, it is on line 1, 3 or 5 (RATED 2, SHUCK 2, WHOOP 2)" in text
