"""'parlor help help' said "No such command 'help'" (parlor help is parlor --help): help on
help shows the help, and so does 'parlor jotto help help'."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


@pytest.mark.parametrize(
    ("args", "usage"),
    [
        (["help", "help"], "Usage: parlor [OPTIONS] COMMAND"),
        (["help", "HELP", "help"], "Usage: parlor [OPTIONS] COMMAND"),
        (["help", "help", "jotto"], "Usage: parlor jotto [OPTIONS]"),
        (["jotto", "help", "help"], "Usage: parlor jotto [OPTIONS]"),
        (["help"], "Usage: parlor [OPTIONS] COMMAND"),
    ],
)
def test_help_on_help_is_the_help(
    args: list[str], usage: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    result = runner.invoke(app, args, env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert usage in result.output and "No such command" not in result.output
