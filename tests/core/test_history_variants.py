"""Judge BB20 #2: ``parlor history`` and its ``--json`` gave only a Jotto match's word length,
and ``parlor stats`` pooled every match into one table: games on an 8-word list of one's own
(2 test words each) and announce games dragged out by wrong answers counted in the averages of
the usual game. A match's variants (the variant rules, announce, its own list) are filed with
it, named as ``parlor resume --list`` names them, and ``stats`` keeps them apart."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.saves import home
from parlor.core.store import SCHEMA_VERSION, Store, keep_pending, pending_dir

runner = CliRunner()

PEOPLE = ["jotto", "--vs", "human", "--first", "1", "--name1", "Ann", "--name2", "Bob"]
ONE_GAME = ["--target", "1"]


def _play(args: list[str], answers: str) -> None:
    played = runner.invoke(app, [*PEOPLE, *ONE_GAME, *args], input=answers)
    assert played.exit_code == 0 and "Match over" in played.output, played.output[-2000:]


def test_variants_are_filed_named_and_kept_apart(tmp_path: Path) -> None:
    _play([], "maple\ngrown\ncrane\nplumb\ngrown\n")
    _play(["--announce", "--hard-mode"], "maple\ngrown\ncrane\n2\nplumb\n3\ngrown\n")
    words = tmp_path / "mine.txt"
    words.write_text("maple\ngrown\ncrane\nplumb\nwhale\n")
    _play(["--words", str(words)], "maple\ngrown\ncrane\nplumb\ngrown\n")
    listed = json.loads(runner.invoke(app, ["history", "--json"]).stdout)
    assert [m.get("variants") for m in listed] == [
        "own words: mine.txt",
        "hard mode, announce",
        None,
    ]
    shown = " ".join(runner.invoke(app, ["history"], env={"COLUMNS": "150"}).stdout.split())
    assert "Jotto (own words: mine.txt)" in shown and "Jotto (hard mode, announce)" in shown
    stats = json.loads(runner.invoke(app, ["stats", "--json"]).stdout)
    assert list(stats) == ["jotto", "jotto (hard mode, announce)", "jotto (own words: mine.txt)"]
    assert all(stats[k]["Ann"]["matches"] == 1 for k in stats)  # (one each: not pooled)


def test_a_match_kept_for_later_keeps_its_variants() -> None:
    keep_pending(
        "jotto",
        "2026-01-01T10:00:00+00:00",
        ["Ann", "Bob"],
        "Bob",
        {"Ann": 3},
        {},
        None,
        5,
        "announce",
    )
    keep_pending("jotto", "2026-01-01T11:00:00+00:00", ["Ann", "Bob"], "Ann", {"Ann": 9}, {})
    (pending_dir() / "old.json").write_text(  # (kept before variants were: the usual game)
        json.dumps(
            {
                "game": "jotto",
                "finished_at": "2026-01-01T09:00:00+00:00",
                "players": ["A", "B"],
                "winner": None,
                "totals": {"A": 1},
                "stats": {},
                "record_path": None,
                "length": 5,
            }
        )
    )
    listed = json.loads(runner.invoke(app, ["history", "--json"]).stdout)
    assert [m.get("variants") for m in listed] == [None, "announce", None]
    assert not list(pending_dir().glob("*.json"))


def test_a_history_of_before_is_brought_up_to_date() -> None:
    path = home() / "history.sqlite3"
    path.parent.mkdir(parents=True, exist_ok=True)
    old = Store(path)
    old.migrate(SCHEMA_VERSION - 1)  # (a history of the parlor before, with a match in it)
    with sqlite3.connect(path) as conn:
        conn.execute(
            "INSERT INTO matches (game, finished_at, players, winner, totals, stats, length) "
            "VALUES ('jotto', '2026-01-01T10:00:00+00:00', '[\"A\", \"B\"]', 'A', '{\"A\": 5}', "
            "'{}', 5)"
        )
    (row,) = Store.open().matches()
    assert row.variants is None and row.winner == "A"
    assert Store(path).version() == SCHEMA_VERSION
