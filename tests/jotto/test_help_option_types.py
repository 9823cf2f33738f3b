"""Jotto's --help names what each option takes (NAME, N, FILE, POINTS, 1|2), never a Python
type (<str>, <int range> [1<=x<=10000], <path>), and still refuses a value out of range."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()
COMMANDS = [[], ["solve"], ["helper"], ["sheet"], ["pad"]]


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(c) or "jotto")
def test_help_shows_no_python_types(command: list[str]) -> None:
    result = runner.invoke(app, ["jotto", *command, "--help"], env={"COLUMNS": "120"})
    assert result.exit_code == 0
    out = result.output
    for typed in ("<str>", "<int", "<float", "<path>", "x<=", "<=x", "<bool>"):
        assert typed not in out, (typed, out)


def test_the_game_s_options_say_what_they_take() -> None:
    out = runner.invoke(app, ["jotto", "--help"], env={"COLUMNS": "120"}).output
    for option, metavar in [
        ("--first", "1|2"),
        ("--name1", "NAME"),
        ("--name2", "NAME"),
        ("--captain1", "NAME"),
        ("--captain2", "NAME"),
        ("--words", "FILE"),
        ("--target", "POINTS"),
        ("--length", "4|5|6"),
    ]:
        assert re.search(rf"{option}\s+{re.escape(metavar)}\s", out), option
    out = runner.invoke(app, ["jotto", "helper", "--help"], env={"COLUMNS": "120"}).output
    assert re.search(r"--show\s+N\s", out) and re.search(r"--length\s+4\|5\|6\s", out)
    out = runner.invoke(app, ["jotto", "sheet", "--help"], env={"COLUMNS": "120"}).output
    assert re.search(r"RECORD\s+A Jotto match record", out)


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["jotto", "--first", "3"], "must be 1 or 2, not 3"),
        (["jotto", "--target", "0"], "must be a whole number from 1 to 10000, not 0"),
        (["jotto", "--target", "10001"], "must be a whole number from 1 to 10000, not 10001"),
        (["jotto", "--length", "7"], "must be 4, 5 or 6, not 7"),
        (["jotto", "helper", "--length", "3"], "must be 4, 5 or 6, not 3"),
        (["jotto", "helper", "--show", "501"], "must be a whole number from 0 to 500, not 501"),
    ],
)
def test_values_out_of_range_are_still_refused(args: list[str], says: str) -> None:
    result = runner.invoke(app, args, env={"COLUMNS": "200"})
    assert result.exit_code == 2 and says in " ".join(result.output.split())


def test_the_sheet_still_finds_a_save_by_name() -> None:
    result = runner.invoke(app, ["jotto", "sheet", "jotto-20991231-000000-1"])
    assert result.exit_code == 2 and "no such file, nor a save or record of that name" in (
        " ".join(result.output.split())
    )
