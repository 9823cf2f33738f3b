"""Round 6: history shows each match's time on this machine's clock."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from parlor.core.store import Store


def _history(home: Path, tz: str, *args: str) -> str:
    proc = subprocess.run(
        [sys.executable, "-m", "parlor", "history", *args],
        capture_output=True,
        text=True,
        env=dict(os.environ, NO_COLOR="1", COLUMNS="120", PARLOR_HOME=str(home), TZ=tz),
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def test_history_times_are_shown_in_the_local_zone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    store = Store.open()
    # The same moment, recorded in Paris and in New York.
    store.add_match("jotto", "2026-07-01T20:30:00+02:00", ["Ann", "Bob"], "Ann", {}, {})
    store.add_match("jotto", "2026-07-01T14:30:00-04:00", ["Cy", "Di"], "Cy", {}, {})
    shown = _history(tmp_path, "America/New_York")
    assert shown.count("2026-07-01 14:30") == 2, shown
    assert "20:30" not in shown
    shown = _history(tmp_path, "UTC")
    assert shown.count("2026-07-01 18:30") == 2, shown
    stamps = {m["finished_at"] for m in json.loads(_history(tmp_path, "UTC", "--json"))}
    assert stamps == {"2026-07-01T20:30:00+02:00", "2026-07-01T14:30:00-04:00"}
