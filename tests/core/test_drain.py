"""Round 20: parlor/core/prompt.py had two loops that drained what the terminal holds unread
(the rest of a paste after a hidden answer, in :func:`read_hidden`; a line being typed when
Ctrl-Z stops the program, in :func:`_take_back`). They are one function, :func:`_drain`; both
callers behave as before. Read on a pseudo-terminal of the test's own."""

from __future__ import annotations

import io
import os
import threading
import time
from collections.abc import Iterator

import pytest

from parlor.core.prompt import _drain, _take_back, read_hidden


@pytest.fixture
def pty() -> Iterator[tuple[int, io.TextIOWrapper]]:
    main, tty = os.openpty()
    stream = os.fdopen(tty, "r", closefd=False, encoding="utf-8")
    try:
        yield main, stream
    finally:
        stream.close()
        os.close(main)
        os.close(tty)


def _typed(main: int, keys: bytes) -> None:
    """``keys`` typed at the terminal, given a moment to reach it (no line end: select does
    not say when a line being typed has arrived)."""
    os.write(main, keys)
    time.sleep(0.3)


def _typed_later(main: int, keys: bytes, wait: float) -> threading.Thread:
    thread = threading.Thread(target=lambda: (time.sleep(wait), os.write(main, keys)))
    thread.start()
    return thread


def test_drain_takes_what_is_there_after_what_was_held(pty: tuple[int, io.TextIOWrapper]) -> None:
    main, stream = pty
    _typed(main, b"grown\ncra")
    held = bytearray(b"maple\n")
    _drain(stream.fileno(), held, 0)
    assert bytes(held) == b"maple\ngrown\ncra"  # whole lines and the line being typed
    nothing = bytearray()
    _drain(stream.fileno(), nothing, 0)
    assert nothing == b""


def test_drain_waits_its_tenths_for_more_and_no_longer(pty: tuple[int, io.TextIOWrapper]) -> None:
    main, stream = pty
    late = _typed_later(main, b"whale", 0.05)
    held = bytearray()
    _drain(stream.fileno(), held, 8)  # (0.8 s for each piece: the keys come after 0.05 s)
    late.join()
    assert held == b"whale"
    late = _typed_later(main, b"flask", 0.4)
    held = bytearray()
    start = time.monotonic()
    _drain(stream.fileno(), held, 0)  # (what is there now: nothing)
    assert held == b"" and time.monotonic() - start < 0.3
    late.join()


def test_take_back_takes_the_line_being_typed_and_leaves_nothing(
    pty: tuple[int, io.TextIOWrapper],
) -> None:
    main, stream = pty
    _typed(main, b"crane\ncra")
    assert _take_back(stream.fileno()) == b"crane\ncra"
    _typed(main, b"")
    assert _take_back(stream.fileno()) == b""  # (taken, and the terminal flushed)


def test_read_hidden_counts_the_rest_of_a_paste_and_leaves_none_of_it(
    pty: tuple[int, io.TextIOWrapper],
) -> None:
    main, stream = pty
    # the last line of a paste often has no line end: drained key by key, it is counted too
    late = _typed_later(main, b"maple\ngrown\n\nwhale", 0.3)
    assert read_hidden(stream, line_end=False) == ("maple", 2)
    late.join()
    assert _take_back(stream.fileno()) == b""  # (none of the paste left for the next prompt)
