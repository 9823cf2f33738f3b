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


def test_the_rows_fit_80_columns_as_the_legend_does() -> None:
    # Fixed columns (a name of 10, an action of 26, a value of 8) made rows of 90 to 105
    # characters, broken by an 80-column terminal in the middle of 'the best was ...'.
    res = CliRunner().invoke(_app(), ["analyze-cmd", str(RECORDS / "example1.json")])
    assert res.exit_code == 0, res.output
    lines = res.output.splitlines()
    assert max(len(line) for line in lines) <= 80, max(lines, key=len)
    row = next(line for line in lines if "the best was 8" in line)
    assert row == "  16. A  play      Q♥              +137  the best was 8♠, +157: 20 lost"
    # The values stand in one column; a forced card's note starts there too.
    forced = next(line for line in lines if line.endswith("(forced)"))
    assert forced == "   9. A  play      9♣              (forced)"
    values = {line.index("+157") for line in lines if "+157  best" in line}
    assert len(values) == 1


def test_a_summary_too_long_for_a_line_puts_the_phases_on_the_next(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real = analyze.report_json

    def report(*args: Any, **kwargs: Any) -> dict[str, Any]:
        rep = real(*args, **kwargs)
        for s in rep["summary"]:
            s["points_lost"] = 123456.0
            s["points_lost_by_phase"] = {"auction": 100000.0, "second": 20000.0, "play": 3456.0}
        return rep

    monkeypatch.setattr(analyze, "report_json", report)
    res = CliRunner().invoke(_app(), ["analyze-cmd", str(RECORDS / "example3.json")])
    lines = res.output.splitlines()
    assert max(len(line) for line in lines) <= 80
    i = lines.index("Summary (double-dummy points lost):")
    assert lines[i + 2] == "    (auction 100000, second 20000, play 3456)"
