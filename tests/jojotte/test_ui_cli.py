"""(To add with the cli_analyze.py and parlor/cli.py changes of /tmp/notes/r7ui_cli_*.patch.)
analyze says why the deal in play is left out and what its numbers are; resume --list names a
Jo-Jotte save's house rules."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.jojotte.analyze import LEGEND

RECORDS = Path(__file__).parent / "records"


def _cut(tmp_path: Path, k: int) -> Path:
    """Example 3 saved after its first ``k`` actions (a save mid-deal)."""
    data = json.loads((RECORDS / "example3.json").read_text())
    data["rubbers"][0]["deals"][0]["actions"] = data["rubbers"][0]["deals"][0]["actions"][:k]
    path = tmp_path / "cut.json"
    path.write_text(json.dumps(data))
    return path


def test_analyze_says_the_deal_in_play_is_not_analysed(tmp_path: Path) -> None:
    out = CliRunner().invoke(app, ["jojotte", "analyze", str(_cut(tmp_path, 4))]).output
    assert out == "Rubber 1, deal 1 is still being played: not analysed until it ends.\n"
    out = CliRunner().invoke(app, ["jojotte", "analyze", "--json", str(_cut(tmp_path, 4))])
    data = json.loads(out.output)
    assert data["decisions"] == [] and data["not_analysed"]["deal"] == 1


def test_analyze_prints_its_legend_above_the_values() -> None:
    out = CliRunner().invoke(app, ["jojotte", "analyze", str(RECORDS / "example3.json")]).output
    lines = out.splitlines()
    assert lines[: len(LEGEND)] == list(LEGEND)
    assert lines[len(LEGEND)] == "Rubber 1, deal 1"
    assert "still being played" not in out


def test_resume_list_names_the_house_rules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    args = ["jojotte", "--seed", "3", "-o", "no_trump=off", "-o", "fours=belote"]
    CliRunner().invoke(app, args, input="pass\nquit\n")  # one call: the sitting is saved
    out = CliRunner().invoke(app, ["resume", "--list"], env={"COLUMNS": "200"}).output
    assert "Jo-Jotte (no No-Trump, Belote fours): You v Bot (hard), rubber 1, deal 1" in out
