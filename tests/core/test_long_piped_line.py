"""Round 17 (judge C3): a piped line of 1.5 MB (a paste gone wrong, with more answers after it)
was taken for the end of the input ('End of input: the match stops here') though lines
followed. It is skipped as a line over 64 KiB is (the answer refused as over-long), and the
next line read; only a 'line' of over 16 MB with no line break ends the input, saying why."""

from __future__ import annotations

import io

import pytest
from rich.console import Console
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.prompt import LINE_MAX, EndOfInput, TerminalInput


def test_a_line_of_a_megabyte_and_a_half_is_skipped_and_the_next_read() -> None:
    out = io.StringIO()
    stream = io.StringIO("a" * 1_500_000 + "\nslate\n")
    inp = TerminalInput(Console(file=out, width=100), stream)
    assert inp.ask("word: ") == "a" * LINE_MAX
    assert inp.ask("word: ") == "slate"
    assert f"(over {LINE_MAX} characters)" in out.getvalue()


def test_no_text_at_all_says_why_the_input_stops() -> None:
    out = io.StringIO()
    endless = io.StringIO("\0" * (17 << 20))
    with pytest.raises(EndOfInput):
        TerminalInput(Console(file=out, width=200), endless).ask("word: ")
    assert "a line of over 16 MB with no line break came" in out.getvalue()


def test_the_judges_game_goes_on_after_the_long_line() -> None:
    text = "crane\n" + "a" * 1_500_000 + "\nslate\n"
    result = CliRunner().invoke(app, ["jotto", "--seed", "1", "--first", "1"], input=text)
    said = " ".join(result.output.split())
    assert "over 65536 characters long" in said, said[-2000:]
    assert "You test SLATE" in said, said[-2000:]
