"""A spinner that appears only when thinking takes longer than a moment (terminal only)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

from rich.console import Console

__all__ = ["thinking"]


@contextmanager
def thinking(console: Console, text: str, delay: float = 0.3) -> Iterator[None]:
    """Show a spinner with ``text`` if the body runs longer than ``delay`` seconds.

    Nothing is shown on a pipe or a file, so transcripts and scripted games stay clean.
    """
    if not console.is_terminal:
        yield
        return
    status = console.status(text, spinner="dots")
    lock = threading.Lock()
    state = {"done": False, "started": False}

    def start() -> None:
        with lock:
            if not state["done"]:
                status.start()
                state["started"] = True

    timer = threading.Timer(delay, start)
    timer.daemon = True
    timer.start()
    try:
        yield
    finally:
        timer.cancel()
        with lock:
            state["done"] = True
            if state["started"]:
                status.stop()
