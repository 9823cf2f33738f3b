"""Judge AD16 #7: ``parlor jotto solve 'Maple!'`` was refused with no suggestion, though
``ma-ple`` got "(did you mean MAPLE?)"; and ``solve ''`` asked for "a 5-letter word", though 4
and 6 letters are taken."""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def test_a_word_with_punctuation_gets_the_suggestion() -> None:
    for typed in ("Maple!", "maple.", '"maple,"'):
        result = runner.invoke(app, ["jotto", "solve", typed])
        assert result.exit_code == 2
        assert result.stderr.rstrip().endswith("(did you mean MAPLE?)"), result.stderr


def test_an_empty_word_names_every_length() -> None:
    for typed in ("", "   "):
        result = runner.invoke(app, ["jotto", "solve", typed])
        assert result.exit_code == 2
        assert result.stderr == "Error: WORD is empty: give a word of 4, 5 or 6 letters\n"
