"""A usage error points at the help of the command whose arguments were being read, as click's
context gives it (session 13's review): the pointer read the words typed against a list of
parlor's command names, and a command's argument that is such a word was taken for a command
(`parlor history jotto --limit` pointed at `parlor history jotto -h`, which is no command)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


@pytest.mark.parametrize(
    ("args", "helps"),
    [
        (["history", "jotto", "--limit"], "parlor history -h"),
        (["stats", "jojotte", "--game"], "parlor stats -h"),
        (["jotto", "sheet", "jotto", "--paper"], "parlor jotto sheet -h"),
        (["--no-color", "history", "jojotte", "--game"], "parlor history -h"),
        (["jojotte", "replay", "sheet", "--bogus"], "parlor jojotte replay -h"),
        (["--no-color", "jotto", "--level"], "parlor jotto -h"),
        (["jotto", "solve", "--length"], "parlor jotto solve -h"),
        (["--level"], "parlor -h"),
    ],
)
def test_the_pointer_is_the_help_of_the_command_being_read(
    args: list[str], helps: str, tmp_path: object
) -> None:
    said = runner.invoke(app, args, env={"PARLOR_HOME": str(tmp_path), "COLUMNS": "200"})
    assert said.exit_code == 2, said.output
    line = said.output.strip()
    assert "\n" not in line
    assert line.startswith("Error: ")
    assert line.endswith(f"; see {helps}"), line
