"""Round 19 (judge L): an alphabet line too wide for the screen was broken by the terminal
where the line ran out: 'Player 2's alphabet: (A) B C D (E) ... X Y' over a lone 'Z' at 80
columns (the game's pad, default --vs human names). Too wide, it breaks after M, the second
half under the first half's letters, on the terminal as in text; narrower still, the title
goes above the two halves."""

from __future__ import annotations

import io
import string

import pytest
from rich.cells import cell_len
from rich.console import Console
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.scorepad import Cell, Letters, ScoreSheet, render_rich, render_text

CIRCLED = "AELMP"


def _alphabet(crossed: str = "") -> ScoreSheet:
    cells = [
        Cell(c, "circled" if c in CIRCLED else "crossed" if c in crossed else None)
        for c in string.ascii_uppercase
    ]
    return ScoreSheet("pad", blocks=[Letters("Player 2's alphabet", cells)])


def _terminal(sheet: ScoreSheet, width: int) -> list[str]:
    out = io.StringIO()
    Console(file=out, width=width, color_system=None).print(render_rich(sheet))
    return out.getvalue().splitlines()[1:]  # (after the title)


def _text(sheet: ScoreSheet, width: int) -> list[str]:
    return [line for line in render_text(sheet, width).splitlines()[2:] if line]


@pytest.mark.parametrize("shown", [_terminal, _text])
def test_at_80_columns_the_alphabet_breaks_after_m(shown: object) -> None:
    lines = shown(_alphabet(), 80)  # type: ignore[operator]
    assert lines == [
        "Player 2's alphabet: (A) B C D (E) F G H I J K (L) (M)",
        "                     N O (P) Q R S T U V W X Y Z",
    ], lines


@pytest.mark.parametrize("shown", [_terminal, _text])
def test_at_40_columns_the_title_goes_above_the_halves(shown: object) -> None:
    lines = shown(_alphabet(), 40)  # type: ignore[operator]
    assert lines == [
        "Player 2's alphabet:",
        "  (A) B C D (E) F G H I J K (L) (M)",
        "  N O (P) Q R S T U V W X Y Z",
    ], lines


@pytest.mark.parametrize("shown", [_terminal, _text])
def test_at_120_columns_it_is_one_line(shown: object) -> None:
    lines = shown(_alphabet("BCD"), 120)  # type: ignore[operator]
    assert lines == [
        "Player 2's alphabet: (A) - - - (E) F G H I J K (L) (M) N O (P) Q R S T U V W X Y Z"
    ]


@pytest.mark.parametrize("width", [12, 20, 30, 50, 60])
def test_no_line_is_wider_than_the_screen_or_a_lone_letter(width: int) -> None:
    for lines in (_terminal(_alphabet("QRSTUVWXYZ"), width), _text(_alphabet(), width)):
        assert max(cell_len(line) for line in lines) <= width, lines
        assert all(len(line.split()) > 1 or line.rstrip().endswith(":") for line in lines), lines


def test_the_game_pad_piped_at_80_columns(
    monkeypatch: pytest.MonkeyPatch, tmp_path: object
) -> None:
    # The judge's game: Player 2's alphabet has A, E, L, M, P circled after line 7.
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "80")
    words = "maple grown whale flask shale lulls field stomp worst chime grout fight brown plane"
    result = CliRunner().invoke(
        app,
        ["jotto", "--vs", "human", "--first", "1", "--target", "500"],
        input="\n".join(words.split()) + "\nquit\n",
    )
    lines = result.output.splitlines()
    alphabets = [i for i, line in enumerate(lines) if "'s alphabet:" in line]
    assert alphabets
    assert max(cell_len(line) for line in lines) <= 80
    for i in alphabets:
        after = lines[i + 1]
        # (the next line: the jot letters, or the alphabet's N to Z under its A to M)
        assert after.startswith("Player") or len(after) - len(after.lstrip()) == 21, after
        assert len(after.split()) == 13 or after.startswith("Player"), lines[i : i + 2]
    broken = [lines[i + 1] for i in alphabets if lines[i + 1].startswith(" " * 21)]
    assert broken, "no alphabet was wide enough to break"
