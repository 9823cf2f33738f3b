"""history at 80 columns: a long winner's name is broken over lines before the score is; the
score came out as '6566' / '-' / '4546' beside a Winner column 25 wide."""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.store import Store

NAME = "Bartholomew Maximilian Fitzgerald-Smythe"


def test_the_score_stays_on_one_line_at_80_columns() -> None:
    store = Store.open()
    totals = {NAME: 6566, "Bot": 4546}
    store.add_match("jojotte", "2026-01-01T10:00:00+00:00", [NAME, "Bot"], NAME, totals, {})
    store.add_match("jotto", "2026-01-02T10:00:00+00:00", ["Ann", "Bob"], "Ann", {"Ann": 9}, {})
    result = CliRunner().invoke(app, ["history"], env={"COLUMNS": "80"})
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert any("6566 to 4546" in line for line in lines), result.output
    assert max(len(line) for line in lines) <= 80
    assert any("Fitzgerald-Smythe" in line for line in lines)
