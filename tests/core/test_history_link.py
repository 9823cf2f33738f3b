"""Round 10 (judge): a history that is a link to a file not there (a drive not mounted, a
history moved) is said as such. ``parlor history`` said 'No finished matches yet' (its
matches are not gone, and a match that ended meanwhile waited in history-pending without a
word), and a game's warning said only 'unable to open database file'."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.store import Store, StoreError, history_path

runner = CliRunner()


def _dangling(tmp_path: Path) -> Path:
    target = tmp_path / "unmounted" / "history.sqlite3"
    history_path().parent.mkdir(parents=True, exist_ok=True)
    os.symlink(target, history_path())
    return target


def test_opening_names_the_missing_target(tmp_path: Path) -> None:
    target = _dangling(tmp_path)
    with pytest.raises(StoreError) as err:
        Store.open()
    assert f"it is a link to {target}, which is not there" in str(err.value)


@pytest.mark.parametrize("command", ["history", "stats"])
def test_history_and_stats_say_so(tmp_path: Path, command: str) -> None:
    target = _dangling(tmp_path)
    result = runner.invoke(app, [command])
    text = " ".join(result.output.split())
    assert result.exit_code == 2, text
    assert "No finished matches yet" not in text
    assert f"a link to {target}, which is not there" in text, text
    assert history_path().is_symlink() and not target.exists()  # left as it is
