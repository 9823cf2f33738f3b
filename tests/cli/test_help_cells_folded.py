"""Judge AO18 #1: at 70 columns or fewer `parlor jojotte --help` cut the values of --option with
'…' (`info_card=botto…`, `fours=flat100|b…`), values written nowhere else. A cell too long for
its column is folded onto the next line now, never cut."""

from __future__ import annotations

import subprocess
import sys

import pytest


@pytest.mark.parametrize("columns", [60, 70])
def test_the_help_cuts_no_option_value(columns: int) -> None:
    got = subprocess.run(
        [sys.executable, "-m", "parlor", "jojotte", "--help"],
        capture_output=True,
        text=True,
        env={"COLUMNS": str(columns), "PATH": "/usr/bin:/bin", "NO_COLOR": "1"},
        check=False,
    )
    assert got.returncode == 0, got.stderr
    assert "…" not in got.stdout
    assert max(len(line) for line in got.stdout.splitlines()) <= columns
    # every value whole once the folds are joined
    joined = "".join(line.strip(" │") for line in got.stdout.splitlines())
    for value in (
        "info_card=bottom|top",
        "slam_at_no_trump=on|off",
        "fours=flat100|belote",
        "prison_multiplied=on|off",
        "exchange=before-melds",
    ):
        assert value in joined, value
    # (only the help's text is folded: an option's name is never broken inside; AR18 #5)
    names = [line.split()[1] for line in got.stdout.splitlines() if line.startswith("│ --")]
    assert "--rubbers" in names and "--auto-declare" in names, names
    # (and the values an option takes on one line: 'easy|medium|ha' over 'rd'; AO18 #2)
    assert "easy|medium|hard" in got.stdout
