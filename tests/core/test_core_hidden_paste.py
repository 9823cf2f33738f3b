"""A paste of several lines at a hidden prompt (the secret word): the first line is the secret
and the rest are dropped, as getpass dropped them, but now the player is told how many. getpass
threw them away without a word, and the player waited for answers that never came.

Read on a pseudo-terminal of its own, as at the keyboard."""

from __future__ import annotations

import io
import os
import select
import threading
import time
from collections.abc import Iterator

import pytest
from rich.console import Console

from parlor.core.prompt import TerminalInput, read_hidden

_TYPISTS: list[threading.Thread] = []
"""The threads typing at the test's terminal: all done before it is closed (a late one typed
at the next test's terminal, given the same descriptor)."""


@pytest.fixture
def pty() -> Iterator[tuple[int, io.TextIOWrapper]]:
    main, tty = os.openpty()
    stream = os.fdopen(tty, "r", closefd=False, encoding="utf-8")
    try:
        yield main, stream
    finally:
        while _TYPISTS:
            _TYPISTS.pop().join()
        stream.close()
        os.close(main)
        os.close(tty)


def _typed_later(main: int, keys: bytes, wait: float = 0.3) -> threading.Thread:
    """``keys`` typed at the terminal once the read has started."""

    def type_them() -> None:
        time.sleep(wait)
        os.write(main, keys)

    thread = threading.Thread(target=type_them)
    thread.start()
    _TYPISTS.append(thread)
    return thread


def test_one_line_typed_is_the_answer(pty: tuple[int, io.TextIOWrapper]) -> None:
    main, stream = pty
    thread = _typed_later(main, b"maple\n")
    assert read_hidden(stream) == ("maple", 0)
    thread.join()


def test_the_lines_pasted_after_the_first_are_counted(pty: tuple[int, io.TextIOWrapper]) -> None:
    main, stream = pty
    # the last line of a paste often has no line end: it is counted too; blank ones are not
    thread = _typed_later(main, b"maple\ngrown\n\nwhale")
    assert read_hidden(stream) == ("maple", 2)
    thread.join()


def test_what_was_typed_before_the_prompt_is_still_dropped(
    pty: tuple[int, io.TextIOWrapper],
) -> None:
    main, stream = pty
    os.write(main, b"crane\n")
    # (the terminal has it, as keys typed ahead: the pseudo-terminal passes it on a moment later)
    assert select.select([stream.fileno()], [], [], 5)[0]
    thread = _typed_later(main, b"maple\n")
    assert read_hidden(stream) == ("maple", 0)
    thread.join()


def test_ctrl_d_at_the_start_is_the_end_of_input(pty: tuple[int, io.TextIOWrapper]) -> None:
    main, stream = pty
    thread = _typed_later(main, b"\x04")
    with pytest.raises(EOFError):
        read_hidden(stream)
    thread.join()


def test_the_player_is_told_of_the_lines_dropped(pty: tuple[int, io.TextIOWrapper]) -> None:
    main, stream = pty
    out = io.StringIO()
    inp = TerminalInput(Console(file=out, width=200, color_system=None), stream)
    assert inp.interactive
    thread = _typed_later(main, b"maple\ngrown\nwhale\n")
    assert inp.ask("Player 1, type your secret word (hidden): ", hidden=True) == "maple"
    thread.join()
    assert "(2 more lines came with the secret and were dropped: type each answer at its own" in (
        out.getvalue()
    )
    # one line alone: nothing more is said
    out.truncate(0)
    out.seek(0)
    thread = _typed_later(main, b"grown\n")
    assert inp.ask("Player 2, type your secret word (hidden): ", hidden=True) == "grown"
    thread.join()
    assert "dropped" not in out.getvalue()


def test_the_line_end_goes_to_standard_error_when_the_input_is_read_only(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``parlor jotto < /dev/tty``: the terminal opened for reading only takes no line end
    after the hidden answer; standard error, the terminal too, gets it."""
    from parlor.core.prompt import _new_line

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    err = Terminal()
    monkeypatch.setattr("sys.stderr", err)
    r, w = os.pipe()
    try:
        _new_line(r)  # (the read end of a pipe: writing it fails)
    finally:
        os.close(r)
        os.close(w)
    assert err.getvalue() == "\n"
