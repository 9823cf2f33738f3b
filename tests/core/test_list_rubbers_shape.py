"""Round 17, judge finding C12: parlor resume --list showed a Jo-Jotte save whose rubbers the
replay refuses as a sitting to resume: "rubbers": "oops" read 'rubber 4' (the word's length)
and [{"x": 1}] 'rubber 1', both with 'parlor resume NUMBER continues one'; resuming it then
failed. Such a save is listed as damaged, with why and the --delete line."""

from __future__ import annotations

import json
from typing import Any

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.saves import list_saves

runner = CliRunner()


def _saved_sitting() -> Any:
    runner.invoke(app, ["jojotte", "--seed", "5"], input="pass\nquit\n")
    (info,) = list_saves()
    return info.path


@pytest.mark.parametrize(
    "rubbers", ['"oops"', '[{"x": 1}]', "[1]", '[{"deals": "x"}]', '[{"deals": [3]}]']
)
def test_rubbers_the_replay_refuses_are_listed_damaged(rubbers: str) -> None:
    path = _saved_sitting()
    record = json.loads(path.read_text())
    listed = runner.invoke(app, ["resume", "--list"], env={"COLUMNS": "300"})
    assert "parlor resume NUMBER continues one" in listed.output  # (the save as it was)
    record["rubbers"] = json.loads(rubbers)
    path.write_text(json.dumps(record))
    listed = runner.invoke(app, ["resume", "--list"], env={"COLUMNS": "300"})
    said = " ".join(listed.output.split())
    assert "parlor resume NUMBER continues one" not in said, said
    assert "parlor resume --delete NUMBER removes one that cannot be resumed" in said
    assert "Jo-Jotte: You v Bot" not in said
    resumed = runner.invoke(app, ["resume", "1"], env={"COLUMNS": "300"})
    assert resumed.exit_code == 2
    # the list says what resuming says
    line = next(s for s in listed.output.splitlines() if s.startswith("  1. "))
    why = line.split(None, 2)[2]
    assert why in " ".join(resumed.output.split()), (why, resumed.output)
