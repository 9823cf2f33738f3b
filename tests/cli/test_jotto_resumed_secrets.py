"""Round 14: a match resumed between games (the window closed while the end of a game was on
its way to the screen) recalled 'Game 1: Bot found CRANE on line 6 (...)', naming only the
secret found: the player, whose word the bot had found, never learned the bot's. Both secrets
are named now, as at the end of a game."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.saves import home

runner = CliRunner()


def _run(args: list[str], lines: list[str]) -> str:
    result = runner.invoke(app, args, input="".join(x + "\n" for x in lines))
    return result.output


def test_both_secrets_are_recalled_when_a_match_resumes_between_games() -> None:
    args = ["jotto", "--vs", "human", "--first", "2", "--name1", "Ann", "--name2", "Bob"]
    _run(args, ["maple", "grown", "flask"])
    (save,) = (home() / "saves").glob("*.json")
    rec = json.loads(save.read_text())
    rec["games"][0]["actions"] += ["test whale", "test maple"]  # Bob found MAPLE: not shown
    save.write_text(json.dumps(rec))
    out = _run(["resume", save.stem], ["q"])
    assert "Game 1: Bob found MAPLE on line 2" in out
    assert "Secrets: Ann MAPLE, Bob GROWN." in out, out  # (GROWN was never on the screen)
    assert out.index("Secrets: Ann MAPLE, Bob GROWN.") < out.index("Game 2")
