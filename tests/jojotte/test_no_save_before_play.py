"""Round 11: a new Jo-Jotte sitting is saved from the player's first decision on, as a Jotto
match is from its secret word on. ``parlor jojotte </dev/null`` (or quit, or Ctrl-C, at the
very first prompt) saved an untouched sitting every time, and ``parlor resume --list`` filled
with 'deal 1, points 0-0' entries nobody had played."""

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

ARGS = ["jojotte", "--level", "easy", "--seed", "3"]
NOTHING = "Nothing was saved: you had not played yet."


def _run(args: list[str], answers: list[str]) -> tuple[int, str]:
    result = CliRunner().invoke(
        app,
        args,
        input="".join(a + "\n" for a in answers),
        env={"COLUMNS": "300", "NO_COLOR": "1"},
    )
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.exit_code, " ".join(result.output.split())


def _saves() -> list[Path]:
    return sorted((Path(os.environ["PARLOR_HOME"]) / "saves").glob("*.json"))


def test_end_of_input_at_the_first_prompt_saves_nothing_and_says_so() -> None:
    for _ in range(3):  # each run left one more untouched sitting to resume
        code, out = _run(ARGS, [])
        assert code == 1
        assert f"End of input: the sitting stops here, unfinished. {NOTHING}" in out
        assert "Saved as" not in out and "parlor resume" not in out
    assert _saves() == []
    code, listing = _run(["resume", "--list"], [])
    assert "Jo-Jotte" not in listing, listing


def test_quit_at_the_first_prompt_saves_nothing_and_says_so() -> None:
    code, out = _run(ARGS, ["help", "quit"])  # a command is not a decision
    assert code == 0
    assert f"Stopped at your request; the sitting was not finished. {NOTHING}" in out
    assert _saves() == []


def test_one_decision_then_end_of_input_leaves_a_save_that_resumes() -> None:
    code, out = _run(ARGS, ["pass"])
    assert code == 1 and NOTHING not in out
    (save,) = _saves()
    assert f"unfinished. Saved as {save.stem}: parlor resume continues it." in out
    deal = json.loads(save.read_text())["rubbers"][0]["deals"][0]
    assert deal["actions"][:2] == ["pass", "pass"]  # the bot dealt; the player's call is in
    code, out = _run(["resume", save.stem], ["quit"])
    assert code == 0 and "Resumed where the sitting stopped." in out
    assert "Bidding, round 2" in out  # where it stopped, not a new deal


def test_a_resumed_sitting_stopped_at_once_keeps_its_save() -> None:
    _run(ARGS, ["pass", "quit"])
    (save,) = _saves()
    before = save.read_text()
    for answers in ([], ["quit"]):  # end of input, then quit, at the first prompt
        code, out = _run(["resume", save.stem], answers)
        assert code in (0, 1) and "Resumed where the sitting stopped." in out
        assert f"Saved as {save.stem}: parlor resume continues it." in out and NOTHING not in out
        assert _saves() == [save] and save.read_text() == before


def test_a_disk_that_cannot_be_written_is_not_tried_before_the_first_decision(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # No save is written before the first decision, so none fails: no warning, and the stop
    # message says that nothing was saved because nothing was played (not that saving failed).
    def full(path: Path, data: Any) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(saves, "write_json_atomic", full)
    code, out = _run(ARGS, ["quit"])
    assert code == 0 and f"not finished. {NOTHING}" in out
    assert "Warning" not in out and "Saving failed" not in out
    code, out = _run(ARGS, ["pass", "quit"])  # the first decision: its save fails, and says so
    assert "Warning: cannot save to" in out
    assert "Saving failed from the start (see the warning above): nothing was saved." in out
