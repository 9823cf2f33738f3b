"""Round 10 (judge): a finished match is filed whole even when the output fails as it is
filed (a pipe closed by its reader: ``| head``, ``less`` quit). The game stopped at 'The match
is recorded in ...': its record written, its save removed, the history never given its line."""

from __future__ import annotations

import io
from typing import Any

import pytest
from rich.console import Console

from parlor.core.history import file_finished
from parlor.core.saves import Saver, saves_dir
from parlor.core.store import Store


class Finished:
    in_history = False

    def record(self) -> dict[str, Any]:
        return {"format": "parlor.jotto", "version": 1, "finished": True}


class ClosedPipe(io.StringIO):
    def write(self, text: str) -> int:
        raise BrokenPipeError(32, "Broken pipe")


def test_the_history_gets_its_line_and_the_error_comes_after() -> None:
    console = Console(file=ClosedPipe(), width=100)
    saver = Saver(saves_dir() / "jotto-x.json", lambda message: console.print(message))
    with pytest.raises(BrokenPipeError):
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
    assert saver.finished_path is not None and saver.finished_path.is_file()
    (row,) = Store.open().matches()
    assert row.winner == "Ann" and row.record_path == str(saver.finished_path)
    assert isinstance(console.file, ClosedPipe)  # the console's output is given back
