"""Judge BD20 #1: a finished match whose filing was cut short (parlor killed between its end
and the filing) waits in the saves folder, and only ``parlor resume --list`` showed it:
``parlor history`` and ``stats`` said "No finished matches yet" and nothing else. They say so
now, on standard error (their ``--json`` stays JSON)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.saves import saves_dir

runner = CliRunner()


def _saved_match(finished: bool) -> Path:
    played = runner.invoke(app, ["jotto", "--seed", "3"], input="maple\ncrane\n")
    assert played.exit_code == 1, played.output  # (end of input: saved)
    (save,) = saves_dir().glob("jotto-*.json")
    record = json.loads(save.read_text())
    record["finished"] = finished  # (as a match over and not yet filed is saved)
    save.write_text(json.dumps(record))
    return save


@pytest.mark.parametrize("command", [["history"], ["stats"], ["history", "--json"]])
def test_a_finished_match_waiting_to_be_filed_is_named(command: list[str]) -> None:
    save = _saved_match(True)
    result = runner.invoke(app, command)
    assert result.exit_code == 0, result.output
    said = " ".join(result.stderr.split())
    assert f"Note: a finished game waits to be filed ({save.stem}): parlor resume files it." in said
    if "--json" in command:
        assert json.loads(result.stdout) == []


def test_a_match_in_play_is_not_named() -> None:
    _saved_match(False)
    result = runner.invoke(app, ["history"])
    assert result.exit_code == 0 and "waits to be filed" not in result.stderr
