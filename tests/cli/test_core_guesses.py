"""An unknown option of a command is not answered with a guess of --help: ``parlor jojotte
analyze RECORD --deal 1`` said "No such option: --deal (Possible options: --help)"."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

RECORD = Path(__file__).parents[1] / "jojotte" / "records" / "example1.json"


def _error(args: list[str]) -> str:
    result = CliRunner().invoke(app, args, env={"COLUMNS": "200"})
    assert result.exit_code == 2, result.output
    return " ".join(result.output.split())


@pytest.mark.parametrize(
    "args",
    [
        ["jojotte", "analyze", str(RECORD), "--deal", "1"],
        ["jotto", "solve", "crane", "--word", "x"],
        ["history", "--dea"],
    ],
)
def test_no_guess_of_help_for_an_option_unlike_it(args: list[str]) -> None:
    out = _error(args)
    assert "No such option" in out and "--help" not in out.split("No such option", 1)[1], out


def test_real_guesses_stay() -> None:
    assert "No such option: --lvl (Possible options: --level)" in _error(
        ["jotto", "solve", "crane", "--lvl", "hard"]
    )
    assert "No such option: --hlp (Possible options: --help)" in _error(["jotto", "--hlp"])
