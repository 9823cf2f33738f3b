"""Round 10 of play-testing Jo-Jotte at the keyboard: keys typed while the bot moves."""

from __future__ import annotations

import os
import select
import sys
from typing import TextIO

import pytest

from parlor.core.prompt import EndOfInput

from .test_ui import partial, run_until_end_of_input, session

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="a pseudo-terminal")


class Keyboard:
    """A terminal's keyboard: the lines waiting on a pseudo-terminal, read as they come."""

    interactive = True

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.prompts: list[str] = []

    def ask(self, prompt: str, *, hidden: bool = False) -> str:
        self.prompts.append(prompt)
        ready, _, _ = select.select([self.stream], [], [], 0.2)
        if not ready:  # nothing typed: the player is still thinking
            raise EndOfInput
        return os.read(self.stream.fileno(), 1024).decode().splitlines()[0]


def _keyboard(typed: bytes) -> tuple[Keyboard, int]:
    import pty

    master, slave = pty.openpty()
    os.write(master, typed)
    return Keyboard(os.fdopen(slave, "r")), master


def test_keys_typed_while_the_bot_moved_answer_no_later_prompt() -> None:
    # Example 1, action 2: the bot (B) passes in the second phase, then A may bid Slam. A '1'
    # typed again while the bot thought (the answer to the prompt before) bid Slam unseen.
    s = session(partial(1, 2), [])
    s.inp, master = _keyboard(b"1\n")
    try:
        text = run_until_end_of_input(s)
    finally:
        os.close(master)
        s.inp.stream.close()  # type: ignore[attr-defined]
    assert "B passes (no Nullo)" in text
    assert "You bid Slam" not in text
    assert s.inp.prompts == ["Your call (1-2 or a name): "]  # type: ignore[attr-defined]


def test_keys_typed_ahead_of_the_players_own_prompts_are_kept() -> None:
    # Example 1, action 3: You pass the second phase, then exchanges: no bot move between.
    s = session(partial(1, 3), [])
    s.inp, master = _keyboard(b"2\n")
    try:
        text = run_until_end_of_input(s)
    finally:
        os.close(master)
        s.inp.stream.close()  # type: ignore[attr-defined]
    assert "You pass (no Slam)" in text


def test_piped_answers_are_never_dropped() -> None:
    text = run_until_end_of_input(session(partial(1, 2), ["1"]))
    assert "You bid Slam" in text


def test_an_enter_typed_while_the_bot_played_the_last_card_does_not_deal_on() -> None:
    # Example 1, action 24: the bot plays the deal's last card; an Enter pressed meanwhile
    # went to 'Press Enter for the next deal' and the result scrolled away unread.
    s = session(partial(1, 24), [])
    s.inp, master = _keyboard(b"\n")
    try:
        text = run_until_end_of_input(s)
    finally:
        os.close(master)
        s.inp.stream.close()  # type: ignore[attr-defined]
    assert "Result" in text and "Rubber 1, deal 2" not in text
    assert s.inp.prompts == ["Press Enter for the next deal (or a command): "]  # type: ignore[attr-defined]


class _SlowHint:
    """A hint bot whose search the player stops with Ctrl-C."""

    level = "hard"
    name = "Bot (hard)"
    rng = None

    def choose(self, obs: object, legal: list[int]) -> int:
        raise KeyboardInterrupt


def test_ctrl_c_during_a_hint_stops_the_hint_not_the_sitting() -> None:
    # With a long --think a hint can take a minute; Ctrl-C while waiting for it stopped the
    # sitting ('Interrupted: the sitting was not finished').
    s = session(partial(1, 0), ["hint", "1"])
    s.hint_bot = _SlowHint()  # type: ignore[assignment]
    try:
        text = run_until_end_of_input(s)
    except KeyboardInterrupt:
        pytest.fail("Ctrl-C during the hint stopped the sitting")
    assert "! no hint: the search was interrupted (Ctrl-C at the prompt stops)" in text
    assert "You accept" in text
