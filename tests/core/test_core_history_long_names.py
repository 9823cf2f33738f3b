"""Round 17 (core): a name of 100,000 characters in the history (filed from a save edited by
hand before resume cut such names, or a history edited by hand) is shown cut short by history
and stats; each filled the screen with it, folded in its column. --json keeps it whole."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.store import Store

runner = CliRunner()
LONG = "A" * 100_000


def _file() -> None:
    Store.open().add_match(
        "jotto",
        "2026-11-30T10:00:00+00:00",
        [LONG, "Bot"],
        "Bot",
        {LONG: 10, "Bot": 150},
        {LONG: {"games": 1}, "Bot": {"level": "hard", "games": 1}},
        None,
        5,
    )


def test_history_and_stats_cut_a_huge_name() -> None:
    _file()
    for command in (["history"], ["stats"]):
        out = runner.invoke(app, command, env={"COLUMNS": "80"}).output
        assert len(out) < 5_000, (command, len(out))
        assert out.count("A") == 57, out  # (57 letters and '...', folded in its column)
        assert "..." in out
    out = runner.invoke(app, ["history", "--json"]).output
    assert json.loads(out)[0]["players"] == [LONG, "Bot"]


def test_a_name_parlor_gives_is_shown_whole() -> None:
    name = "Bartholomew Featherstonehaugh-Cholmondel"  # 40 characters, as --name allows
    Store.open().add_match(
        "jotto", "2026-11-30T10:00:00+00:00", [name, "Bot"], "Bot", {}, {}, None, 5
    )
    out = runner.invoke(app, ["history"], env={"COLUMNS": "200"}).output
    assert name in out and "..." not in out
