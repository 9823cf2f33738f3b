"""Eighth play-test: every game's long prompt is word-wrapped at the keyboard by core's
TerminalInput (Jotto's was, in its own screen; Jo-Jotte's went to input() whole)."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from parlor.core.prompt import TerminalInput, fit_prompt


class Tty(io.StringIO):
    """A keyboard's standard input (answers come from the patched ``input``)."""

    def isatty(self) -> bool:
        return True


def keyboard(
    monkeypatch: pytest.MonkeyPatch, width: int, answer: str = "ok"
) -> tuple[TerminalInput, io.StringIO, list[str]]:
    out = io.StringIO()
    console = Console(file=out, width=width, color_system=None, force_terminal=False)
    asked: list[str] = []

    def fake_input(prompt: str = "") -> str:
        asked.append(prompt)
        return answer

    monkeypatch.setattr("builtins.input", fake_input)
    monkeypatch.setattr("getpass.getpass", fake_input)
    return TerminalInput(console, Tty()), out, asked


def test_a_long_prompt_at_the_keyboard_is_wrapped_with_its_choice_as_the_prompt(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Jo-Jotte's 'Press Enter for the next rubber (or a command): ' at 40 columns went to
    input() whole; the terminal broke it mid-word and the answer began a line of its own."""
    inp, out, asked = keyboard(monkeypatch, 40)
    assert inp.interactive
    assert inp.ask("Press Enter for the next rubber (or a command): ") == "ok"
    assert out.getvalue() == "Press Enter for the next rubber\n"
    assert asked == ["(or a command): "]
    # a prompt that leaves room for its answer is asked whole, nothing printed before it
    inp, out, asked = keyboard(monkeypatch, 80)
    inp.ask("Your card (1-8 or e.g. JH): ")
    assert asked == ["Your card (1-8 or e.g. JH): "] and out.getvalue() == ""


def test_a_hidden_answer_gets_the_same_wrapping(monkeypatch: pytest.MonkeyPatch) -> None:
    inp, out, asked = keyboard(monkeypatch, 40, "maple")
    assert inp.ask("Ann the long-named, type your secret word (hidden): ", hidden=True) == "maple"
    assert out.getvalue() == "Ann the long-named, type your secret\nword (hidden): "
    assert asked == [""]  # (getpass shows no prompt of its own: the console printed it)


def test_piped_answers_and_their_transcript_are_unchanged() -> None:
    out = io.StringIO()
    console = Console(file=out, width=200, color_system=None, force_terminal=False)
    inp = TerminalInput(console, io.StringIO("\n"))
    assert not inp.interactive
    long = "Press Enter for the next rubber, or type a command such as help (or a command): "
    assert inp.ask(long) == ""
    assert out.getvalue() == long + "\n"  # the prompt whole, then the (empty) answer echoed


def test_fit_prompt_keeps_line_numbers_whole_and_names_as_typed() -> None:
    head, last = fit_prompt("Ann \\[red], your test word for line 12: ", 40)
    assert head == ["Ann [red], your test word"] and last == "for line 12: "
    assert fit_prompt("   ", 12) == ([], "   ")  # nothing to wrap: as it is
    assert fit_prompt(" " * 60, 40) == ([], " " * 60)
