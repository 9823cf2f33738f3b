"""Judge S14 #3: a Jo-Jotte save whose own totals do not match its deals (its rubbers emptied
by hand) is 'a damaged Jo-Jotte save: its totals (...) do not match its deals ...', listed and
refused; it resumed as a new sitting while --list showed the old score. A save from before a
card is dealt (no rubber, 0-0) is no damaged save. A save marked finished whose sitting is not
over is damaged too (as Jotto's, judge S14 #4)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.records import read_json
from parlor.jojotte.record import replay_record, save_copies_problem

runner = CliRunner()


@pytest.fixture
def save() -> Path:
    """A sitting quit after its first deal was played out (seed 3, easy, answering 1)."""
    played = runner.invoke(app, ["jojotte", "--seed", "3", "--level", "easy"], input="1\n" * 10)
    assert played.exit_code == 1, played.output
    (found,) = (Path(os.environ["PARLOR_HOME"]) / "saves").glob("jojotte-*.json")
    return found


def _edit(save: Path, **changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(save.read_text(encoding="utf-8"))
    data.update(changes)
    save.write_text(json.dumps(data), encoding="utf-8")
    return data


def _one_line(text: str) -> str:
    return " ".join(text.split())


def test_a_save_whose_rubbers_were_emptied_is_damaged(save: Path) -> None:
    data = json.loads(save.read_text(encoding="utf-8"))
    a, b = data["totals"]
    assert a + b > 0  # (a deal was played out)
    listed = _one_line(runner.invoke(app, ["resume", "--list"]).output)
    assert f"points {a}-{b}" in listed and "damaged" not in listed, listed
    _edit(save, rubbers=[])
    why = f"a damaged Jo-Jotte save: its totals ({a}-{b}) do not match its deals, which score 0-0"
    listed = _one_line(runner.invoke(app, ["resume", "--list"]).output)
    assert why in listed, listed
    resumed = runner.invoke(app, ["resume", "1"], input="q\n")
    assert resumed.exit_code == 2, resumed.output
    assert why in _one_line(resumed.output), resumed.output
    assert "Draw for the deal" not in resumed.output
    assert json.loads(save.read_text(encoding="utf-8"))["rubbers"] == []  # left as it is


def test_a_save_at_its_very_start_agrees(save: Path) -> None:
    _edit(save, rubbers=[], totals=[0, 0], games=[])
    data = read_json(save)
    assert save_copies_problem(data, replay_record(data, hints=False)) is None
    listed = _one_line(runner.invoke(app, ["resume", "--list"]).output)
    assert "damaged" not in listed and "points 0-0" in listed, listed


def test_unchanged_totals_agree(save: Path) -> None:
    data = read_json(save)  # (the deck unhidden, as resuming reads it)
    assert save_copies_problem(data, replay_record(data, hints=False)) is None


def test_a_save_marked_finished_mid_sitting_is_damaged(save: Path) -> None:
    _edit(save, finished=True)
    listed = _one_line(runner.invoke(app, ["resume", "--list"]).output)
    why = "a damaged Jo-Jotte save: it is marked finished, but its sitting is not over"
    assert why in listed, listed
    deleted = runner.invoke(app, ["resume", "--delete", "1", "--yes"])
    assert deleted.exit_code == 0, deleted.output
    assert not save.exists()
