"""Round 6: quitting after saving failed says what the save holds (the sitting up to the
failure), not only that the sitting was not finished."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import parlor.core.saves as saves
from parlor.cli import app


def _play(answers: list[str]) -> str:
    result = CliRunner().invoke(
        app,
        ["jojotte", "--level", "medium", "--seed", "12"],
        input="".join(a + "\n" for a in answers),
        env={"COLUMNS": "200", "NO_COLOR": "1"},
    )
    assert result.exception is None or isinstance(result.exception, SystemExit)
    return " ".join(result.output.split())


def _fail_after(monkeypatch: pytest.MonkeyPatch, n: int) -> None:
    """Saves fail (the disk is full) after the ``n`` first."""
    real = saves.write_json_atomic
    calls = [0]

    def write(path: Path, data: Any) -> None:
        calls[0] += 1
        if calls[0] > n:
            raise OSError(errno.ENOSPC, "No space left on device")
        real(path, data)

    monkeypatch.setattr(saves, "write_json_atomic", write)


def test_quit_after_saving_failed_says_the_save_holds_the_sitting_up_to_the_failure(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _fail_after(monkeypatch, 3)
    text = _play(["1", "1", "1", "quit"])
    assert "Warning: cannot save to" in text
    (save,) = (Path(os.environ["PARLOR_HOME"]) / "saves").glob("*.json")
    assert (
        f"Saving failed (see the warning above): the save {save.stem} holds the sitting as it "
        "was before it failed, without the moves since; parlor resume continues it from there."
    ) in text
    assert json.loads(save.read_text())["rubbers"]  # it holds the game up to the failure


def test_quit_when_nothing_could_be_saved_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    _fail_after(monkeypatch, 0)
    text = _play(["pass", "quit"])  # one call: the first save is tried (and fails) then
    assert "Warning: cannot save to" in text
    assert "Saving failed from the start (see the warning above): nothing was saved." in text
    assert "parlor resume" not in text.split("Stopped", 1)[1]


def test_quit_when_saving_works_names_the_save() -> None:
    text = _play(["pass", "quit"])  # one call: a new sitting is saved from then on
    assert "the sitting was not finished. Saved as jojotte-" in text
