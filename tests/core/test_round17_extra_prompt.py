"""Round 17, extra findings on core/prompt.py (piped prompts, hidden prompts)."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from parlor.core.prompt import TerminalInput


@pytest.mark.parametrize("width", [79, 80, 81, 100])
def test_a_piped_answer_stands_one_space_after_a_prompt_that_fills_the_width(width: int) -> None:
    # Y1: a prompt filling the width but for its closing space lost the space where the
    # console broke the line, and the echoed answer stuck to it: '(0-5):1'.
    prompt = "Blues (captain Bob), how many jots in your word for Reds' WHALE (line 1)? (0-5): "
    assert len(prompt) == 81
    out = io.StringIO()
    inp = TerminalInput(Console(file=out, width=width), io.StringIO("1\n"))
    assert inp.ask(prompt) == "1"
    shown = out.getvalue()
    assert "(0-5): 1\n" in shown
    assert "(0-5):1" not in shown


def test_a_piped_prompt_in_markup_keeps_its_closing_space() -> None:
    prompt = "[bold]" + "x" * 70 + "[/] (y/n): "  # 78 characters shown, with the space
    out = io.StringIO()
    inp = TerminalInput(Console(file=out, width=77), io.StringIO("y\n"))
    assert inp.ask(prompt) == "y"
    assert out.getvalue().endswith("(y/n): y\n")
