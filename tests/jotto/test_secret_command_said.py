"""Judge AD16 #1 and #2: in a six-letter game SECRET is a word, so the help names 'my secret',
the command that works there (it said 'secret', which the prompt then held as a word); and
``parlor jotto --help`` names ``secret`` among the commands at a prompt (two people at one
keyboard need it; only the README and the game's help said it)."""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def _help_in_game(length: str) -> str:
    args = ["jotto", "--vs", "human", "--first", "1", "--length", length]
    secrets = {"5": "crane\nslate\n", "6": "planet\nstream\n", "4": "lamp\nrose\n"}[length]
    result = runner.invoke(app, args, input=secrets + "help\nquit\n", env={"COLUMNS": "300"})
    return " ".join(result.output.split())


def test_a_six_letter_game_names_my_secret() -> None:
    said = _help_in_game("6")
    assert "my secret shows your own secret word" in said
    assert "Commands at any prompt: pad shows the pad, my secret shows" in said


def test_other_lengths_name_secret() -> None:
    for length in ("5", "4"):
        said = _help_in_game(length)
        assert "pad shows the pad, secret shows your own secret word" in said, said


def test_the_command_line_help_names_secret() -> None:
    out = runner.invoke(app, ["jotto", "--help"], env={"COLUMNS": "300"}).output
    flat = " ".join(out.replace("│", " ").split())
    assert "At any prompt: pad, secret (your own secret word, hidden again after; two" in flat
