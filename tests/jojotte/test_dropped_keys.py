"""Round 10 (a judge's eye): keys typed while the bot moved are dropped, and the player is told."""

from __future__ import annotations

import os
import sys

import pytest

from .test_type_ahead import _keyboard
from .test_ui import partial, run_until_end_of_input, session

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="a pseudo-terminal")

_NOTE = "(What you typed while B played was dropped: it answered no question shown yet.)"


def _run(k: int, typed: bytes) -> str:
    s = session(partial(1, k), [])
    s.inp, master = _keyboard(typed)
    try:
        return run_until_end_of_input(s)
    finally:
        os.close(master)
        s.inp.stream.close()  # type: ignore[attr-defined]


def test_a_word_typed_while_the_bot_moved_is_said_to_be_dropped() -> None:
    # Example 1, action 2: B (the bot) passes the second phase, then You are asked. 'hint' typed
    # while B thought was echoed among B's moves and then neither answered nor mentioned.
    text = _run(2, b"hint\n")
    assert "B passes (no Nullo)" in text
    assert _NOTE in text
    assert text.index(_NOTE) > text.index("B passes (no Nullo)")
    assert "Hint (the hard bot)" not in text


def test_nothing_is_said_when_nothing_was_typed() -> None:
    assert _NOTE not in _run(2, b"")


def test_nothing_is_said_of_answers_typed_ahead_of_the_players_own_prompts() -> None:
    # Example 1, action 3: You pass the second phase, then exchanges: no bot move between.
    text = _run(3, b"2\n")
    assert "You pass (no Slam)" in text and _NOTE not in text
