"""Round 10 (judge): the version however a newcomer asks for it. 'parlor version', 'parlor
-v' and 'parlor -V' said 'No such command' or 'No such option', and 'parlor jotto
--version' 'No such option: --version (Possible options: --vs)'."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from parlor import __version__
from parlor.cli import app

runner = CliRunner()


@pytest.mark.parametrize(
    "args",
    [
        ["--version"],
        ["-V"],
        ["-v"],
        ["version"],
        ["--no-color", "version"],
        ["jotto", "--version"],
        ["jojotte", "--version"],
        ["jotto", "rules", "--version"],
        ["history", "--version"],
    ],
    ids=lambda a: " ".join(a),
)
def test_the_version(args: list[str]) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert result.output == f"parlor {__version__}\n"


def test_after_dashes_it_is_no_option() -> None:
    result = runner.invoke(app, ["jotto", "--", "--version"])
    assert result.exit_code == 2 and "parlor 0" not in result.output
