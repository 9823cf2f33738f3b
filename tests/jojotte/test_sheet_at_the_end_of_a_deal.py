"""Round 18 (judge D, finding 2): at the end of each deal the whole rubber sheet was printed,
then the result; at 80x24 the last trick and the top of the sheet scrolled off (30 lines after
the last trick in deal 1, about 50 by deal 9). On a screen too short for the whole sheet, the
result and the prompt, the sheet is now drawn compact, with a line saying `sheet` shows it
whole; a tall terminal and a pipe get the whole sheet as before."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from parlor.core.prompt import EndOfInput
from parlor.jojotte.cli import build_session

from .test_sheet_at_a_prompt import _terminal
from .test_ui import partial
from .test_ui_playtest import KeyboardScript

NOTE = ", drawn short: sheet shows it whole"


def _end_of_deal(c: Console) -> list[str]:
    s = build_session(c, {"level": "medium", "seed": 1}, partial(1, 24))  # the bot's last card
    keys = KeyboardScript([])
    s.inp = keys
    with pytest.raises(EndOfInput):
        s.run()
    assert keys.prompts and keys.prompts[0].startswith("Press Enter for the next deal")
    f = c.file
    assert isinstance(f, io.StringIO)
    lines = f.getvalue().splitlines()
    last = max(i for i, line in enumerate(lines) if "Trick 9:" in line)
    assert lines[last + 1] == ""
    return lines[last + 2 :]


def test_at_80x24_the_last_trick_the_sheet_and_the_result_fit_with_the_prompt() -> None:
    lines = _end_of_deal(_terminal(height=24))
    # the whole sheet (23 lines) and the result pushed the sheet's top off the screen; now
    # from the sheet's title to the prompt (one line more) is one screen
    assert lines[0] == f"Jo-Jotte rubber sheet (rubber 1 of 1){NOTE}"
    assert len(lines) + 1 <= 24, "\n".join(lines)
    assert not any("┃" in line for line in lines)  # the compact sheet
    assert any(line.startswith("Above the line ") for line in lines)
    total = next(i for i, line in enumerate(lines) if line.startswith("total "))
    assert lines[total + 1] == "Result: hearts by You."  # no blank line: one screen
    assert lines[-2].startswith("This deal on the sheet:")
    assert lines[-1] == "You win a game (games You 1, B 0)."


def test_a_tall_terminal_keeps_the_whole_sheet() -> None:
    lines = _end_of_deal(_terminal(height=60))
    assert any("┃ Above the line" in line for line in lines)
    assert not any(NOTE in line for line in lines)


def test_a_pipe_gets_the_whole_sheet() -> None:
    c = Console(file=io.StringIO(), width=80, height=24, color_system=None, highlight=False)
    lines = _end_of_deal(c)
    assert any("Above the line" in line and "┃" in line for line in lines)
    assert not any(NOTE in line for line in lines)
