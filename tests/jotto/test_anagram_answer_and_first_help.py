"""Judge BB20 #3: the pad shows an anagram of the secret as ``5 (10)``, worth 10 jots; typed so
at the jots prompt, or as 10, it was refused with "jots are a number from 0 to 5" alone. Judge
BF20 #3: the help at the first secret prompt said quit leaves a saved game, where nothing is
saved yet."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from tests.jotto.test_screen_prompts import two_people


def test_the_pad_s_form_of_an_anagram_is_taken_as_five() -> None:
    session, out, _ = two_people(["maple", "grown", "wrong", "5 (10)"], announce=True)
    assert session.game is not None
    (line,) = session.game.tests[0]
    assert (line.word, line.announced) == ("wrong", 5)
    assert "jots are a number" not in out


def test_ten_is_refused_with_how_an_anagram_is_answered() -> None:
    session, out, _ = two_people(["maple", "grown", "wrong", "10", "6 (12)"], announce=True)
    said = " ".join(out.split())
    assert said.count("jots are a number from 0 to 5") == 2
    assert (
        "a word with the same letters in another order is answered 5 (the pad counts it 10)" in said
    )
    assert said.count("answered 5") == 1  # ('6 (12)' is no anagram's count: refused plainly)
    assert session.game is not None and session.game.tests[0][0].announced is None


def test_the_help_before_the_secrets_says_nothing_is_saved_yet(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    played = CliRunner().invoke(app, ["jotto"], input="help\nmaple\nhelp\nquit\n")
    said = " ".join(played.output.split())
    first, later = said.split("(hidden): *****", 1)  # (MAPLE, typed unseen)
    assert "quit stops (the match is saved once a secret word is chosen; then" in first
    assert "quit stops (parlor resume continues a saved game later)" in later


def test_correct_reads_the_pad_s_form_and_says_how_an_anagram_is_answered() -> None:
    # (judge BG20 #6: 'correct 1 5 (10)' got the usage line, 'correct 1 10' no hint)
    session, out, _ = two_people(
        ["maple", "grown", "wrong", "3", "correct 1 10", "correct 1 5 (10)"], announce=True
    )
    said = " ".join(out.split())
    assert "jots are a number from 0 to 5; a word with the same letters in another order" in said
    assert "usage: correct" not in said
    assert session.game is not None and session.game.tests[0][0].announced == 5


def test_the_help_says_when_the_match_is_not_being_saved(tmp_path: Path) -> None:
    # (PARLOR_HOME a file: every save fails, and the help said parlor resume continues it)
    blocker = tmp_path / "afile"
    blocker.write_text("not a folder")
    played = CliRunner().invoke(
        app, ["jotto"], input="maple\nhelp\nquit\n", env={"PARLOR_HOME": str(blocker)}
    )
    said = " ".join(played.output.split())
    assert "quit stops (this match is not being saved: the warning above says why)" in said
