"""Two ``parlor jotto helper`` open at once (two windows, one data folder) wrote their entries
over each other's in one kept file, and a closed window then lost the first one's. The first
holds the file now; the second says so once, keeps nothing and leaves the first's entries as
they are. Once the first has ended, the next helper offers its entries back as before."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path


def _env(home: Path) -> dict[str, str]:
    return dict(os.environ, PARLOR_HOME=str(home), COLUMNS="300", NO_COLOR="1")


def _helper(home: Path, lines: str) -> str:
    run = subprocess.run(
        [sys.executable, "-m", "parlor", "jotto", "helper"],
        input=lines,
        capture_output=True,
        text=True,
        env=_env(home),
        timeout=120,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    return " ".join(run.stdout.split())


def test_the_second_helper_leaves_the_first_ones_entries(tmp_path: Path) -> None:
    kept = tmp_path / "jotto-helper-5.txt"
    first = subprocess.Popen(
        [sys.executable, "-m", "parlor", "jotto", "helper"],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        text=True,
        env=_env(tmp_path),
    )
    try:
        assert first.stdin is not None
        first.stdin.write("crane 2\n")
        first.stdin.flush()
        deadline = time.monotonic() + 60
        while not (kept.exists() and kept.read_text() == "CRANE 2\n"):
            assert time.monotonic() < deadline and first.poll() is None
            time.sleep(0.1)
        second = _helper(tmp_path, "slate 1\n")
        assert (
            f"(Another parlor jotto helper is open and keeps its entries in {kept}: this "
            "one's are not kept, and that one's are left to it.)"
        ) in second
        assert "Kept from last time" not in second
        assert kept.read_text() == "CRANE 2\n"  # (it was SLATE 1 alone)
        first.stdin.write("pious 0\n")
        first.stdin.close()
        assert first.wait(timeout=60) == 0
    finally:
        if first.poll() is None:
            first.kill()
    third = _helper(tmp_path, "quit\n")
    assert "Kept from last time: CRANE 2, PIOUS 0." in third
    assert "Another parlor jotto helper" not in third
