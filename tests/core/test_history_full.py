"""The history on a full disk: the player is told the disk is full, and history still reads."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.store import Store, StoreError, StoreReadOnly

_connect = sqlite3.connect


def _full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every connection may grow the database by no page at all: SQLite says 'database or
    disk is full', as on a disk with no room left."""

    def connect(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        conn = _connect(*args, **kwargs)
        conn.execute("PRAGMA max_page_count = 1")
        return conn

    monkeypatch.setattr(sqlite3, "connect", connect)


def test_a_full_disk_is_said_as_such(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _full_disk(monkeypatch)
    with pytest.raises(StoreError) as info:
        Store.open(tmp_path / "history.sqlite3")
    # it said "cannot rollback - no transaction is active": SQLite had rolled back itself
    assert "rollback" not in str(info.value)
    assert "the disk is full" in str(info.value)
    assert isinstance(info.value, StoreReadOnly)


def test_history_reads_an_empty_history_on_a_full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    from parlor.core.store import history_path

    history_path().parent.mkdir(parents=True, exist_ok=True)
    history_path().touch()  # made by sqlite before the disk filled up
    _full_disk(monkeypatch)
    for command in (["history"], ["stats"]):
        result = CliRunner().invoke(app, command)
        assert result.exit_code == 0, result.output
        assert "No finished matches yet." in result.output
