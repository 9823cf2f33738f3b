"""Round 10 (judge): resume's chooser reads the chosen save again when it is chosen.

Another parlor may play on, finish or delete a game while this one's list waits for an answer;
the list's copy resumed the game as it was then (moves played since were overwritten by the
next move) and a match finished meanwhile was played again and counted twice.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.cli.test_saves import ARGS, MOVES, home, run


def _terminal(
    monkeypatch: pytest.MonkeyPatch, answers: Iterator[str], first: Callable[[], None]
) -> None:
    """Make resume's TerminalInput one whose first question runs ``first`` (another parlor
    at work, with the real TerminalInput) before it is answered."""
    from parlor.core import prompt

    real = prompt.TerminalInput.__init__
    done: list[bool] = []

    def ask(prompt_text: str, hidden: bool = False) -> str:
        if not done:
            done.append(True)
            with monkeypatch.context() as m:
                m.setattr(prompt.TerminalInput, "__init__", real)
                first()
        return next(answers)

    def init(self: object, console: object, stream: object = None) -> None:
        self.console = console  # type: ignore[attr-defined]
        self.interactive = True  # type: ignore[attr-defined]
        self.ask = ask  # type: ignore[attr-defined]

    monkeypatch.setattr(prompt.TerminalInput, "__init__", init)


def _one_save() -> Path:
    run(ARGS, ["maple", "grown", *MOVES[:3]])
    (save,) = (home() / "saves").glob("*.json")
    return save


def test_a_game_played_on_elsewhere_resumes_as_it_is_now(monkeypatch: pytest.MonkeyPatch) -> None:
    save = _one_save()
    before = json.loads(save.read_text())

    def played_on() -> None:  # another parlor tests one more word and stops
        code, _ = run(["resume", save.stem], [MOVES[3]])
        assert code == 1

    answers = iter(["1", "quit"])
    _terminal(monkeypatch, answers, played_on)
    code, out = run(["resume"], [])
    assert code == 0, out
    after = json.loads(save.read_text())
    assert len(after["games"][0]["actions"]) == len(before["games"][0]["actions"]) + 1
    # the pad shown on resuming has the word the other parlor tested
    assert MOVES[3].upper() in out, out


def test_a_game_finished_elsewhere_is_not_played_again(monkeypatch: pytest.MonkeyPatch) -> None:
    save = _one_save()

    def finished() -> None:  # another parlor plays it to the end: filed in the history
        code, _ = run(["resume", save.stem], MOVES[3:])
        assert code == 0 and not save.exists()

    answers = iter(["1", "q"])
    _terminal(monkeypatch, answers, finished)
    code, out = run(["resume"], [])
    text = " ".join(out.split())
    assert code == 0 and "is no longer saved" in text and "Resumed" not in text, text
    assert not save.exists()
    code, out = run(["history", "--json"], [])
    assert len(json.loads(out)) == 1
