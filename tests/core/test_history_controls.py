"""Round 10 (judge): a control character in a name in the history (a history edited by hand,
or written by another program) is shown as '?' by history and stats: an escape sequence in it
reached the terminal. The JSON keeps the name as it is."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.store import Store

runner = CliRunner()
EVIL = "\x1b[31mEvil\x07"


@pytest.mark.parametrize("command", ["history", "stats"])
def test_controls_are_not_sent_to_the_terminal(command: str) -> None:
    Store.open().add_match(
        "jotto", "2026-01-01T10:00:00+00:00", [EVIL, "Bob"], EVIL, {EVIL: 1, "Bob": 0}, {}
    )
    result = runner.invoke(app, [command], env={"COLUMNS": "120"})
    assert result.exit_code == 0, result.output
    assert "\x1b" not in result.output and "\x07" not in result.output
    assert "?[31mEvil?" in result.output
    result = runner.invoke(app, ["history", "--json"])
    assert json.loads(result.output)[0]["players"][0] == EVIL
