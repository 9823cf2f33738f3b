"""A path parlor prints is never cut by a line break of its own: at 80 columns 'The match is
recorded in /long/.../jotto-....json.' came out with a newline inside the path, and a player
copying it got a broken path (the terminal folds a long line by itself; copying joins it)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


@pytest.fixture
def deep_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / ("a-rather-long-folder-name-" * 3) / "parlor-data"
    monkeypatch.setenv("PARLOR_HOME", str(home))
    return home


def test_the_record_path_at_the_end_of_a_match_is_on_one_line(deep_home: Path) -> None:
    lines = ["maple", "grown", "grown"]
    args = ["jotto", "--vs", "human", "--first", "1", "--target", "50"]
    result = runner.invoke(app, args, input="\n".join(lines) + "\n", env={"COLUMNS": "80"})
    assert result.exit_code == 0, result.output
    (record,) = (deep_home / "records").glob("*.json")
    assert len(f"The match is recorded in {record}.") > 80  # (the case that broke)
    # too long for the line: the path on a line of its own, whole, with no full stop after it
    # (round 18: the terminal's own fold cut the file name, '.js' / 'on.')
    lines = result.output.splitlines()
    at = lines.index("The match is recorded in")
    assert lines[at + 1] == str(record)


def test_a_record_path_that_fits_stays_in_its_sentence(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    lines = ["maple", "grown", "grown"]
    args = ["jotto", "--vs", "human", "--first", "1", "--target", "50"]
    result = runner.invoke(app, args, input="\n".join(lines) + "\n", env={"COLUMNS": "200"})
    (record,) = (tmp_path / "records").glob("*.json")
    assert f"The match is recorded in {record}." in result.output.splitlines()


def test_the_saves_folder_in_resume_list_is_on_one_line(deep_home: Path) -> None:
    runner.invoke(app, ["jotto", "--seed", "1"], input="maple\n", env={"COLUMNS": "80"})
    out = runner.invoke(app, ["resume", "--list"], env={"COLUMNS": "80"}).output
    assert f"Unfinished games ({deep_home / 'saves'}):" in out.splitlines()
    empty = runner.invoke(app, ["resume", "--delete", "1", "--yes"], env={"COLUMNS": "80"})
    assert empty.exit_code == 0, empty.output
    out = runner.invoke(app, ["resume"], env={"COLUMNS": "80"}).output
    assert f"No unfinished games in {deep_home / 'saves'}." in out
    assert str(deep_home / "saves") in out.splitlines()[0]


def test_a_jojotte_save_is_listed_on_one_line_with_what_its_points_count(deep_home: Path) -> None:
    """The save's points leave out the melds of the deal in play (the sheet shows them), so
    the list says whose points these are; an entry is one line, as long as it is."""
    runner.invoke(app, ["jojotte", "--level", "easy", "--seed", "3"], input="1\n")
    out = runner.invoke(app, ["resume", "--list"], env={"COLUMNS": "60"}).output
    (entry,) = [line for line in out.splitlines() if line.startswith("  1. ")]
    assert entry.endswith("deal 1, points 0-0 in the deals played out")
