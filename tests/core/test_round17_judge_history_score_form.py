"""Round 17 (judge C4): the history's Score column said one match's score '173 - 24' and
another's '-57 to 162' (a negative total took 'to', 5dd7f08): one form now, 'to', throughout,
in the table and in the narrow terminal's lines."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.store import Store


@pytest.mark.parametrize("columns", ["100", "40"])
def test_every_score_reads_alike(columns: str) -> None:
    store = Store.open()
    store.add_match(
        "jotto", "2026-01-01T10:00:00+00:00", ["Ann", "Bob"], "Ann", {"Ann": 173, "Bob": 24}, {}
    )
    store.add_match(
        "jotto", "2026-01-02T10:00:00+00:00", ["Ann", "Bob"], "Bob", {"Ann": -57, "Bob": 162}, {}
    )
    result = CliRunner().invoke(app, ["history"], env={"COLUMNS": columns})
    said = " ".join(result.output.replace("│", " ").split())
    assert "173 to 24" in said and "-57 to 162" in said, result.output
    assert not re.search(r"\d - -?\d", said), result.output
