"""Round 6: bare ``parlor`` is a question, not an error."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


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


def _closed(command: str, answers: str, home: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["sh", "-c", f'"{sys.executable}" -m parlor {command} >&-'],
        input=answers,
        stderr=subprocess.PIPE,
        text=True,
        env=dict(os.environ, NO_COLOR="1", PARLOR_HOME=home),
        timeout=60,
    )


def test_a_game_with_standard_output_closed_says_so(tmp_path: Path) -> None:
    # echo 1 | parlor jojotte >&- and parlor jotto >&- played blind and exited 1 without a word.
    for command, answers in (("jojotte", "1\n"), ("jotto --seed 1", "q\n"), ("history", "")):
        proc = _closed(command, answers, str(tmp_path))
        assert proc.returncode == 1, (command, proc.stderr)
        assert proc.stderr == "Error: standard output is closed: nothing can be printed\n"
    assert not list(tmp_path.glob("saves/*.json"))  # nothing was played
