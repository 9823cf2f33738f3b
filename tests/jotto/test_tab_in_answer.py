"""Round 15 (judges): a tab inside an answer came back as a Python escape in the refusal:
``! 'x\\tcraney' is not a word: use the letters A to Z only``. It is shown as a space now (a
control character as ?, as a piped answer's echo shows it), in the game, the helper and solve."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def test_a_tab_in_a_test_word_is_shown_as_a_space(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    result = runner.invoke(
        app, ["jotto", "--seed", "1"], input="crane\nx\tcraney\ncr\x1bne\nquit\n"
    )
    assert "! 'x craney' is not a word: use the letters A to Z only" in result.output
    assert "! 'cr?ne' is not a word" in result.output
    assert "\\t" not in result.output and "\\x1b" not in result.output


def test_the_helper_and_solve_show_a_tab_as_a_space() -> None:
    result = runner.invoke(app, ["jotto", "helper"], input="cr\x07ne 2\ncrane\t2\nquit\n")
    assert "'cr?ne' is not a word" in result.output and "\\x07" not in result.output
    assert "2,458 words remain" in result.output  # (crane<tab>2, taken as before)
    result = runner.invoke(app, ["jotto", "solve", "cr\tne"])
    assert result.exit_code == 2 and "'cr ne' is not a word" in result.output


def test_the_helper_quotes_a_count_as_typed() -> None:
    result = runner.invoke(app, ["jotto", "helper"], input="crane 2'\ncrane x\\y\nquit\n")
    assert "! jots are a number from 0 to 5, not '2''" in result.output
    assert "! jots are a number from 0 to 5, not 'x\\y'" in result.output
