"""Eighth play-test of the Jotto screen: 'did you mean help?' only for what is no word."""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def refusals(args: list[str], lines: list[str]) -> list[str]:
    result = runner.invoke(
        app, args, input="".join(x + "\n" for x in lines), env={"COLUMNS": "200"}
    )
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return [x for x in result.output.splitlines() if x.startswith("!")]


def test_a_word_refused_for_a_rule_is_not_taken_for_a_mistyped_command() -> None:
    """HELLO refused as a secret for its repeated L, HELPS for its five letters in a
    four-letter game: both are words, refused for the reason given, and no slip of 'help'."""
    out = refusals(["jotto", "--no-repeats", "--seed", "1"], ["hello", "quit"])
    assert out == ["! that word repeats a letter (variant: no repeated letters in secrets)"]
    out = refusals(["jotto", "--length", "4", "--seed", "1"], ["helps", "quit"])
    assert len(out) == 1 and out[0].startswith("! that word has 5 letters; words have 4")
    assert "did you mean" not in out[0]
    # At the test word prompt too (the bot hides a four-letter word, you test first).
    out = refusals(
        ["jotto", "--length", "4", "--seed", "1", "--first", "1"], ["lamp", "helps", "q"]
    )
    assert len(out) == 1 and "did you mean" not in out[0], out


def test_an_entry_that_is_no_word_and_close_to_a_command_still_gets_the_hint() -> None:
    out = refusals(["jotto", "--length", "4", "--seed", "1"], ["quitt", "helo", "quit"])
    assert out[0].endswith("(did you mean quit?)") and out[1].endswith("(did you mean help?)")
    out = refusals(["jotto", "--seed", "1", "--first", "1"], ["maple", "helpx", "padd", "q"])
    assert out[0].endswith("(did you mean help?)") and out[1].endswith("(did you mean pad?)")
