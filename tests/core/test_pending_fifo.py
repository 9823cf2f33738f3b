"""Round 10 (judge): a pipe named like a kept match in history-pending is left alone;
history (and every finished game, which files the kept matches) waited for ever reading it."""

from __future__ import annotations

import os
import sys
import threading

import pytest

from parlor.core.store import Store, keep_pending, pending_dir


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs")
def test_a_pipe_among_the_kept_matches_is_passed_over() -> None:
    keep_pending("jotto", "2026-01-01T10:00:00+00:00", ["Ann", "Bob"], "Ann", {"Ann": 1}, {})
    fifo = pending_dir() / "0-pipe.json"  # sorted first: it used to be read first
    os.mkfifo(fifo)
    store = Store.open()
    filed: list[int] = []
    worker = threading.Thread(target=lambda: filed.append(store.file_pending()), daemon=True)
    worker.start()
    worker.join(20)
    if worker.is_alive():  # stuck reading the pipe: let it go, then fail
        for pipe in pending_dir().glob(".*"):
            with open(pipe, "w"):
                pass
        worker.join(5)
        pytest.fail("filing the kept matches waited on a pipe")
    assert filed == [1]
    assert [r.winner for r in store.matches()] == ["Ann"]
    assert fifo.exists() and not fifo.is_file()  # left where it was
