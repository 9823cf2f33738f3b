"""A finished match whose record was written but which neither the history nor
``history-pending`` could take (a nearly full disk; here a damaged history and a file where
the pending folder goes) had its save removed all the same, and was in no history for good
(judge AV19 #3). The save stays now, said so, and ``parlor resume`` files it once the history
can be written: the history then counts it once."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

GAMES = {
    "jotto": (
        ["jotto", "--vs", "human", "--first", "1", "--target", "1", "--name1", "Ann"],
        "crane\nslate\nslate\n",
        "match",
    ),
    "jojotte": (["jojotte", "--level", "easy", "--seed", "7"], "1\n" * 3000, "sitting"),
}


def _run(home: Path, args: list[str], answers: str = "") -> str:
    run = subprocess.run(
        [sys.executable, "-m", "parlor", *args],
        input=answers,
        capture_output=True,
        text=True,
        env=dict(os.environ, PARLOR_HOME=str(home), COLUMNS="300", NO_COLOR="1"),
        timeout=300,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    return run.stdout + run.stderr


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_save_stays_until_the_history_takes_it(tmp_path: Path, game: str) -> None:
    args, answers, noun = GAMES[game]
    (tmp_path / "history-pending").write_text("x")  # (no folder of matches kept for later)
    damaged = tmp_path / "history.sqlite3"
    damaged.write_bytes(b"\x07" * 5000)
    said = _run(tmp_path, args, answers)
    assert f"The {noun} is recorded in" in said and "not added to the history" in said
    assert (
        f"Its save is kept: parlor resume adds the {noun} to the history once the history "
        "can be written."
    ) in said
    (save,) = (tmp_path / "saves").glob(f"{game}-*.json")
    (record,) = (tmp_path / "records").glob(f"{game}-*.json")
    assert save.name == record.name
    assert "finished, not yet filed" in _run(tmp_path, ["resume", "--list"])
    damaged.rename(tmp_path / "elsewhere.sqlite3")  # (as the warning says)
    (tmp_path / "history-pending").unlink()
    _run(tmp_path, ["resume", "1"])
    assert not list((tmp_path / "saves").glob("*.json"))
    assert [p.name for p in (tmp_path / "records").glob("*.json")] == [record.name]
    history = _run(tmp_path, ["history", "--json"])
    assert history.count('"players"') == 1, history
