"""jojotte sheet, replay and analyze take a save's or record's name as Jotto's sheet does, and
say so when none has it ('nope: no such file, nor a save or record of that name in DATA'):
they said only 'nope: no such file', as if only a path were taken."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


@pytest.mark.parametrize(
    "args",
    [["jojotte", "sheet"], ["jojotte", "replay"], ["jojotte", "analyze"], ["jotto", "sheet"]],
)
def test_a_name_that_is_nothing_is_said_alike(
    args: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, [*args, "nope"])
    assert result.exit_code == 2
    said = f"Error: nope: no such file, nor a save or record of that name in {tmp_path}"
    assert said in result.output, result.output
