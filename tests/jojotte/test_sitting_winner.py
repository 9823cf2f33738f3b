"""Round 20 (judge P14, finding 1): a one-rubber sitting's sheet (every format) ended with
"rubber won by You" under totals the other player won (753 to 2034), and replay's last lines
with "rubber won by You" / "Totals: You 753, Bot 2034": neither named the sitting's winner,
which goes by the grand total (rules section 9), as the game's end, history and stats do. The
sheet now adds the sitting's line where its winner is not the rubber's (where they agree,
"rubber won by" says it), and replay's totals name the sitting's winner."""

from __future__ import annotations

import io
import json
import os
import re
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.render_html import render_html
from parlor.core.render_pdf import render_pdf
from parlor.core.render_svg import render_svg
from parlor.core.scorepad import Note, render_rich, render_text
from parlor.jojotte import Sitting
from parlor.jojotte.options import Options
from parlor.jojotte.record import load_sitting
from parlor.jojotte.sheet import rubber_sheet
from tests.jotto.test_sheets import pdf_text


def _sitting(above_for_bot: int) -> Sitting:
    """A rubber Ann wins two games to none (100 below the line twice), with ``above_for_bot``
    above the line for Bot (a failed Nullo of Ann's, say) between the games."""
    sitting = Sitting(Options(), ("Ann", "Bot"))
    sitting.start_rubber(first_dealer=0)
    sheet = sitting.rubbers[-1].sheet
    sheet.add((0, 0), (100, 0), 0)
    sheet.add((0, above_for_bot), (0, 0), 0)
    sheet.add((0, 0), (100, 0), 0)
    assert sitting.is_over and sheet.winner == 0
    return sitting


def _notes(sitting: Sitting) -> list[str]:
    return [b.text for b in rubber_sheet(sitting).blocks if isinstance(b, Note)]


def _line(sitting: Sitting) -> str:
    names, w = sitting.names, sitting.winner()
    won = "a tie" if w is None else f"won by {names[w]}"
    return f"sitting (one rubber): Ann {sitting.total(0)}, Bot {sitting.total(1)}; {won}"


def test_the_sitting_won_by_the_rubbers_loser_is_said(tmp_path: Path) -> None:
    sitting = _sitting(1000)
    assert sitting.winner() == 1  # Ann 500 (200 below, the 300 for the rubber), Bot 1000
    line = _line(sitting)
    assert _notes(sitting)[-2:] == ["rubber won by Ann", line]
    sheet = rubber_sheet(sitting)
    assert line in render_text(sheet)
    c = Console(file=io.StringIO(), width=80, color_system=None)
    c.print(render_rich(sheet))
    assert line in c.file.getvalue()  # type: ignore[attr-defined]
    assert line in render_html([sheet])
    svg = " ".join(re.findall(r">([^<]*)</text>", render_svg([sheet])))  # (lines broken)
    assert line in svg
    path = tmp_path / "sheet.pdf"
    path.write_bytes(render_pdf([sheet]))
    assert line in " ".join(pdf_text(path)[1].split())


def test_a_tie_of_the_totals_is_said() -> None:
    sitting = _sitting(500)  # Ann 500, Bot 500
    assert sitting.winner() is None
    assert _notes(sitting)[-1] == _line(sitting)
    assert _notes(sitting)[-1].endswith("; a tie")


def test_where_the_rubbers_winner_wins_the_sitting_the_sheet_stays_short() -> None:
    sitting = _sitting(100)
    assert sitting.winner() == 0
    assert _notes(sitting)[-1] == "rubber won by Ann"
    assert not any(n.startswith("sitting") for n in _notes(sitting))


@pytest.fixture(scope="module")
def record(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A one-rubber sitting (seed 19, the easy bot, 1 at every prompt) whose rubber You win
    and whose sitting Bot wins on the grand total."""
    home = tmp_path_factory.mktemp("home")
    env = {**os.environ, "PARLOR_HOME": str(home)}
    args = ["jojotte", "--seed", "19", "--level", "easy", "--think", "0.01"]
    CliRunner().invoke(app, args, input="1\n" * 2000, env=env)
    (path,) = (home / "records").glob("jojotte-*.json")
    return path


def test_replay_names_the_sittings_winner(record: Path) -> None:
    sitting = load_sitting(record)
    rubber_winner, w = sitting.rubbers[0].sheet.winner, sitting.winner()
    assert rubber_winner is not None and w is not None and w != rubber_winner, "not the case"
    names = sitting.names
    out = CliRunner().invoke(app, ["jojotte", "replay", str(record)]).output.splitlines()
    assert out[-2].endswith(f"rubber won by {names[rubber_winner]}")
    totals = f"{names[0]} {sitting.total(0)}, {names[1]} {sitting.total(1)}"
    assert out[-1] == f"Totals: {totals}; sitting won by {names[w]}"
    sheet = CliRunner().invoke(app, ["jojotte", "sheet", str(record)]).output
    assert f"sitting (one rubber): {totals}; won by {names[w]}" in sheet
    data = json.loads(record.read_text())
    assert len(data["rubbers"]) == 1
