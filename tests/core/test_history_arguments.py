"""Round 17 (judge C2): ``parlor history``'s help shows its arguments, GAME and N, as the README
uses them (``parlor history 5``); it showed only [OPTIONS]. A word that is neither a game nor
a number is refused by what was typed: 'parlor history abc' and 'parlor history 5 7' said
"Invalid value for '--game': ... not 'abc'", an option never typed."""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.store import Store

runner = CliRunner()


def _said(args: list[str]) -> tuple[int, str]:
    result = runner.invoke(app, args)
    return result.exit_code, " ".join(result.output.replace("│", " ").split())


def test_the_help_shows_the_arguments() -> None:
    code, said = _said(["history", "--help"])
    assert code == 0
    assert "Usage: parlor history [OPTIONS] [GAME] [N]" in said, said
    assert "a number N: the newest N matches" in said
    code, said = _said(["stats", "--help"])
    assert "Usage: parlor stats [OPTIONS] [GAME]" in said and "[[GAME]]" not in said, said


def test_a_word_that_is_neither_is_named_as_typed() -> None:
    code, said = _said(["history", "abc"])
    assert code == 2
    assert "'abc' is neither a game (jotto or jojotte) nor a number of matches" in said, said
    assert "--game" not in said


def test_two_numbers_are_said_as_two_numbers() -> None:
    code, said = _said(["history", "5", "7"])
    assert code == 2
    assert "two numbers of matches, '5' and '7'" in said, said
    assert "--game" not in said
    code, said = _said(["history", "jotto", "jojotte"])
    assert code == 2 and "two games, 'jotto' and 'jojotte'" in said, said
    code, said = _said(["history", "0"])
    assert code == 2 and "'0': parlor history N shows the newest N matches, 1 or more" in said


def test_the_readmes_words_still_work() -> None:
    store = Store.open()
    for i in range(7):
        store.add_match(
            "jotto" if i % 2 else "jojotte",
            f"2026-01-{i + 1:02d}T10:00:00+00:00",
            ["Ann", "Bob"],
            "Ann",
            {"Ann": 100 + i, "Bob": 3},
            {"Ann": {}, "Bob": {}},
        )
    code, said = _said(["history", "5"])
    assert code == 0 and "The newest 5 of 7 matches" in said, said
    code, said = _said(["history", "jotto", "2"])
    assert code == 0 and "The newest 2 of 3 matches" in said, said
    code, said = _said(["stats", "jo-jotte"])
    assert code == 0 and "Jo-Jotte" in said, said
    code, said = _said(["history", "jotto", "help"])
    assert code == 0 and "Usage: parlor history" in said
