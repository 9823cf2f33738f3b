"""A printed sheet says the day its match or sitting was played (judge AP18 #4: no format
showed a date, though the blank Jo-Jotte sheet has its Date to write in): from the
``"started"`` time new games keep in their settings, else from the day in parlor's name for
the file; a file renamed by hand, with no such time, prints with no date rather than a wrong
one."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.records import played_on
from parlor.core.scorepad import ScoreSheet

JOJOTTE_RECORD = Path(__file__).parents[1] / "jojotte" / "records" / "example1.json"


def test_the_day_from_the_settings_then_from_the_name() -> None:
    started = {"options": {"started": "2025-03-04T23:30:00+01:00"}}
    assert played_on(started) == "2025-03-04"  # (the day where it was played)
    assert played_on({"session": {"started": "2024-02-29T08:00:00"}}) == "2024-02-29"
    named = Path("jotto-20261130-071627-3-2.json")
    assert played_on({}, named) == "2026-11-30"
    assert played_on(started, named) == "2025-03-04"  # the settings first
    assert played_on({"session": {"started": "soon"}}, named) == "2026-11-30"
    assert played_on({"options": ["started"]}, Path("jojotte-20261301-000000-1.json")) is None
    assert played_on({}, Path("my-game.json")) is None
    assert played_on({}, Path("jotto-20261130.json")) is None


def test_the_date_goes_first_and_long_fields_keep_their_lines() -> None:
    sheet = ScoreSheet("S", fields=[("A", "1"), ("House rules", "x")], field_breaks={1})
    dated = sheet.dated("Date", "2026-12-01")
    assert dated.fields == [("Date", "2026-12-01"), ("A", "1"), ("House rules", "x")]
    assert dated.field_breaks == {2}
    assert sheet.dated("Date", None) is sheet


def test_a_jotto_match_prints_its_day(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    played = CliRunner().invoke(
        app, ["jotto", "--seed", "1", "--first", "1"], input="crane\nslate\nquit\n"
    )
    assert "Saved as" in played.output, played.output
    (save,) = (tmp_path / "saves").glob("jotto-*.json")
    data = json.loads(save.read_text())
    assert isinstance(data["options"]["started"], str)  # kept from the start
    data["options"]["started"] = "2025-03-04T10:00:00+00:00"
    save.write_text(json.dumps(data))
    out = CliRunner().invoke(app, ["jotto", "sheet", str(save), "-f", "text"])
    assert out.exit_code == 0, out.output
    assert out.stdout.count("DATE: 2025-03-04   NAME: You") == 1
    assert out.stdout.count("DATE: 2025-03-04   NAME: Bot") == 1
    resumed = CliRunner().invoke(app, ["resume", str(save)], input="quit\n")
    assert resumed.exit_code == 0, resumed.output
    assert json.loads(save.read_text())["options"]["started"] == "2025-03-04T10:00:00+00:00"


def test_a_jojotte_sitting_prints_its_day(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    named = tmp_path / "jojotte-20261130-100000-1.json"
    shutil.copy(JOJOTTE_RECORD, named)
    out = CliRunner().invoke(app, ["jojotte", "sheet", str(named), "-f", "text"])
    assert out.exit_code == 0, out.output
    assert "Date: 2026-11-30   Players: A v B" in out.stdout
    renamed = tmp_path / "kept.json"  # (no day in its name nor in its settings)
    shutil.copy(JOJOTTE_RECORD, renamed)
    out = CliRunner().invoke(app, ["jojotte", "sheet", str(renamed), "-f", "text"])
    assert out.exit_code == 0, out.output
    assert "Date" not in out.stdout and "Players: A v B" in out.stdout
    played = CliRunner().invoke(
        app, ["jojotte", "--seed", "5"], input="1\n" * 3 + "quit\n", env={"COLUMNS": "100"}
    )
    (save,) = (tmp_path / "saves").glob("jojotte-*.json")
    assert isinstance(json.loads(save.read_text())["session"]["started"], str), played.output
