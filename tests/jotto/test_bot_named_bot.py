"""--name1 Bot against the bot renames the bot Robot (as parlor jojotte --name Bot does) and
says so; two people, or a side 2 named on purpose, still need different names."""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def play(args: list[str], lines: list[str]) -> tuple[int, str]:
    result = runner.invoke(app, ["jotto", *args], input="".join(x + "\n" for x in lines))
    return result.exit_code, " ".join(result.output.split())


def test_a_player_called_bot_plays_robot() -> None:
    code, out = play(["--name1", "Bot", "--first", "1", "--seed", "1"], ["crane", "slate", "quit"])
    assert code == 0, out
    assert "You are Bot, so the bot is called Robot." in out
    assert "Jotto: Bot against Robot (hard)" in out
    assert "Robot tests" in out
    code, out = play(["--name1", "BOT", "--first", "1"], ["quit"])
    assert "so the bot is called Robot" in out
    code, out = play(["--name1", "Robot", "--first", "1"], ["quit"])
    assert "Jotto: Robot against Bot (hard)" in out and "called Robot" not in out


def test_the_same_name_twice_is_still_refused() -> None:
    for args in (
        ["--vs", "human", "--name1", "Ann", "--name2", "ann"],
        ["--name1", "Bot", "--name2", "bot"],
        ["--vs", "human", "--name1", "Player 2"],
    ):
        code, out = play(args, [])
        assert code == 2 and "the two sides need different names" in out, args
