"""Round 10 (judge): 'parlor resume help' is the help and 'parlor resume list' (or ls) the
list, as a newcomer types them (and as 'parlor jotto help' is the help); they said "no
unfinished game 'help'". A save of that name is still resumed by it."""

from __future__ import annotations

from typing import Any

import pytest

from tests.cli.test_saves import ARGS, MOVES, home, run


def test_help_and_list_as_words() -> None:
    run(ARGS, ["maple", "grown", *MOVES[:3]])
    code, out = run(["resume", "help"], [])
    assert code == 0 and "Usage: parlor resume" in out and "no unfinished game" not in out, out
    for word in ("list", "LS"):
        code, out = run(["resume", word], [])
        assert code == 0 and "Unfinished games" in out and "game 1, line 2, match 0-0" in out, out
        assert "Resumed" not in out


def test_a_save_named_help_is_resumed_by_it() -> None:
    run(ARGS, ["maple", "grown", *MOVES[:3]])
    (save,) = (home() / "saves").glob("*.json")
    save.rename(save.with_name("help.json"))
    code, out = run(["resume", "help"], ["quit"])
    assert code == 0 and "Resumed where the game stopped" in out, out


def test_exit_at_the_chooser_leaves_it(monkeypatch: pytest.MonkeyPatch) -> None:
    from parlor.core import prompt

    run(ARGS, ["maple", "grown", *MOVES[:3]])
    answers = iter(["EXIT"])

    def init(self: Any, console: Any, stream: object = None) -> None:
        self.console = console
        self.interactive = True
        self.ask = lambda text, hidden=False: next(answers)

    monkeypatch.setattr(prompt.TerminalInput, "__init__", init)
    code, out = run(["resume"], [])
    assert code == 0 and "type a number" not in out and "Resumed" not in out, out
