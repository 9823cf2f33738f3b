"""Round 14 (core): Ctrl-C at 'Make room on the disk ... then press Enter to try again' (a
match that ended when nothing could be written) said only 'Interrupted.'; it says the match
is not recorded, and exits 130 as Ctrl-C does."""

from __future__ import annotations

import io

import pytest
import typer
from rich.console import Console

import parlor.core.prompt
from parlor.core.history import _try_again


class CtrlC:
    interactive = True

    def __init__(self, console: Console) -> None:
        pass

    def ask(self, prompt: str, *, hidden: bool = False) -> str:
        raise KeyboardInterrupt


def test_ctrl_c_at_try_again_says_the_match_is_not_recorded(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(parlor.core.prompt, "TerminalInput", CtrlC)
    console = Console(file=io.StringIO(), width=100, color_system=None)
    try:
        _try_again(console, "match")
    except typer.Exit as stop:
        assert stop.exit_code == 130
    except KeyboardInterrupt:
        pytest.fail("Ctrl-C went on to 'Interrupted.' alone")
    else:
        pytest.fail("Ctrl-C was taken as an answer")
    out = console.file.getvalue()  # type: ignore[attr-defined]
    assert out.endswith("\nInterrupted: the match is not recorded.\n"), out
