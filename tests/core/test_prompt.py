"""Answers read from a pipe: echoed for the transcript, hidden ones never, control bytes never."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from parlor.core.prompt import EndOfInput, TerminalInput


def test_a_piped_answer_is_echoed_without_its_control_characters() -> None:
    out = io.StringIO()
    inp = TerminalInput(Console(file=out), io.StringIO("\x1b[31mred\x00\nsecret\n"))
    assert inp.ask("word: ") == "\x1b[31mred\x00"  # the answer itself is untouched
    assert inp.ask("hidden: ", hidden=True) == "secret"
    with pytest.raises(EndOfInput):
        inp.ask("more: ")
    shown = out.getvalue()
    assert "\x1b" not in shown and "\x00" not in shown
    assert "word: ?[31mred?\n" in shown and "hidden: *****\n" in shown
    assert "secret" not in shown


def test_a_closed_standard_input_is_the_end_of_input(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sys.stdin", None)  # what Python gives a program run with <&-
    inp = TerminalInput(Console(file=io.StringIO()))
    with pytest.raises(EndOfInput):
        inp.ask("word: ")
    closed = io.StringIO("maple\n")
    closed.close()
    with pytest.raises(EndOfInput):
        TerminalInput(Console(file=io.StringIO()), closed).ask("word: ")


def test_a_line_without_end_is_read_in_bounded_pieces() -> None:
    # A pipe with no line breaks (< /dev/zero) was read whole into memory for one answer, for
    # ever; a pasted line of 200000 characters was echoed whole.
    from parlor.core.prompt import ECHO_MAX, LINE_MAX, SKIP_MAX

    out = io.StringIO()
    inp = TerminalInput(Console(file=out, width=100), io.StringIO("x" * 200_000 + "\nabc\n"))
    assert inp.ask("word: ") == "x" * LINE_MAX  # the rest of that line is skipped
    assert inp.ask("word: ") == "abc"
    echoed = f"word: {'x' * ECHO_MAX}... (over {LINE_MAX} characters)"
    assert echoed in out.getvalue().replace("\n", "")
    endless = io.StringIO("\0" * (LINE_MAX * (SKIP_MAX + 2)))
    with pytest.raises(EndOfInput):  # no text at all: the end of the input
        TerminalInput(Console(file=io.StringIO()), endless).ask("word: ")


def test_a_byte_order_mark_or_zero_width_space_is_no_part_of_an_answer() -> None:
    # A script saved by Notepad starts with a byte-order mark: Jotto refused its first word
    # ('that is not a word'); Jo-Jotte stripped it in its own UI only.
    stream = io.StringIO("\ufeffcrane\ncr\u200bane\n")
    inp = TerminalInput(Console(file=io.StringIO()), stream)
    assert inp.ask("? ") == "crane"
    assert inp.ask("? ") == "crane"


def test_a_piped_jotto_secret_after_a_byte_order_mark_is_taken() -> None:
    from typer.testing import CliRunner

    from parlor.cli import app

    result = CliRunner().invoke(
        app, ["jotto", "--vs", "human", "--first", "1"], input="\ufeffcrane\nslate\n"
    )
    assert "that is not a word" not in result.output, result.output
    assert "Player 1, your test word for line 1" in result.output
