"""``parlor --help jotto`` is Jotto's help, as ``parlor help jotto`` is (and ``git --help
commit`` is commit's): it showed parlor's own; ``parlor jotto -h sheet`` showed Jotto's."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


@pytest.mark.parametrize(
    ("args", "usage"),
    [
        (["--help", "jotto"], "Usage: parlor jotto [OPTIONS]"),
        (["-h", "jojotte", "replay"], "Usage: parlor jojotte replay [OPTIONS] [RECORD]"),
        (["jotto", "--help", "sheet"], "Usage: parlor jotto sheet [OPTIONS] [RECORD]"),
        (["--no-color", "--help", "jotto", "pad"], "Usage: parlor jotto pad [OPTIONS]"),
        (["--help", "help"], "Usage: parlor [OPTIONS] COMMAND"),
        (["--help"], "Usage: parlor [OPTIONS] COMMAND"),
        (["jotto", "--help", "--vs", "human"], "Usage: parlor jotto [OPTIONS]"),
    ],
)
def test_help_first_is_the_help_of_what_follows(args: list[str], usage: str) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert usage in " ".join(result.output.split()), result.output
