"""Round 10 (judge): the word help after a command that takes no argument is its help
('parlor history help', 'parlor jotto pad help'), as 'parlor jotto help' already was; they said
'Got unexpected extra argument(s) (help)'."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


@pytest.mark.parametrize(
    ("args", "usage"),
    [
        (["history", "help"], "parlor history [OPTIONS]"),
        (["stats", "Help"], "parlor stats [OPTIONS]"),
        (["jotto", "pad", "help"], "parlor jotto pad [OPTIONS]"),
        (["jojotte", "pad", "help"], "parlor jojotte pad [OPTIONS]"),
        (["jotto", "rules", "help"], "parlor jotto rules [OPTIONS]"),
        (["jotto", "helper", "help"], "parlor jotto helper [OPTIONS]"),
    ],
    ids=lambda a: " ".join(a) if isinstance(a, list) else "",
)
def test_help_after_the_command(args: list[str], usage: str) -> None:
    result = runner.invoke(app, args, env={"COLUMNS": "120"})
    assert result.exit_code == 0, result.output
    assert usage in result.output and "unexpected extra argument" not in result.output


def test_a_word_to_solve_is_still_a_word() -> None:
    result = runner.invoke(app, ["jotto", "solve", "help", "--level", "easy"])
    assert "Usage:" not in result.output, result.output
