"""stats: the note under a table where a person is named like the bot names the person's row as
it is shown ('bot is a player of that name'); it said 'Bot is a player of that name' beside a row
shown as 'bot'."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

from .test_bot_namesake import _file

runner = CliRunner()


def test_the_note_names_the_persons_row_as_shown(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    _file("jotto", {"options": {"vs": "human"}}, ["bot", "Ann"], games=2)
    _file("jotto", {"options": {"vs": "bot", "level": "easy"}}, ["You", "Bot"], games=5)
    out = " ".join(runner.invoke(app, ["stats"], env={"COLUMNS": "100"}).output.split())
    assert "bot is a player of that name; the bot's matches are under Bot (the bot)." in out, out
    assert "Bot is a player of that name" not in out
