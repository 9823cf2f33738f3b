"""A finished match the history cannot take when it ends (locked by another program, a disk
full) is kept and filed later, not lost: it said 'not added to the history ... try again
later', though nothing could ever try again."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.store import Store, history_path, keep_pending, pending_dir

runner = CliRunner()
SAMPLE = "whale flask shale lulls field stomp worst chime grout fight brown plane wrong ample grown"
ARGS = ["jotto", "--vs", "human", "--first", "1", "--target", "80", "--name1", "Ann"]
INPUT = "maple\ngrown\n" + "".join(w + "\n" for w in SAMPLE.split())


def _history() -> list[dict[str, object]]:
    result = runner.invoke(app, ["history", "--json"])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.stdout)
    assert isinstance(rows, list)
    return rows


def test_a_match_ended_while_the_history_is_locked_is_filed_later() -> None:
    Store.open()  # a history with its tables
    holder = sqlite3.connect(history_path(), isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # another program holds it
    try:
        result = runner.invoke(app, ARGS, input=INPUT)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    flat = " ".join(result.output.split())
    assert result.exit_code == 0 and "Ann wins the match, 86 to 21." in flat, result.output
    assert "not added to the history yet" in flat and "try again later" not in flat
    assert f"kept in {pending_dir()}" in flat
    (row,) = _history()  # the lock gone, history files it
    assert row["players"] == ["Ann", "Player 2"] and row["winner"] == "Ann"
    record = row["record"]
    assert isinstance(record, str) and Path(record).is_file()
    assert not list(pending_dir().glob("*.json"))
    assert len(_history()) == 1  # filed once


def test_the_next_finished_match_files_the_kept_ones() -> None:
    keep_pending("jotto", "2026-01-01T10:00:00+00:00", ["Ann", "Bob"], "Bob", {"Ann": 3}, {})
    result = runner.invoke(app, ARGS, input=INPUT)
    assert result.exit_code == 0 and "not added" not in result.output
    assert not list(pending_dir().glob("*.json"))
    rows = Store.open().matches()
    assert [r.winner for r in rows] == ["Ann", "Bob"]


def test_a_kept_file_that_is_not_a_match_is_left_alone() -> None:
    pending_dir().mkdir(parents=True)
    odd = pending_dir() / "odd.json"
    odd.write_text('{"game": 5}')
    (pending_dir() / "bad.json").write_text("{")
    keep_pending("jojotte", "2026-01-01T10:00:00+00:00", ["A", "Bot"], "A", {"A": 1}, {})
    assert len(_history()) == 1
    assert sorted(os.listdir(pending_dir())) == ["bad.json", "odd.json"]
    assert odd.read_text() == '{"game": 5}'


def test_history_says_what_waits_when_it_cannot_be_written(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    Store.open().add_match("jotto", "2026-01-01T09:00:00+00:00", ["A", "B"], "A", {"A": 1}, {})
    keep_pending("jotto", "2026-01-01T10:00:00+00:00", ["Ann", "Bob"], "Bob", {"Ann": 3}, {})
    connect = sqlite3.connect

    def read_only(*args: Any, **kwargs: Any) -> sqlite3.Connection:  # (a read-only file)
        conn = connect(*args, **kwargs)
        conn.execute("PRAGMA query_only = 1")
        return conn

    monkeypatch.setattr(sqlite3, "connect", read_only)
    result = runner.invoke(app, ["history", "--json"])
    assert result.exit_code == 0 and len(json.loads(result.stdout)) == 1
    assert f"1 finished match waits in {pending_dir()}" in result.stderr, result.stderr
    assert "cannot write the history" in result.stderr
