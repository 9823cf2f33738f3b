"""A test word refused by the word list is quoted as it was typed (judge session 11, J5):
'SLATE!' was quoted as "'slate!' is not a word", lower-cased as the engine was given it."""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app


def test_the_refused_test_word_is_quoted_as_typed() -> None:
    result = CliRunner().invoke(
        app, ["jotto", "--seed", "1", "--first", "1"], input="crane\nSLATE!\nSlAtE?\nquit\n"
    )
    out = " ".join(result.output.split())
    assert "'SLATE!' is not a word: use the letters A to Z only" in out, out
    assert "'SlAtE?' is not a word" in out
    assert "'slate!'" not in out and "'slate?'" not in out
