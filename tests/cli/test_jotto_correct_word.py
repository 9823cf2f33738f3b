"""Round 15 (judges): ``correct FLASK 2`` (the test word named instead of its line) got
``! usage: correct LINE JOTS``. The word is read as its line when it is on one answered line of
the other side's tests; on several, or on none, the refusal says so."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))


def play(lines: list[str]) -> str:
    args = ["jotto", "--vs", "human", "--announce", "--first", "1", "--seed", "1"]
    args += ["--name1", "Ann", "--name2", "Bob"]
    result = runner.invoke(app, args, input="\n".join(lines) + "\n", env={"COLUMNS": "200"})
    return result.output


def test_the_test_word_names_its_line() -> None:
    out = play(["crane", "slate", "moist", "1", "pride", "2", "quart", "correct MOIST 2", "quit"])
    assert "Corrected during line 2: Ann's line 1 (MOIST) now has 2 jots." in out
    assert "usage" not in out


def test_a_word_on_several_lines_or_none_is_said() -> None:
    lines = ["crane", "slate", "moist", "1", "pride", "2", "moist"]
    lines += ["correct moist: 0", "3", "pride", "1", "moist", "correct moist to 4"]
    lines += ["correct flask 1", "correct quart 1", "correct three 2", "quit"]
    out = play(lines)
    # (line 2's MOIST was not answered yet: line 1 is the one to correct)
    assert "Corrected during line 2: Ann's line 1 (MOIST) now has 0 jots." in out
    assert "! MOIST is on lines 1 and 2 of Ann's tests: say which, e.g. correct 2 JOTS" in out
    assert "! FLASK is not one of Ann's test words on the pad (usage: correct LINE JOTS" in out
    # ('three' is no word of the pad: line 3, read as the jots are since round 20)
    assert "! line 3 has not been answered yet" in out


def test_one_s_own_test_word_is_said_to_be_one_s_own() -> None:
    out = play(["crane", "slate", "moist", "1", "pride", "correct moist 2", "quit"])
    assert "! MOIST is your own test word (line 1): correct changes the answers you gave" in out
