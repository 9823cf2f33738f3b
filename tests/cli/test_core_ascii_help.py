"""--help in a narrow terminal whose encoding is ASCII: typer's own console cut a line short
with '…', which ASCII cannot write, and parlor stopped with an internal error (exit 70)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest


@pytest.mark.parametrize("args", [["--help"], ["jotto", "--help"], ["resume", "--help"]])
def test_help_in_a_narrow_ascii_terminal(args: list[str]) -> None:
    env = {**os.environ, "COLUMNS": "30", "PYTHONIOENCODING": "ascii", "NO_COLOR": "1"}
    proc = subprocess.run(
        [sys.executable, "-m", "parlor", *args],
        capture_output=True,
        env=env,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr.decode("utf-8", "replace")
    assert b"internal error" not in proc.stderr
    out = proc.stdout.decode("ascii")  # nothing but ASCII
    assert "Usage: " in out and "Options" in out
