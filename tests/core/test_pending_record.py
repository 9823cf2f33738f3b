"""A match filed when neither its record nor the history could be written (kept for the
history, its save left for parlor resume): resumed, its record written, the history's line
leads to the record. The kept line was filed after the record path was looked for, and
stayed without it."""

from __future__ import annotations

from typing import Any

from rich.console import Console

from parlor.core.history import file_finished
from parlor.core.saves import Saver, saves_dir
from parlor.core.store import Store, keep_pending


class Finished:
    in_history = True  # the save says the history has it (kept for it)

    def record(self) -> dict[str, Any]:
        return {"format": "parlor.jotto", "version": 1, "finished": True}


def test_the_kept_line_gets_the_record_written_on_resuming() -> None:
    totals = {"Ann": 86, "Bob": 21}
    keep_pending("jotto", "2026-01-01T10:00:00+00:00", ["Ann", "Bob"], "Ann", totals, {})
    saver = Saver(saves_dir() / "jotto-x.json", print)
    file_finished(
        Console(file=open("/dev/null", "w")),  # noqa: SIM115
        saver,
        Finished(),
        noun="match",
        game="jotto",
        players=["Ann", "Bob"],
        winner="Ann",
        totals=totals,
        stats={},
    )
    assert saver.finished_path is not None and saver.finished_path.is_file()
    (row,) = Store.open().matches()
    assert row.record_path == str(saver.finished_path)
