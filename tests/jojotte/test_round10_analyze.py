"""Round 10 of play-testing Jo-Jotte's analyze command."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import typer
from typer.testing import CliRunner

from parlor.jojotte import analyze
from parlor.jojotte.cli_analyze import analyze_cmd

RECORDS = Path(__file__).parent / "records"


def _app() -> typer.Typer:
    app = typer.Typer()
    app.command()(analyze_cmd)

    @app.command("other")
    def other() -> None:  # two commands, so the first is called by name
        pass

    return app


def test_the_summary_names_the_phases_in_the_order_of_a_deal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A player's first loss in the play and a later one in the auction (the next deal) read
    # 'play 722, auction 1741' for one player and 'auction 843, play 642' for the other.
    real = analyze.report_json

    def report(*args: Any, **kwargs: Any) -> dict[str, Any]:
        rep = real(*args, **kwargs)
        for s in rep["summary"]:
            s["points_lost_by_phase"] = {"play": 7.0, "melds": 1.0, "auction": 5.0, "second": 3.0}
        return rep

    monkeypatch.setattr(analyze, "report_json", report)
    res = CliRunner().invoke(_app(), ["analyze-cmd", str(RECORDS / "example3.json")])
    assert res.exit_code == 0, res.output
    assert res.output.count("(auction 5, second 3, melds 1, play 7)") == 2, res.output
