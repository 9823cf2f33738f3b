"""Round 20 (judge P14 #3a): the pad, reprinted whole after every line, pushed its title and
column headings off a 24-row terminal from line 12 or 13. At a terminal too low for the whole
pad and the prompt, the pad reprinted after a line keeps its title, its headings and the last
lines that fit, with one row saying which lines are hidden and that pad shows them all. The
pad command, the end-of-game reveal and piped output keep the whole pad."""

from __future__ import annotations

import io
import random
import re

from rich.console import Console

from parlor.core.prompt import ScriptedInput
from parlor.jotto.game import JottoGame, Test
from parlor.jotto.lexicon import default_common, default_valid
from parlor.jotto.ui import SHORT_PAD_BELOW, JottoSession, Side

VALID = default_valid()
WORDS = [
    "crane",
    "plumb",
    "slate",
    "fight",
    "chime",
    "whale",
    "stomp",
    "field",
    "worst",
    "grout",
    "cider",
    "tepid",
    "flask",
    "shale",
    "llama",
    "sassy",
    "lulls",
    "panel",
    "plank",
    "brown",
    "crown",
    "ample",
    "tepid",
    "lulls",
]
LINES = len(WORDS) // 2


def _session(console: Console, answers: list[str] | None = None, target: int = 150) -> JottoSession:
    return JottoSession(
        console=console,
        inp=ScriptedInput(answers or []),
        sides=(Side("Ann"), Side("Bob")),
        lexicon=VALID,
        common=default_common(),
        rng=random.Random(1),
        first=0,
        target=target,
    )


def _terminal(height: int = 24) -> Console:
    return Console(
        file=io.StringIO(), width=80, height=height, force_terminal=True, color_system=None
    )


def _played(session: JottoSession) -> None:
    game = JottoGame(["maple", "grown"], 0, VALID)
    for w in WORDS:
        game.apply(Test(w))
    session.game = game


def _shown(console: Console) -> list[str]:
    assert isinstance(console.file, io.StringIO)
    return console.file.getvalue().splitlines()


def _rows(lines: list[str]) -> list[int]:
    return [int(m.group(1)) for ln in lines if (m := re.match(r"^\W+(\d+) \W+\d+ ", ln))]


def test_a_long_pad_at_a_short_terminal_keeps_its_title_headings_and_last_lines() -> None:
    console = _terminal()
    session = _session(console)
    _played(session)
    session.show_pad(short=True)
    lines = _shown(console)
    assert len(lines) <= console.height - SHORT_PAD_BELOW  # (room for the prompt after it)
    assert lines[0].startswith("JOTTO - game 1") and "Secrets:" in lines[1]
    assert any("LINE" in ln and "TEST WORD" in ln for ln in lines)
    rows = _rows(lines)
    assert rows and rows[-1] == LINES and rows == list(range(rows[0], LINES + 1))
    hidden = rows[0] - 1
    assert hidden >= 1
    assert f"(lines 1-{hidden} are hidden to fit the screen: pad shows them all)" in lines
    assert lines.index(f"(lines 1-{hidden} are hidden to fit the screen: pad shows them all)") < (
        next(i for i, ln in enumerate(lines) if "LINE" in ln)
    )
    assert "Match: Ann 0, Bob 0" in lines[-1]  # (the alphabets and the match under it)


def test_the_pad_command_and_a_tall_terminal_show_it_whole() -> None:
    for height, short in ((24, False), (60, True)):
        console = _terminal(height)
        session = _session(console)
        _played(session)
        session.show_pad(short=short)
        lines = _shown(console)
        assert _rows(lines) == list(range(1, LINES + 1))
        assert not any("hidden to fit the screen" in ln for ln in lines)


def test_a_pipe_gets_the_whole_pad() -> None:
    console = Console(file=io.StringIO(), width=80, height=24)  # (no terminal)
    session = _session(console)
    _played(session)
    session.show_pad(short=True)
    assert _rows(_shown(console)) == list(range(1, LINES + 1))


def test_the_reveal_keeps_the_whole_pad() -> None:
    """A game played at a (forced) 24-row terminal: the pads after the long lines are short,
    the one revealed at the end whole."""
    console = _terminal()
    session = _session(console, ["maple", "grown", *WORDS, "grown"], target=1)
    session.run()
    text = "\n".join(_shown(console))
    assert "hidden to fit the screen" in text
    reveal = text.split("Game 1 over")[1].splitlines()
    assert _rows(reveal) == list(range(1, LINES + 2))
