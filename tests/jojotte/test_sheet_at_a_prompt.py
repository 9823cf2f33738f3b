"""Round 14: the sheet asked for at a prompt of the deal is followed by what the prompt needs.

On an 80x24 terminal, `sheet` at the card prompt printed the rubber sheet (23 lines) and
pushed the hand and the trick off the screen: the player had to type `hand`. Now the trick,
the hand and the numbered choices follow the sheet, and on a short terminal the sheet is
drawn compact so that all of it, with the prompt, fits 24 lines."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from parlor.core.console import make_console
from parlor.core.prompt import EndOfInput, ScriptedInput
from parlor.jojotte import Sitting
from parlor.jojotte.cli import build_session
from parlor.jojotte.ui import JojotteSession

from .test_ui import partial


def _run(sitting: Sitting, answers: list[str], c: Console) -> str:
    s: JojotteSession = build_session(c, {"level": "medium", "seed": 1}, sitting)
    s.inp = ScriptedInput(answers)
    with pytest.raises(EndOfInput):
        s.run()
    f = c.file
    assert isinstance(f, io.StringIO)
    return f.getvalue()


def _terminal(width: int = 80, height: int = 24) -> Console:
    return Console(
        file=io.StringIO(),
        width=width,
        height=height,
        force_terminal=True,
        color_system=None,
        highlight=False,
        emoji=False,
    )


def _after_sheet(text: str) -> list[str]:
    """The lines printed from the sheet's title on (the last table, the sheet and after)."""
    return text[text.rindex("Jo-Jotte rubber sheet") :].splitlines()


def test_the_sheet_at_the_card_prompt_fits_24_lines_with_the_trick_and_hand() -> None:
    # Example 1, action 10: B led the 10 of clubs; A, void in clubs, must trump.
    text = _run(partial(1, 10), ["sheet"], _terminal())
    lines = _after_sheet(text)
    # the answer typed and the prompt asked again take a line each: 22 left for the rest
    assert len(lines) <= 22, "\n".join(lines)
    assert lines[-4].startswith("This trick: B leads 10♣"), lines
    assert lines[-3].startswith("Your hand: "), lines
    assert lines[-2] == "You have no clubs: you must trump.", lines
    assert lines[-1].startswith("1) "), lines
    for heading in ("Above the line", "the line", "Below the line", "Totals", "total"):
        assert any(heading in line for line in lines), heading


def test_a_tall_terminal_keeps_the_boxed_sheet() -> None:
    text = _run(partial(1, 10), ["sheet"], _terminal(height=50))
    lines = _after_sheet(text)
    assert any("┃ Above the line" in line for line in lines), lines  # the boxes, as before
    assert lines[-1].startswith("1) ") and lines[-4].startswith("This trick: "), lines


def test_a_pipe_gets_the_whole_sheet_and_the_reminder() -> None:
    c = Console(file=io.StringIO(), width=80, height=24, color_system=None, highlight=False)
    assert not c.is_terminal
    lines = _after_sheet(_run(partial(1, 10), ["sheet"], c))
    assert any("Above the line" in line and "┃" in line for line in lines), lines
    assert lines[-3].startswith("Your hand: ") and lines[-1].startswith("1) "), lines


def test_the_compact_sheet_in_ascii_lines() -> None:
    c = make_console(file=io.StringIO(), ascii_only=True, no_color=True)
    c.size = (80, 24)  # type: ignore[assignment]
    c._force_terminal = True
    lines = _after_sheet(_run(partial(1, 10), ["sheet"], c))
    assert len(lines) <= 22, "\n".join(lines)
    assert all(line.isascii() for line in lines), lines
    assert any(set(line.strip()) == {"-"} for line in lines), lines  # the line under headings


def test_the_sheet_at_a_call_shows_the_call_again() -> None:
    # Example 2, action 3: A answers B's spade bid.
    lines = _after_sheet(_run(partial(2, 3), ["sheet"], _terminal()))
    assert len(lines) <= 22, "\n".join(lines)
    assert lines[-1] == "1) overcall No-Trump  2) double  3) pass", lines
    assert "B bid spades: overcall No-Trump" in " ".join(lines[-4:]), lines
    assert any(line.startswith("Your hand: ") for line in lines[-5:]), lines


def test_a_narrow_terminal_keeps_the_reminder_at_the_bottom() -> None:
    # 40 columns, 24 lines: the sheet's note and the choices wrap; the first lines of the
    # sheet may scroll away, never the table's lines the prompt needs.
    # (since round 21 the sheet is made shorter until it fits, as at the end of a deal,
    # and its title, wrapped, says so)
    lines = _after_sheet(_run(partial(1, 10), ["sheet"], _terminal(width=40)))
    assert max(len(line.rstrip()) for line in lines) <= 40, lines
    assert lines[0].startswith("Jo-Jotte rubber sheet (rubber 1 of 1)"), lines
    assert "drawn short" in " ".join(lines[:2]), lines
    assert len(lines) <= 22, "\n".join(lines)  # (+ the answer typed and the prompt)
    tail = "\n".join(lines[-7:])
    assert tail.startswith("This trick: B leads 10♣\nYour hand: "), tail
    assert tail.endswith("3) Q♥ (Queen first: no Jo-Jotte)  4) J♥\n5) 10♥"), tail


def test_the_sheet_between_deals_is_the_sheet_alone() -> None:
    # At "Press Enter for the next deal": no choice to remind of.
    data = partial(1, 100)  # example 1 played out: the next deal waits
    c = Console(file=io.StringIO(), width=80, color_system=None, highlight=False)
    s: JojotteSession = build_session(c, {"level": "medium", "seed": 1}, data)
    s.show_sheet(None)
    text = c.file.getvalue()  # type: ignore[attr-defined]
    assert text.rstrip().splitlines()[-1].startswith("└"), text
