"""stats: the bot is one row at every level; which levels it counts is said (the history
kept no level at all, so a row mixing easy and hard games said nothing of it)."""

from __future__ import annotations

import json
from typing import Any

from rich.console import Console
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.history import file_finished

runner = CliRunner()


class Finished:
    def __init__(self, record: dict[str, Any]) -> None:
        self.in_history = False
        self._record = record

    def record(self) -> dict[str, Any]:
        return self._record


def _file(game: str, record: dict[str, Any], players: list[str]) -> None:
    file_finished(
        Console(file=open("/dev/null", "w")),  # noqa: SIM115
        None,
        Finished(record),
        noun="match",
        game=game,
        players=players,
        winner=players[0],
        totals={p: 1 for p in players},
        stats={p: {"games": 1} for p in players},
    )


def test_the_bots_levels_are_filed_and_said() -> None:
    _file("jotto", {"options": {"vs": "bot", "level": "hard"}}, ["You", "Bot"])
    _file("jotto", {"options": {"vs": "bot", "level": "easy"}}, ["You", "Bot"])
    _file("jotto", {"options": {"vs": "bot", "level": "hard"}}, ["You", "Bot"])
    _file("jotto", {"options": {"vs": "human", "level": "hard"}}, ["Ann", "Bob"])
    _file("jojotte", {"session": {"level": "medium"}}, ["Ann", "Robot"])
    data = json.loads(runner.invoke(app, ["stats", "--json"]).stdout)
    assert data["jotto"]["Bot"]["levels"] == ["easy", "hard"]
    assert data["jotto"]["Bot"]["matches"] == 3 and data["jotto"]["Bot"]["games"] == 3
    assert data["jojotte"]["Bot"]["levels"] == ["medium"]  # (the bot's row: Bot, AL17 #1)
    assert "levels" not in data["jotto"]["Bob"] and "levels" not in data["jotto"]["You"]
    out = " ".join(runner.invoke(app, ["stats"], env={"COLUMNS": "100"}).output.split())
    assert "Bot: the bot at levels easy and hard." in out
    assert "Bot: the bot at level medium." in out
    assert "Bot includes 'Robot' (the bot is one player, whatever its name in a match)." in out
    assert "Bob: the bot" not in out
    rows = json.loads(runner.invoke(app, ["history", "--json"]).stdout)
    assert rows[-1]["stats"]["Bot"] == {"games": 1, "level": "hard"}
