"""The paper helper, when no word fits all the entries, named the likeliest wrong one as if it
were known: with the secret MAPLE and TILTH 0 the wrong entry (it has 1), it said 'one must be
wrong (most likely CAMEL 4, entry 8)', sending the player to doubt a right answer. It words it
as the game's bot does: the entries that may be wrong, one only when no other can be, and
'at least two' when no word fits all but one."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.jotto.cli_tools import reading_text
from parlor.jotto.rules import jots

runner = CliRunner()


def _helper(lines: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    text = "".join(f"{line}\n" for line in lines)
    result = runner.invoke(app, ["jotto", "helper"], input=text, env={"COLUMNS": "300"})
    assert result.exit_code == 0, result.output
    return result.output


def test_a_right_entry_is_never_named_as_the_likely_wrong_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    entries = ["RATED", "PACTS", "TILTH", "REGEX", "MATED", "DRAFT", "LAMES", "CAMEL"]
    said = [f"{w} {jots(w.lower(), 'maple') - (w == 'TILTH')}" for w in entries]
    assert "TILTH 0" in said and "CAMEL 4" in said
    out = _helper(said, tmp_path, monkeypatch)
    assert "most likely" not in out
    note = out.split("No word fits all the answers.")[1].split("\n")[0]
    # The wrong entry is among those named, and so are others: none is singled out.
    assert "If only one is wrong, it is entry 2, 3, 7 or 8" in note
    assert "TILTH 0" in note and "CAMEL 4" in note
    assert "fit all but one" in note


def test_all_entries_may_be_the_wrong_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = _helper(["crane 0", "caner 5"], tmp_path, monkeypatch)
    assert "At least one of your entries 1 and 2 is wrong (CRANE 0, CANER 5)" in out


def test_at_least_two_wrong_is_said(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = _helper(["crane 5", "slate 0", "fight 5"], tmp_path, monkeypatch)
    assert "At least two of your entries are wrong, among entries 1 to 3" in out
    assert "fit all but two" in out


def test_the_wording() -> None:
    history = [("crane", 2), ("tilth", 0), ("camel", 4)]
    assert "If only one is wrong, it is entry 2 (TILTH 0): check it" in reading_text(
        history, (1,), 1
    )
    assert "At least one of your entries 1 to 3 is wrong" in reading_text(history, (0, 1, 2), 1)
    two = reading_text(history, (0, 2), 2)
    assert "At least two of your entries are wrong, and if only two, they are among" in two
    assert "entries 1 and 3 (CRANE 2, CAMEL 4)" in two and "fit all but two" in two


def test_a_lone_entry_that_no_word_fits_is_said_to_be_wrong() -> None:
    text = reading_text([("stoic", 5)], (0,), 1)
    assert text.startswith("No word fits all the answers. Entry 1 is wrong (STOIC 5): check it")
    assert "If only one" not in text
