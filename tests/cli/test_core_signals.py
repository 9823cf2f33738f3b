"""kill (SIGTERM) or a closed terminal (SIGHUP) while a finished match is being filed: the
match was recorded, its save removed, and the process stopped before the history had it, so
the match was in no save and no history."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

SAMPLE = "whale flask shale lulls field stomp worst chime grout fight brown plane wrong ample grown"
INPUT = "maple\ngrown\n" + "".join(w + "\n" for w in SAMPLE.split())
SCRIPT = """
import os, signal, sys
import parlor.core.saves as saves
write_record = saves.Saver.write_record
def finished(self, record):
    write_record(self, record)  # the record written...
    os.kill(os.getpid(), signal.%s)  # ... and the signal comes now, before the history has it
saves.Saver.write_record = finished
from parlor.cli import main
sys.argv = ["parlor", "jotto", "--vs", "human", "--first", "1", "--target", "80"]
main()
"""


@pytest.mark.parametrize("name", ["SIGTERM", "SIGHUP"])
def test_a_signal_while_filing_waits_until_the_history_has_it(name: str) -> None:
    home = Path(os.environ["PARLOR_HOME"])
    env = {**os.environ, "NO_COLOR": "1"}
    proc = subprocess.run(
        [sys.executable, "-c", SCRIPT % name],
        input=INPUT,
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    number = getattr(signal, name)
    assert proc.returncode in (128 + number, -number), (proc.returncode, proc.stderr)
    assert "Player 1 wins the match, 86 to 21." in proc.stdout
    assert len(list((home / "records").glob("*.json"))) == 1
    assert not list((home / "saves").glob("*.json"))
    history = subprocess.run(
        [sys.executable, "-m", "parlor", "history", "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    (row,) = json.loads(history.stdout)
    assert row["winner"] == "Player 1" and row["record"]
