"""Warnings and errors that name a path print it on one line: at 80 columns 'Warning: cannot
write the finished record /long/.../jotto-...-39103' / '7994.json' came out with a newline
inside the path (and 'Error:' of jojotte sheet apart from its path); copying it gave a broken
path. The terminal folds a long line by itself."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()
WIDE = {"COLUMNS": "80"}


@pytest.fixture
def deep_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / ("a-rather-long-folder-name-" * 3) / "parlor-data"
    home.mkdir(parents=True)
    monkeypatch.setenv("PARLOR_HOME", str(home))
    return home


def test_the_warning_that_the_record_cannot_be_written_keeps_its_path_whole(
    deep_home: Path,
) -> None:
    (deep_home / "records").write_text("")  # a file where the records folder should be
    args = ["jotto", "--vs", "human", "--first", "1", "--target", "10"]
    result = runner.invoke(app, args, input="maple\ngrown\ngrown\n", env=WIDE)
    # (round 18: broken between words, each path whole on a line of its own)
    lines = result.output.splitlines()
    at = lines.index("Warning: cannot write the finished record")
    assert lines[at + 1].startswith(f"{deep_home / 'records'}/jotto-")
    assert lines[at + 1].endswith(".json")
    assert f"{deep_home / 'saves'}" in lines


def test_jojotte_sheet_of_a_bad_record_keeps_error_and_path_on_one_line(
    deep_home: Path,
) -> None:
    record = deep_home / ("a-long-record-name-" * 4 + ".json")
    record.write_text(json.dumps({"format": "parlor-jojotte-1", "draws": [["AS", "AS"]]}))
    result = runner.invoke(app, ["jojotte", "sheet", str(record)], env=WIDE)
    assert result.exit_code == 2
    (line,) = [x for x in result.output.splitlines() if x.strip()]
    assert line.startswith("Error:") and str(record) in line


def test_a_word_list_that_cannot_be_read_is_named_on_one_line(deep_home: Path) -> None:
    words = deep_home / ("no-such-list-of-words-" * 3 + ".txt")
    result = runner.invoke(app, ["jotto", "--words", str(words)], env=WIDE)
    assert result.exit_code == 2
    (line,) = [x for x in result.output.splitlines() if x.startswith("Error:")]
    assert str(words) in line
