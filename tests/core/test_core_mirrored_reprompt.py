"""``parlor jotto > game.txt`` at a terminal, Ctrl-Z then ``fg`` at a prompt: the prompt is shown
again on the terminal (the shell's ``fg`` line stands after it), but the file has it once. It
had it twice: 'You, type your secret word (hidden): ' on a line of its own, then again with
the answer after it."""

from __future__ import annotations

import io

from rich.console import Console

from parlor.core.console import MirroredOutput
from parlor.core.prompt import TerminalInput


def _mirrored() -> tuple[io.StringIO, io.StringIO, MirroredOutput]:
    file, terminal = io.StringIO(), io.StringIO()
    mirror = MirroredOutput(file, terminal)  # type: ignore[arg-type]
    mirror.show()
    return file, terminal, mirror


def test_the_prompt_shown_again_goes_to_the_terminal_only() -> None:
    file, terminal, mirror = _mirrored()
    console = Console(file=mirror, width=80, color_system=None)
    inp = TerminalInput(console, stream=io.StringIO(""))
    console.print("You, type your secret word (hidden): ", end="")
    mirror.flush()
    before = file.getvalue()
    inp._reprompt("You, type your secret word (hidden): ")
    assert file.getvalue() == before
    assert terminal.getvalue().endswith("\nYou, type your secret word (hidden): ")
    mirror.record("*****\n")
    assert file.getvalue().count("secret word") == 1
    assert file.getvalue().endswith("(hidden): *****\n")


def test_what_was_typed_before_the_stop_is_shown_on_the_terminal_only() -> None:
    file, terminal, mirror = _mirrored()
    console = Console(file=mirror, width=80, color_system=None)
    inp = TerminalInput(console, stream=io.StringIO(""))
    inp._reprompt("Your test word for line 1: ", typed="sla")
    assert file.getvalue() == ""
    assert terminal.getvalue().endswith("\nYour test word for line 1: sla")


def test_what_is_written_after_goes_to_both_again() -> None:
    file, terminal, mirror = _mirrored()
    console = Console(file=mirror, width=80, color_system=None)
    inp = TerminalInput(console, stream=io.StringIO(""))
    inp._reprompt("Your test word for line 1: ")
    console.print("Bot tests CRANE.")
    assert file.getvalue() == "Bot tests CRANE.\n"
    assert terminal.getvalue().endswith("Bot tests CRANE.\n")
