"""Round 17, extra finding Y4: the resume chooser reads an answer in quotes as the games read
theirs: "1" (or “1”) chose nothing ('type a number from 1 to 2')."""

from __future__ import annotations

from typing import Any

import pytest
from rich.console import Console
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core import prompt
from parlor.core.prompt import EndOfInput
from parlor.core.saves import list_saves

runner = CliRunner()


@pytest.mark.parametrize("typed", ['"1"', "\u201c1\u201d", "'parlor resume 1'"])
def test_a_number_in_quotes_chooses_that_game(monkeypatch: pytest.MonkeyPatch, typed: str) -> None:
    for seed in (3, 4):
        runner.invoke(app, ["jotto", "--seed", str(seed)], input="crane\n")
    assert len(list_saves()) == 2
    answers = [typed]
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
    result = runner.invoke(app, ["resume"], env={"COLUMNS": "300"})
    said = " ".join(result.output.split())
    assert "type a number from 1 to 2" not in said, said
    assert asked[0] == "Which game (1-2, or q)? "
    assert len(asked) > 1 and "Which game" not in asked[1], said  # the game goes on


def test_q_in_quotes_leaves(monkeypatch: pytest.MonkeyPatch) -> None:
    for seed in (3, 4):
        runner.invoke(app, ["jotto", "--seed", str(seed)], input="crane\n")
    answers = ['"q"', "q"]
    asked: list[str] = []

    def init(self: Any, console: Console, stream: object = None) -> None:
        self.console = console
        self.interactive = True

        def ask(text: str, hidden: bool = False) -> str:
            asked.append(text)
            return answers.pop(0)

        self.ask = ask

    monkeypatch.setattr(prompt.TerminalInput, "__init__", init)
    result = runner.invoke(app, ["resume"], env={"COLUMNS": "300"})
    assert result.exit_code == 0
    assert asked == ["Which game (1-2, or q)? "], result.output
    assert "No game chosen: every game stays saved." in result.output
