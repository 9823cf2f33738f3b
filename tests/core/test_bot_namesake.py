"""stats: a person called Bot (Jotto --vs human --name1 Bot) was counted in the bot's row, and
the bot's levels were said for her; the bot's row is now apart ('Bot (the bot)')."""

from __future__ import annotations

import json
from typing import Any

from rich.console import Console
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.history import file_finished
from parlor.core.store import MatchRow, aggregate

runner = CliRunner()


class Finished:
    def __init__(self, record: dict[str, Any]) -> None:
        self.in_history = False
        self._record = record

    def record(self) -> dict[str, Any]:
        return self._record


def _file(game: str, record: dict[str, Any], players: list[str], games: int = 1) -> None:
    file_finished(
        Console(file=open("/dev/null", "w")),  # noqa: SIM115
        None,
        Finished(record),
        noun="match",
        game=game,
        players=players,
        winner=players[0],
        totals={p: 1 for p in players},
        stats={p: {"games": games} for p in players},
    )


def test_a_person_called_bot_has_a_row_apart_from_the_bots() -> None:
    _file("jotto", {"options": {"vs": "human"}}, ["Bot", "Ann"], games=2)
    _file("jotto", {"options": {"vs": "bot", "level": "easy"}}, ["You", "Bot"], games=5)
    _file("jotto", {"options": {"vs": "bot", "level": "hard"}}, ["You", "Bot"], games=5)
    data = json.loads(runner.invoke(app, ["stats", "--json"]).stdout)["jotto"]
    assert data["Bot"] == {
        "matches": 1,
        "matches_won": 1,
        "games": 2,
        "average_test_words": None,
    }
    assert data["Bot (the bot)"]["matches"] == 2 and data["Bot (the bot)"]["games"] == 10
    assert data["Bot (the bot)"]["levels"] == ["easy", "hard"]
    out = " ".join(runner.invoke(app, ["stats"], env={"COLUMNS": "100"}).output.split())
    assert "Bot (the bot): at levels easy and hard." in out
    assert "Bot is a player of that name; the bot's matches are under Bot (the bot)." in out
    assert "Bot: the bot at" not in out


def test_the_bots_row_keeps_its_name_when_no_person_shares_it() -> None:
    _file("jotto", {"options": {"vs": "bot", "level": "easy"}}, ["You", "Bot"])
    _file("jotto", {"options": {"vs": "human"}}, ["Ann", "Bob"])
    data = json.loads(runner.invoke(app, ["stats", "--json"]).stdout)["jotto"]
    assert set(data) == {"You", "Bot", "Ann", "Bob"}
    assert data["Bot"]["levels"] == ["easy"]
    out = " ".join(runner.invoke(app, ["stats"], env={"COLUMNS": "100"}).output.split())
    assert "Bot: the bot at level easy." in out and "(the bot)" not in out


def _row(n: int, players: list[str], stats: dict[str, dict[str, Any]]) -> MatchRow:
    return MatchRow(n, "jotto", "2026-11-30T12:00:00", players, players[0], {}, stats, None, 5)


def test_spellings_and_older_rows_without_levels() -> None:
    rows = [
        _row(3, ["bot", "Ann"], {"bot": {"games": 1}, "Ann": {"games": 1}}),
        _row(2, ["You", "Bot"], {"You": {"games": 1}, "Bot": {"games": 1, "level": "easy"}}),
        _row(1, ["You", "Bot"], {"You": {"games": 1}, "Bot": {"games": 1}}),  # (no levels yet)
    ]
    spellings: dict[str, dict[str, list[str]]] = {}
    levels: dict[str, dict[str, list[str]]] = {}
    agg = aggregate(rows, spellings, levels)["jotto"]
    assert list(agg) == ["bot", "Ann", "You", "Bot (the bot)"]
    assert agg["bot"]["matches"] == 2 and agg["Bot (the bot)"]["matches"] == 1
    assert spellings == {"jotto": {"bot": ["Bot"]}}
    assert levels == {"jotto": {"Bot (the bot)": ["easy"]}}


def test_the_bot_is_one_row_whatever_its_name() -> None:
    """Judge AI17 #1: the bot plays as Robot when the person takes Bot (and under any --name2 in
    Jotto): a row for each name split its record ('Bot (the bot)', 'Robot (the bot)'). Its row
    is Bot whatever the order of play (judge AL17 #1: it took the newest match's name)."""
    _file("jotto", {"options": {"vs": "bot", "level": "hard"}}, ["Ann", "Bot"], games=2)
    _file("jotto", {"options": {"vs": "bot", "level": "easy"}}, ["Bot", "Robot"], games=3)
    data = json.loads(runner.invoke(app, ["stats", "--json"]).stdout)["jotto"]
    assert set(data) == {"Ann", "Bot", "Bot (the bot)"}
    bot = data["Bot (the bot)"]
    assert bot["matches"] == 2 and bot["games"] == 5 and bot["levels"] == ["easy", "hard"]
    assert "levels" not in data["Bot"] and data["Bot"]["matches"] == 1
    out = " ".join(runner.invoke(app, ["stats"], env={"COLUMNS": "100"}).output.split())
    assert "Bot (the bot): at levels easy and hard." in out
    assert "Bot (the bot) includes 'Robot' (the bot is one player, whatever its name" in out


def test_the_bots_row_is_bot_whatever_it_was_called_last() -> None:
    _file("jotto", {"options": {"vs": "bot", "level": "hard"}}, ["You", "Bot"])
    _file("jotto", {"options": {"vs": "bot", "level": "hard"}}, ["You", "Zed"])
    data = json.loads(runner.invoke(app, ["stats", "--json"]).stdout)["jotto"]
    assert set(data) == {"You", "Bot"} and data["Bot"]["matches"] == 2


def test_the_averages_have_two_decimals() -> None:
    """Judge AI17 #4: the average column mixed one and two decimals (6.0 beside 7.5 and 1.54)."""
    from parlor.core.store import Store

    store = Store.open()
    for n, (ann, bob) in enumerate(((6, 15), (6, 0))):
        stats = {
            "Ann": {"games": 1, "games_won": 1, "test_words_won": ann},
            "Bob": {"games": 1, "games_won": 1, "test_words_won": bob},
        }
        store.add_match("jotto", f"2026-11-30T1{n}:00:00", ["Ann", "Bob"], "Ann", {}, stats)
    rows = runner.invoke(app, ["stats"], env={"COLUMNS": "100"}).output.splitlines()
    average = {r.split("│")[1].strip(): r.split("│")[-2].strip() for r in rows if "│" in r}
    assert average["Ann"] == "6.00" and average["Bob"] == "7.50"
