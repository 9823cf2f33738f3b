"""Round 21: Jo-Jotte's sheet on a short terminal.

1. ``sheet`` typed at a card or call prompt mid-deal drew the compact sheet whole: late in a
   rubber at 80x24 it (up to 26 lines), the hand, the trick and the choices did not fit, and
   the sheet's top scrolled away. It is now made shorter as the end-of-deal sheet is
   (c1980b5's ``_shortened``), its title saying so ("drawn short: whole between deals").
2. Below 24 lines the end of a deal could still outgrow the screen with the sheet shortened
   to its totals alone (a result of 8-11 lines, a long name wrapping them): the sheet is then
   one line, the rubber's totals and ``type sheet``; left out where even that does not fit,
   the result kept whole above the prompt.
"""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

from parlor.core.prompt import EndOfInput, Hidden, ScriptedInput
from parlor.jojotte import Sitting
from parlor.jojotte.cli import build_session
from parlor.jojotte.sheet import rubber_sheet
from parlor.jojotte.ui import JojotteSession

SEED = 2024270899  # judge P14's sitting
PROMPT = "\x00prompt: "
"""Written into the output where the game asks, so that the screens can be cut out of it."""


def _terminal(width: int, height: int) -> Console:
    return Console(
        file=io.StringIO(),
        width=width,
        height=height,
        force_terminal=True,
        color_system=None,
        highlight=False,
        emoji=False,
    )


class _Player(ScriptedInput):
    """Answers 1 at every prompt of a deal and Enter between deals; with ``sheet_every``,
    ``sheet`` first at every that many prompts of a deal. Notes, when it asks for the sheet,
    the sheet's total as the whole sheet shows it, and at each 'Press Enter' the rubber's
    totals."""

    interactive = True

    def __init__(self, c: Console, sheet_every: int = 0) -> None:
        super().__init__([])
        self.c = c
        self.every = sheet_every
        self.session: JojotteSession | None = None
        self.asked = 0
        self.last = ""
        self.totals: list[list[str]] = []  # (each sheet asked for: its total row's numbers)
        self.rubber_totals: list[tuple[int, int]] = []

    def ask(self, prompt: str, *, hidden: Hidden = False) -> str:
        self.prompts.append(prompt)
        if len(self.prompts) > 4000:
            raise EndOfInput
        self.c.file.write(PROMPT + prompt.splitlines()[-1] + "\n")
        assert self.session is not None
        sitting = self.session.sitting
        if prompt.startswith("Press Enter"):
            sheet = sitting.rubber.sheet
            self.rubber_totals.append((sheet.total(0), sheet.total(1)))
            return ""
        self.asked += 1
        if self.every and self.last != "sheet" and self.asked % self.every == 0:
            tables = [b for b in rubber_sheet(sitting).blocks if hasattr(b, "footer")]
            footer = tables[-1].footer  # type: ignore[attr-defined]
            self.totals.append([cell.text for cell in footer[1:]])
            self.last = "sheet"
            return "sheet"
        self.last = "1"
        return "1"


def _play(
    c: Console, *, seed: int = SEED, names: tuple[str, str] = ("You", "Bot"), sheet_every: int = 0
) -> tuple[list[str], _Player]:
    s = build_session(c, {"level": "easy", "seed": seed}, Sitting(names=names))
    player = _Player(c, sheet_every)
    player.session = s
    s.inp = player
    s.run()
    f = c.file
    assert isinstance(f, io.StringIO)
    return f.getvalue().splitlines(), player


def _sheets_asked(lines: list[str]) -> list[list[str]]:
    """Each sheet asked for at a prompt of a deal: from its title to the prompt asked again
    (the line of the prompt where ``sheet`` was typed is above it)."""
    out = []
    for i, line in enumerate(lines):
        after = lines[i + 1] if i + 1 < len(lines) else ""
        if line.startswith(PROMPT) and after.startswith("Jo-Jotte rubber sheet"):
            end = next(k for k in range(i + 1, len(lines)) if lines[k].startswith(PROMPT))
            out.append(lines[i + 1 : end + 1])
    return out


def test_the_sheet_typed_mid_deal_fits_80x24_with_the_hand_late_in_a_rubber() -> None:
    lines, player = _play(_terminal(80, 24), sheet_every=3)
    shown = _sheets_asked(lines)
    assert len(shown) == len(player.totals) >= 20
    short = 0
    for screen, total in zip(shown, player.totals, strict=True):
        text = "\n".join(screen)
        # the sheet, the reminder and the prompt, with the answer 'sheet' typed above them
        assert len(screen) + 1 <= 24, text
        assert screen[-1].startswith(PROMPT) and "Press Enter" not in screen[-1], text
        assert any(line.startswith("Your hand: ") for line in screen[-6:]), text
        assert re.match(r"[1-9]\) ", screen[-2]), text  # the choices, just above the prompt
        row = next(line for line in screen if line.startswith("total "))
        assert row.split()[1:] == total, text  # the totals are the whole sheet's
        if "drawn short: whole between deals" in screen[0]:
            short += 1
            assert "Totals" in text, text
    assert short >= 10  # (the rubber's late deals: the compact sheet whole did not fit)


def test_the_sheet_typed_mid_deal_fits_80x18() -> None:
    height = 18
    lines, _ = _play(_terminal(80, height), sheet_every=4)
    shown = _sheets_asked(lines)
    assert len(shown) >= 15
    for screen in shown:
        assert len(screen) + 1 <= height, "\n".join(screen)
        assert screen[0].startswith("Jo-Jotte rubber sheet (rubber 1 of 1)"), screen


def _deal_ends(lines: list[str]) -> list[list[str]]:
    """Each end of a deal followed by 'Press Enter': from the sheet, its line or the result,
    whichever comes first after the last trick (or the last call), to the prompt."""
    out = []
    firsts = ("Jo-Jotte rubber sheet", "Sheet: total ", "Result: ", "Void deal")
    for j, line in enumerate(lines):
        if line.startswith(PROMPT + "Press Enter"):
            last = max(k for k in range(j) if lines[k].startswith(("  Trick ", PROMPT)))
            start = next(k for k in range(last + 1, j) if lines[k].startswith(firsts))
            out.append(lines[start : j + 1])
    return out


LONG = ("You", "Maximilian Bartholomew")
"""A long name for the bot: the result's lines wrap, and at 80x16 and 80x18 the result with
the sheet's totals alone and the prompt were 17-19 lines."""


@pytest.mark.parametrize("height", range(16, 25))
def test_the_end_of_a_deal_fits_16_to_24_lines(height: int) -> None:
    lines, player = _play(_terminal(80, height), seed=4, names=LONG)
    ends = _deal_ends(lines)
    assert len(ends) == len(player.rubber_totals) >= 10
    for screen, totals in zip(ends, player.rubber_totals, strict=True):
        text = "\n".join(screen)
        assert len(screen) <= height, text
        assert screen[0].startswith(("Jo-Jotte rubber sheet", "Sheet: total ")), text
        assert any(line.startswith(("Result: ", "Void deal")) for line in screen), text
        assert any(line.startswith("This deal on the sheet") for line in screen), text
        if screen[0].startswith("Sheet: total "):
            # the pointer: the rubber's totals as they stand, and the command
            pointer = " ".join(line.strip() for line in screen[:2])
            want = f"Sheet: total You {totals[0]}, {LONG[1]} {totals[1]}"
            assert pointer.startswith(want), text
            assert "type sheet" in pointer, text
        else:
            row = next(line for line in screen if line.startswith("total "))
            assert row.split()[1:] == [str(t) for t in totals], text


def test_at_80x16_some_deal_ends_with_the_one_line_sheet() -> None:
    lines, _ = _play(_terminal(80, 16), seed=4, names=LONG)
    starts = [screen[0] for screen in _deal_ends(lines)]
    assert any(s.startswith("Sheet: total ") for s in starts), starts
    assert any(s.startswith("Jo-Jotte rubber sheet") for s in starts), starts


def test_where_not_even_the_line_fits_the_result_is_kept_whole() -> None:
    # 80x11: the longest results with the prompt take 10-11 lines; the result's first line is
    # always on the screen, the sheet (or its line) only where there is room
    lines, _ = _play(_terminal(80, 11), seed=4, names=LONG)
    ends = _deal_ends(lines)
    assert any(s[0].startswith(("Result: ", "Void deal")) for s in ends), ends
    for screen in ends:
        result = next(k for k, x in enumerate(screen) if x.startswith(("Result: ", "Void deal")))
        assert len(screen) - result <= 11 or result == 0, "\n".join(screen)
        assert len(screen) <= 11 or result == 0, "\n".join(screen)


def test_a_pipe_still_gets_the_whole_sheet_at_the_prompt() -> None:
    pipe = Console(file=io.StringIO(), width=80, height=24, color_system=None, highlight=False)
    lines, player = _play(pipe, sheet_every=5)
    assert player.totals
    assert not any("drawn short" in line or line.startswith("deals ") for line in lines)
