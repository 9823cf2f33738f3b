"""Both games' ``sheet`` and ``pad`` commands share their output options (judge Y15 #7: they were
defined once per game, and had drifted: ``parlor jotto sheet`` at a terminal printed the long
text pads, ``parlor jojotte sheet`` the view the game draws). Now one definition serves both, and
with no ``-o`` the sheets are drawn on the screen at a terminal, written as text into a pipe."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.cli_sheets import TERMINAL, sheet_format

runner = CliRunner()


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_default_is_the_screen_at_a_terminal_and_text_in_a_pipe(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("sys.stdout", _Tty())
    assert sheet_format(None, None) == TERMINAL
    assert sheet_format(None, Path("-")) == TERMINAL  # (-o - is standard output)
    assert sheet_format(None, Path("pads.html")) == "html"  # (a file: its extension decides)
    assert sheet_format("text", None) == "text"  # (asked for)
    monkeypatch.setattr("sys.stdout", io.StringIO())
    assert sheet_format(None, None) == "text"
    assert sheet_format(None, Path("pads.pdf")) == "pdf"


def test_the_terminal_view_is_never_written_to_a_file(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sys.stdout", _Tty())
    with pytest.raises(typer.Exit) as stop:
        sheet_format(TERMINAL, Path("pads.txt"))
    assert stop.value.exit_code == 2
    assert sheet_format(TERMINAL, Path("-")) == TERMINAL


def _option_help(args: list[str]) -> str:
    result = runner.invoke(app, [*args, "--help"], env={"COLUMNS": "400", "NO_COLOR": "1"})
    assert result.exit_code == 0, result.output
    flat = " ".join(result.stdout.replace("│", " ").split())
    found = re.search(r"--format -f FORMAT (.*?) --output", flat)
    assert found is not None, flat
    paper = re.search(r"--paper PAPER (.*?\[default: a4\])", flat)
    assert paper is not None, flat
    return found.group(1) + " | " + paper.group(1)


def test_the_four_commands_say_the_same_of_their_options() -> None:
    said = {
        " ".join(args): _option_help(args)
        for args in (
            ["jotto", "sheet"],
            ["jotto", "pad"],
            ["jojotte", "sheet"],
            ["jojotte", "pad"],
        )
    }
    assert len(set(said.values())) == 1, said
    assert "without -o, terminal at a terminal and text into a pipe or file" in said["jotto pad"]
