"""Judge AE16 #3: a save marked ``"in_history": true`` (counted in the history) whose match or
sitting is not over was taken: finished later, it was recorded but never counted, without a
word. parlor marks only a finished game so; such a save is damaged, as one marked finished is
(judge S14)."""

from __future__ import annotations

import json
import os
from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _marked(game: str) -> Path:
    (save,) = (Path(os.environ["PARLOR_HOME"]) / "saves").glob(f"{game}-*.json")
    data = json.loads(save.read_text(encoding="utf-8"))
    assert data.get("in_history", False) is False
    data["in_history"] = True
    save.write_text(json.dumps(data), encoding="utf-8")
    return save


def test_a_jotto_save_marked_counted_mid_match_is_damaged() -> None:
    played = runner.invoke(
        app, ["jotto", "--vs", "human", "--first", "1"], input="maple\ngrown\ncrane\nrated\n"
    )
    assert played.exit_code == 1, played.output
    save = _marked("jotto")
    why = "a damaged Jotto save: it is marked counted in the history, but its match is not over"
    listed = _one_line(runner.invoke(app, ["resume", "--list"]).output)
    assert why in listed, listed
    resumed = runner.invoke(app, ["resume", "1"], input="grown\nquit\n")
    assert resumed.exit_code == 2 and why in _one_line(resumed.output), resumed.output
    assert len(json.loads(save.read_text(encoding="utf-8"))["games"][0]["actions"]) == 2


def test_a_jojotte_save_marked_counted_mid_sitting_is_damaged() -> None:
    played = runner.invoke(app, ["jojotte", "--seed", "3", "--level", "easy"], input="1\n" * 10)
    assert played.exit_code == 1, played.output
    _marked("jojotte")
    why = (
        "a damaged Jo-Jotte save: it is marked counted in the history, but its sitting is not over"
    )
    listed = _one_line(runner.invoke(app, ["resume", "--list"]).output)
    assert why in listed, listed
    resumed = runner.invoke(app, ["resume", "1"], input="q\n")
    assert resumed.exit_code == 2 and why in _one_line(resumed.output), resumed.output
