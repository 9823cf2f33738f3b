"""Commands typed with a sentence's last sign ('help?', 'Quit.', 'pad!') are the commands, in
the game and in the helper; they were refused ("'help?' is not a word ... (did you mean
help?)"), asking the player to type what was plainly meant."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from tests.jotto.test_playtest5_helper import helper

runner = CliRunner()


def test_the_game_takes_them(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    result = runner.invoke(
        app,
        ["jotto", "--seed", "3", "--first", "1"],
        input="help?\nmaple\ncrane\nPad!\nQuit.\n",
        env={"COLUMNS": "200"},
    )
    out = result.output
    assert result.exit_code == 0, out
    assert "is not a word" not in out, out
    assert "Now: type a five-letter word for Bot to find" in out  # (help at the secret prompt)
    assert out.count("JOTTO - game 1") == 2  # the pad after line 1, and again for 'Pad!'
    assert "Stopped at your request" in out


def test_the_helper_takes_them() -> None:
    h, out = helper(["crane 2", "help?", "quit.", "slate 1"])
    assert h.history == [("crane", 2)], out
    assert out.count("Commands: undo") == 2 and "Goodbye." in out
