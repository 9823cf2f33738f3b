"""Round 15 (judges): a team was asked for its secret with its captain ('Ann (captain Cap), type
your secret word') but for its test words and jots by its name alone ('Ann, your test word for
line 1'). The captain types for the team (rules, 'Sides and words'): every prompt names them."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def test_every_prompt_of_a_team_names_its_captain(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    args = ["jotto", "--vs", "human", "--announce", "--first", "1", "--seed", "1"]
    args += ["--name1", "Ann", "--captain1", "Cap", "--name2", "Bob", "--captain2", "Dee"]
    lines = ["crane", "slate", "moist", "1", "pride", "quit"]
    result = runner.invoke(app, args, input="\n".join(lines) + "\n", env={"COLUMNS": "200"})
    out = result.output
    assert "Ann (captain Cap), type your secret word (hidden):" in out
    assert "Ann (captain Cap), your test word for line 1: moist" in out
    assert "Bob (captain Dee), how many jots in your word for Ann's MOIST (line 1)?" in out
    assert "Bob (captain Dee), your test word for line 1: pride" in out
    assert "Ann (captain Cap), how many jots in your word for Bob's PRIDE (line 1)?" in out
    assert "\nAnn, " not in out and "\nBob, " not in out
