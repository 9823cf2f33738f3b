"""Round 6: bare ``parlor`` is a question, not an error."""

from __future__ import annotations

import os
import subprocess
import sys


def _run(args: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "parlor", *args],
        capture_output=True,
        text=True,
        env=dict(os.environ, NO_COLOR="1", COLUMNS="100"),
        timeout=60,
    )


def test_bare_parlor_prints_the_help_on_standard_output_with_status_0() -> None:
    helped = _run(["--help"])
    for args in ([], ["--no-color"]):
        out = _run(args)
        assert out.returncode == 0, (args, out.returncode, out.stderr)
        assert out.stdout == helped.stdout and "[OPTIONS] COMMAND" in out.stdout
        assert out.stderr == ""
