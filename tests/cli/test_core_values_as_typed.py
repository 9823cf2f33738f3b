"""An option's value or a save's name that an error repeats is quoted as typed: a Tab as a
space, another control character as '?', an apostrophe as it is. They were Python's repr:
'e\\tasy' with a backslash, and "it's" in double quotes."""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.cli_common import as_typed

runner = CliRunner()


def _said(args: list[str]) -> str:
    result = runner.invoke(app, args, input="")
    assert result.exit_code == 2, result.output
    return " ".join(result.output.replace("│", " ").split())


def test_as_typed() -> None:
    assert as_typed("abc") == "'abc'"
    assert as_typed("it's") == "'it's'"
    assert as_typed("e\tasy") == "'e asy'"
    assert as_typed("a\x1b[31mb") == "'a?[31mb'"


def test_option_values_are_repeated_as_typed() -> None:
    assert "must be easy, medium or hard, not 'it's'" in _said(["jotto", "--level", "it's"])
    assert "must be easy, medium or hard, not 'e asy'" in _said(["jotto", "--level", "e\tasy"])
    assert "must be jotto or jojotte, not 'x y'" in _said(["history", "--game", "x\ty"])
    assert "must be a whole number from 1 to 99, not 'a b'" in _said(
        ["jojotte", "--rubbers", "a\tb"]
    )


def test_a_save_name_is_repeated_as_typed() -> None:
    assert "no unfinished game 'a b'" in _said(["resume", "a\tb"])
    assert "no unfinished game 'it's'" in _said(["resume", "it's"])
