"""Round 15 (a judge's finding): parlor jojotte --name Bot played "Bot against Robot" without
a word; Jotto says "You are Bot, so the bot is called Robot." and Jo-Jotte now says it too."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from parlor.cli import app


def _out(name: str) -> str:
    args = ["jojotte", "--seed", "3", "--think", "0.01", "--name", name]
    return CliRunner().invoke(app, args, input="quit\n").output


@pytest.mark.parametrize("name", ["Bot", "BOT", "bot"])
def test_a_player_called_bot_is_told_the_bot_is_called_robot(name: str) -> None:
    out = _out(name)
    assert f"You are {name}, so the bot is called Robot." in out
    assert f"Jo-Jotte: {name} against Robot" in out
    assert out.index("so the bot is called Robot") < out.index("Jo-Jotte:")


def test_another_name_is_not_told_of_robot() -> None:
    out = _out("Robo")
    assert "Robot" not in out
    assert "Jo-Jotte: Robo against Bot" in out
