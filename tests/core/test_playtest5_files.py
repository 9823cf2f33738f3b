"""Play-test round 5: data folders, saves and histories that are not what parlor expects."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()
ARGS = ["jotto", "--vs", "human", "--first", "1", "--target", "10"]
WON_AT_ONCE = ["maple", "grown", "grown"]  # side 1 tests side 2's secret on line 1


def run(args: list[str], lines: list[str]) -> tuple[int, str]:
    result = runner.invoke(
        app, args, input="".join(x + "\n" for x in lines), env={"COLUMNS": "200"}
    )
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, " ".join(result.output.split())


def home() -> Path:
    return Path(os.environ["PARLOR_HOME"])


def test_a_saves_folder_that_is_a_file_is_named_not_said_to_be_empty() -> None:
    # resume --list said "No unfinished games" and the game warned "(File exists)".
    home().mkdir(parents=True, exist_ok=True)
    (home() / "saves").write_text("a file where the folder should be")
    for args in (["resume", "--list"], ["resume"], ["resume", "1"]):
        code, out = run(args, [])
        assert code == 2 and f"{home() / 'saves'} is a file, not a folder" in out, out
        assert "No unfinished games" not in out
    code, out = run(ARGS, ["maple", "grown", "whale", "quit"])
    assert f"({home() / 'saves'} is a file, not a folder); the game goes on" in out, out
    assert "File exists" not in out


def test_a_data_folder_that_is_a_file_is_named_in_every_warning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The warnings said "(Not a directory)" and "([Errno 17] File exists: '...')".
    data = tmp_path / "parlor-data"
    data.write_text("a file")
    monkeypatch.setenv("PARLOR_HOME", str(data))
    code, out = run(ARGS, WON_AT_ONCE)
    assert code == 0 and "Player 1 wins the match" in out, out
    assert out.count(f"({data} is a file, not a folder)") == 3, out  # save, record, history
    assert "Errno" not in out and "Not a directory" not in out
    code, out = run(["resume", "--list"], [])
    assert code == 2 and f"{data} is a file, not a folder" in out


def test_a_database_of_another_program_is_named_as_such() -> None:
    # history and stats said "no such column: id" for a database with another 'matches' table.
    home().mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(home() / "history.sqlite3") as conn:
        conn.execute("CREATE TABLE matches (x)")
        conn.execute("PRAGMA user_version = 2")
    for args in (["history"], ["stats"], ["history", "--json"]):
        code, out = run(args, [])
        assert code == 2 and "not a parlor history database" in out, out
        assert "no such column" not in out


def test_a_history_that_is_a_folder_is_named_as_such() -> None:
    # "cannot open the history (unable to open database file)" named no cause.
    (home() / "history.sqlite3").mkdir(parents=True)
    code, out = run(["history"], [])
    assert code == 2 and "cannot open the history (it is a folder, not a file)" in out, out
    code, out = run(ARGS, WON_AT_ONCE)
    assert code == 0 and "not added to the history" in out and "it is a folder" in out, out
