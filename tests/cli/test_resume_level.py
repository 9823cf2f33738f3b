"""parlor resume --list names the bot's level: two Jo-Jotte sittings against bots of different
levels, both at deal 1, read alike ('Jo-Jotte: You v Bot, rubber 1, deal 1, ...'), and so did
two Jotto matches at the same line. A game between two people names no level."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def test_the_list_names_each_bots_level(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    runner.invoke(app, ["jojotte", "--level", "medium", "--seed", "12"], input="1\nquit\n")
    runner.invoke(app, ["jojotte", "--level", "easy", "--seed", "21"], input="1\nquit\n")
    runner.invoke(app, ["jotto", "--level", "easy", "--seed", "3"], input="hello\ncrane\nquit\n")
    runner.invoke(
        app, ["jotto", "--vs", "human", "--seed", "4"], input="maple\ngrown\ncrane\nquit\n"
    )
    out = runner.invoke(app, ["resume", "--list"], env={"COLUMNS": "200"}).output
    assert "Jo-Jotte: You v Bot (medium), rubber 1, deal 1" in out, out
    assert "Jo-Jotte: You v Bot (easy), rubber 1, deal 1" in out, out
    assert "Jotto: You v Bot (easy), game 1" in out, out
    assert "Jotto: Player 1 v Player 2, game 1" in out, out
