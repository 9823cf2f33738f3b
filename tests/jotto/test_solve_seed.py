"""Round 14: solve's --seed said it worked 'as the game's --seed', and a player who compared
'parlor jotto solve CRANE --level easy --seed 42' with the easy bot of 'parlor jotto --seed 42'
found other test words (the game's bot draws afresh for each line). The help says what the
seed does give: the same test words for the same seed."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def test_the_seed_s_help_promises_only_what_it_gives() -> None:
    out = runner.invoke(app, ["jotto", "solve", "--help"], env={"COLUMNS": "300"}).output
    flat = " ".join(out.split())
    assert "as the game's --seed" not in flat
    assert "the same seed, the same test words" in flat
    assert "parlor jotto --seed N may test others" in flat


def test_the_same_seed_gives_the_same_test_words() -> None:
    args = ["jotto", "solve", "crane", "--level", "easy", "--json", "--seed"]
    first = json.loads(runner.invoke(app, [*args, "42"]).output)
    again = json.loads(runner.invoke(app, [*args, "42"]).output)
    assert first["guesses"] == again["guesses"] and first["guesses"][-1] == "crane"
