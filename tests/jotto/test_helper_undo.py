"""The helper (judge session 11, J4): 'undo -1' and 'undo x' were told 'type a test word and
its jots ... (did you mean undo?)', though undo was typed; they are told what undo takes."""

from __future__ import annotations

import io
import random

import pytest

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


@pytest.mark.parametrize("typed", ["undo -1", "undo x", "undo 2.5", "undo foo bar"])
def test_undo_with_no_count_says_what_undo_takes(typed: str) -> None:
    h, out = helper(["crane 2", typed])
    assert h.history == [("crane", 2)], out
    assert "undo takes a number of entries, e.g. undo 2, or undo all" in out, out
    assert "did you mean undo" not in out


def test_the_word_undo_with_its_jots_is_still_an_entry_elsewhere() -> None:
    h, out = helper(["crane 2", "undo 1"])
    assert h.history == [] and "Took back CRANE 2." in out
