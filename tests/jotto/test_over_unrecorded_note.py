"""Judge BG20 #2: a match over whose output closed before it could be filed, in a data folder
that cannot hold it (``PARLOR_HOME`` a file), was said to be "not finished"."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ARGS = ["jotto", "--vs", "human", "--first", "1", "--target", "1", "--seed", "1"]
TYPED = "crane\nslate\nslate\n"  # (JOTTO on line 1: the match of one game is over)


def _run(home: Path, lines: int | None) -> tuple[str, str]:
    env = dict(os.environ, PARLOR_HOME=str(home), COLUMNS="80", NO_COLOR="1")
    cmd = [sys.executable, "-m", "parlor", *ARGS]
    if lines is None:
        done = subprocess.run(cmd, input=TYPED, capture_output=True, text=True, env=env)
        return done.stdout, done.stderr
    proc = subprocess.Popen(
        cmd,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    proc.stdin.write(TYPED)
    proc.stdin.close()
    for _ in range(lines):  # (as head -N reads, then stops reading)
        proc.stdout.readline()
    proc.stdout.close()
    err = proc.stderr.read()
    proc.wait(timeout=60)
    return "", err


def test_the_stop_says_the_match_was_over(tmp_path: Path) -> None:
    blocker = tmp_path / "afile"
    blocker.write_text("not a folder")
    out, _ = _run(blocker, None)
    lines = out.splitlines()
    over = next(i for i, line in enumerate(lines) if "Match over" in line)
    _, err = _run(blocker, over)  # (the reader stops as the match's result begins)
    said = " ".join(err.split())
    assert "The match was over; it could not be recorded" in said, said
    assert "not finished" not in said
