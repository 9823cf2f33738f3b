"""A line longer than parlor reads (64 KiB) piped in was refused as 'that answer is 65536
characters long', though it was longer: the line read stops there, so it is 'over 65536'."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def _refusal(tmp_path: Path, size: int) -> str:
    proc = subprocess.run(
        [sys.executable, "-m", "parlor", "jojotte", "--seed", "12"],
        input="x" * size + "\n",
        capture_output=True,
        text=True,
        env={**os.environ, "PARLOR_HOME": str(tmp_path), "COLUMNS": "100"},
        timeout=120,
    )
    return next(x for x in (proc.stdout + proc.stderr).splitlines() if "characters long" in x)


def test_a_line_past_what_is_read_is_said_to_be_over_it(tmp_path: Path) -> None:
    line = _refusal(tmp_path, 200_000)
    assert "! that answer is over 65536 characters long: type one choice (or help)" in line


def test_a_long_line_read_whole_gives_its_length(tmp_path: Path) -> None:
    assert "that answer is 2000 characters long" in _refusal(tmp_path, 2000)
