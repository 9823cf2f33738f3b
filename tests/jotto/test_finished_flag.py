"""Judge S14 #4: a Jotto save marked ``"finished": true`` whose match is not over (edited by
hand) is a damaged save: listed and refused as such, and --delete removes it. It was listed
'finished, not yet filed: resuming files it', --delete refused it as a finished match, and
resuming played on with the mark kept. A save truly finished (its record could not be
written) is still filed by resuming and not deleted."""

from __future__ import annotations

import json
import os
from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def _save(feed: str) -> Path:
    played = runner.invoke(app, ["jotto", "--vs", "human", "--first", "1"], input=feed)
    assert played.exit_code == 1, played.output
    (save,) = (Path(os.environ["PARLOR_HOME"]) / "saves").glob("jotto-*.json")
    return save


def _mark_finished(save: Path) -> None:
    data = json.loads(save.read_text(encoding="utf-8"))
    assert data["finished"] is False
    data["finished"] = True
    save.write_text(json.dumps(data), encoding="utf-8")


def _one_line(text: str) -> str:
    return " ".join(text.split())


def test_a_save_marked_finished_mid_match_is_damaged() -> None:
    save = _save("maple\ngrown\ncrane\nrated\n")
    _mark_finished(save)
    listed = _one_line(runner.invoke(app, ["resume", "--list"]).output)
    why = "a damaged Jotto save: it is marked finished, but its match is not over"
    assert why in listed, listed
    assert "resuming files it" not in listed, listed
    resumed = runner.invoke(app, ["resume", "1"], input="slate\nquit\n")
    assert resumed.exit_code == 2, resumed.output
    assert why in _one_line(resumed.output), resumed.output
    assert json.loads(save.read_text(encoding="utf-8"))["games"][0]["actions"] == [
        "test crane",
        "test rated",
    ]  # nothing played on
    deleted = runner.invoke(app, ["resume", "--delete", "1", "--yes"])
    assert deleted.exit_code == 0, deleted.output
    assert not save.exists()


def test_a_save_not_marked_finished_still_resumes() -> None:
    _save("maple\ngrown\ncrane\nrated\n")
    listed = _one_line(runner.invoke(app, ["resume", "--list"]).output)
    assert "damaged" not in listed and "line 2" in listed, listed
