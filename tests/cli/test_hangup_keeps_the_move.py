"""Round 21 (judge AA15 #1): a closed terminal (SIGHUP) an instant after a move was shown, before
it was saved, loses nothing: SIGHUP stops parlor as SIGTERM and Ctrl-C do, and the game writes
its save once more (62c0ca3 covered those; SIGHUP killed parlor at once, and the winning word
shown as "JOTTO!" was not in the save)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app

SCRIPT = """
import os, signal, sys
from parlor.jotto.ui import JottoSession
step = JottoSession._step
def step_then_hangup(self, game):
    step(self, game)
    if self.game is not None and self.game.is_over():
        os.kill(os.getpid(), signal.SIGHUP)  # the terminal closes after "JOTTO!" was shown
JottoSession._step = step_then_hangup
from parlor.cli import main
sys.argv = ["parlor", "jotto", "--vs", "human", "--first", "1", "--target", "10"]
main()
"""


def test_a_hangup_just_after_the_winning_word_keeps_it() -> None:
    home = Path(os.environ["PARLOR_HOME"])
    proc = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        input="maple\ngrown\nwhale\nmaple\n",
        capture_output=True,
        text=True,
        env={**os.environ, "NO_COLOR": "1"},
        timeout=120,
    )
    assert "Player 2 tests MAPLE: JOTTO!" in proc.stdout, proc.stdout
    assert proc.returncode == 128 + signal.SIGHUP, (proc.returncode, proc.stderr)
    listed = CliRunner().invoke(app, ["resume", "--list"], env={"COLUMNS": "200"}).output
    assert "finished, not yet filed: resuming files it" in listed, listed
    assert len(list((home / "saves").glob("*.json"))) == 1
