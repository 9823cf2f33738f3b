"""A --seed out of range said 'must be a whole number from 0 to 2**63-1': Python's notation,
which means nothing to a newcomer. The largest seed is written out as digits."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


@pytest.mark.parametrize(
    "args",
    [
        ["jotto", "--seed", "99999999999999999999"],
        ["jojotte", "--seed", "-1"],
        ["jotto", "solve", "crane", "--seed", "x"],
    ],
)
def test_the_largest_seed_is_written_as_digits(
    args: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    result = runner.invoke(app, args, env={"COLUMNS": "200"})
    assert result.exit_code == 2
    assert "must be a whole number from 0 to 9223372036854775807, not" in result.output
    assert "**" not in result.output
    assert str(2**63 - 1) == "9223372036854775807"
