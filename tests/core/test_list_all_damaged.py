"""Round 17, judge finding C11: plain ``parlor resume`` at a terminal with every save damaged
asked 'Which game (1, or q)?' and refused each number in turn ('! 1 cannot be resumed');
it says that none can be resumed and how to remove them, as --list does."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core import prompt
from parlor.core.prompt import EndOfInput

runner = CliRunner()


def _damaged(count: int) -> None:
    folder = Path(os.environ["PARLOR_HOME"]) / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(count):
        (folder / f"jotto-20261130-10101{i}.json").write_text(
            '{"format": "parlor.jotto", "version": 1'
        )


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


@pytest.mark.parametrize("count", [1, 2])
def test_no_chooser_when_every_save_is_damaged(monkeypatch: pytest.MonkeyPatch, count: int) -> None:
    _damaged(count)
    asked = _terminal(monkeypatch, ["1", "1", "q"])
    result = runner.invoke(app, ["resume"], env={"COLUMNS": "300"})
    said = " ".join(result.output.split())
    assert asked == [], said
    assert "can be resumed" in said or "cannot be resumed" in said
    number = "1" if count == 1 else "NUMBER"
    assert f"parlor resume --delete {number} removes" in said
    assert result.exit_code == 1


def test_the_chooser_still_asks_when_one_save_is_good(monkeypatch: pytest.MonkeyPatch) -> None:
    _damaged(1)
    runner.invoke(app, ["jotto", "--seed", "3"], input="crane\n")
    asked = _terminal(monkeypatch, ["q"])
    result = runner.invoke(app, ["resume"], env={"COLUMNS": "300"})
    assert asked == ["Which game (1-2, or q)? "], result.output
