"""Rules audit, round 7: "The first turn of the first game is decided by lot (a seeded draw)"
(rules: A turn). The lot must really be drawn: over a dozen seeds each side wins it some
times, and the same seed always draws the same side.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app


def first_by_lot(seed: int) -> str:
    """The side the lot sends first, as the opening says it (the input ends at once)."""
    names = ["--name1", "Ann", "--name2", "Bob"]
    result = CliRunner().invoke(
        app,
        ["--no-color", "jotto", "--vs", "human", "--seed", str(seed), *names],
        input="",
        env={"COLUMNS": "120"},
    )
    said = [line for line in result.output.splitlines() if "tests first" in line]
    assert said, result.output
    assert said[0].endswith("tests first (by lot).")
    return said[0].split()[0]


def test_the_lot_for_the_first_turn_is_drawn_from_the_seed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    firsts = [first_by_lot(seed) for seed in range(1, 13)]
    assert set(firsts) == {"Ann", "Bob"}, firsts
    assert [first_by_lot(seed) for seed in (1, 5, 12)] == [firsts[0], firsts[4], firsts[11]]
