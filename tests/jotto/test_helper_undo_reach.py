"""Judge U14 #4: when no word fits the entries, `parlor jotto helper` named an entry and said
"undo takes back the last entry", though the entry named was not the last: `undo` then took back
another one. It now names the undo that reaches the entry, as a word entered again does
('undo 3 takes back entries 1 to 3', 691d56e)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def _helper(lines: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    result = runner.invoke(app, ["jotto", "helper"], input=lines, env={"COLUMNS": "300"})
    assert result.exit_code == 0, result.output
    return " ".join(result.output.split())


def test_an_entry_that_fits_no_word_names_the_undo_that_reaches_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = _helper("BEGAN 5\ncrane 1\nslate 1\nquit\n", tmp_path, monkeypatch)
    assert (
        "Entry 1 (BEGAN 5) fits no word of the list: check it (undo takes back entry 1; if BEGAN "
        "is the secret itself, type BEGAN JOTTO)." in out  # (just typed: AK17 #4)
    )
    assert "check it (undo 2 takes back entries 1 and 2)" in out
    assert "check it (undo 3 takes back entries 1 to 3)" in out
    assert "undo takes back the last entry)." not in out


def test_the_undo_named_takes_back_the_entry_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Following the advice: undo 3 takes BEGAN 5 back, and no contradiction is left.
    out = _helper("BEGAN 5\ncrane 1\nslate 1\nundo 3\ncrane 1\nquit\n", tmp_path, monkeypatch)
    tail = out[out.rindex("undo 3 takes back entries 1 to 3") :]
    assert "fits no word" not in tail.split("CRANE 1", 1)[-1]


def test_answers_that_clash_name_the_undo_that_reaches_the_first_entry_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = _helper("crane 0\nslate 3\nmoist 0\nquit\n", tmp_path, monkeypatch)
    assert "No word fits all the answers." in out
    # (round 21: the undo that reaches each of them, not only the first)
    assert (
        "check them (undo takes back entry 3; undo 2, entries 2 and 3; undo 3, entries 1 to 3)."
        in out
    )
