"""Round 19 (judge J, finding 4): ``parlor jojotte analyze`` printed a value of zero as ``-0``
or ``+0`` ("20. B  play  7♠  -0  the best was 7♣, +152: 152 lost"); zero is ``0``."""

from __future__ import annotations

import re
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


def _analyzed(monkeypatch: pytest.MonkeyPatch, values: list[float], best: float) -> str:
    """analyze of example 3 with its valued decisions' values set to ``values`` in turn (the
    double-dummy values of a deal decided before the play: -0.0 and 0.0 both come)."""
    real = analyze.report_json

    def report(*args: Any, **kwargs: Any) -> dict[str, Any]:
        rep = real(*args, **kwargs)
        valued = [r for r in rep["decisions"] if r["value"] is not None]
        for i, row in enumerate(valued):
            row["value"] = values[i % len(values)]
            row["best_value"] = best
            row["lost"] = best - row["value"]
        for s in rep["summary"]:
            s["points_lost"] = -0.0
            s["points_lost_by_phase"] = {"play": -0.0}
        return rep

    monkeypatch.setattr(analyze, "report_json", report)
    result = CliRunner().invoke(_app(), ["analyze-cmd", str(RECORDS / "example3.json")])
    assert result.exit_code == 0, result.output
    return result.output


def test_zero_is_printed_without_a_sign(monkeypatch: pytest.MonkeyPatch) -> None:
    text = _analyzed(monkeypatch, [-0.0, 0.0, -0.2, 0.3], 152.0)
    rows = [line for line in text.splitlines() if re.match(r"\s+\d+\. ", line)]
    valued = [line for line in rows if "lost" in line]
    assert valued, text
    for line in valued:
        assert re.search(r"  0  the best was .*, \+152: 152 lost$", line), line
    assert not re.search(r"[-+]0\b", text), text
    assert "0 points lost (play 0)" in text


def test_a_best_value_of_zero_has_no_sign(monkeypatch: pytest.MonkeyPatch) -> None:
    text = _analyzed(monkeypatch, [-30.0], -0.0)
    assert "-30  the best was" in text
    assert ", 0: 30 lost" in text
    assert "+0" not in text and "-0" not in text
