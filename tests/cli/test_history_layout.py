"""At 80 columns the history's table was two columns too wide for a four-letter match of
'Player 1' and 'Player 2' (parlor jotto --vs human --length 4), and rich broke the default
names: 'Player 1 v Player' over '2'. The table breaks its cells between names, between 'Jotto'
and '(4 letters)', between date and time, and never inside a short name."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.store import Store

runner = CliRunner()

P1, P2 = "Player 1", "Player 2"


def _history(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, rows: list[tuple], width: int) -> str:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    store = Store.open()
    for i, (game, players, winner, totals, length) in enumerate(rows):
        stamp = f"2026-11-30T11:{i:02d}:00+00:00"
        store.add_match(game, stamp, players, winner, totals, {}, None, length)
    result = runner.invoke(app, ["history"], env={"COLUMNS": str(width)})
    assert result.exit_code == 0, result.output
    assert all(len(line) <= width for line in result.output.splitlines()), result.output
    return result.output


HUMANS4 = ("jotto", [P1, P2], P2, {P1: 62, P2: 150}, 4)
BOT = ("jotto", ["You", "Bot"], "You", {"You": 150, "Bot": 120}, 5)
JOJOTTE = ("jojotte", ["You", "Bot"], "Bot", {"You": 1230, "Bot": 2450}, None)
HUMANS6 = ("jotto", [P1, P2], P1, {P1: 150, P2: 142}, 6)


def _cells(out: str) -> list[list[str]]:
    """The table's body lines, split into cells."""
    return [
        [c.strip() for c in line.strip("│").split("│")]
        for line in out.splitlines()
        if line.startswith("│")
    ]


@pytest.mark.parametrize("width", [60, 80, 120])
@pytest.mark.parametrize("rows", [[HUMANS4], [HUMANS4, BOT, JOJOTTE, HUMANS6]])
def test_default_names_are_never_broken(
    rows: list[tuple], width: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = _history(tmp_path, monkeypatch, rows, width)
    cells = _cells(out)
    assert cells, out  # a table
    texts = [c for line in cells for c in line]
    # no cell line ends in 'Player' nor is a lone digit (a name cut in two)
    assert not [t for t in texts if t.endswith("Player") or re.fullmatch(r"\d", t)], out
    assert not [t for t in texts if "letters)" in t and "(" not in t], out  # '(4' 'letters)'
    players = [line[2] for line in cells]
    assert any(P1 in t for t in players) and any(P2 in t for t in players), out
    if any(r[0] == "jojotte" for r in rows):
        assert "Jo-Jotte" in out and any(t.startswith("You v") for t in players), out


def test_at_80_columns_the_names_stay_on_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = _history(tmp_path, monkeypatch, [HUMANS4], 80)
    assert "│ Player 1 v Player 2 │" in out
    assert "│ 2026-11-30 11:00 │" in out  # date and time together


def test_a_long_name_may_still_break_at_its_spaces(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    long = "Maximiliana Bartholomew-Smythe the Third"
    rows = [("jojotte", [long, "Bot"], "Bot", {long: 1230, "Bot": 2450}, None), HUMANS4]
    out = _history(tmp_path, monkeypatch, rows, 80)
    # (since the score reads '1230 to 2450', one column more: the name breaks after its
    # hyphen, 'Bartholomew-' over 'Smythe', rather than the time off its date)
    assert "Maximiliana" in out and "Bartholomew-" in out and "Smythe" in out
    assert "Player 1 v" in out and "Bartholomew- Smythe" not in out
    assert "│ 2026-11-30 11:00 │" in out  # the dates are not broken for the long name


def test_room_left_over_widens_the_game_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The players broken over two lines leave room for 'Jotto (6 letters)' on one.
    out = _history(tmp_path, monkeypatch, [HUMANS4, BOT, JOJOTTE, HUMANS6], 80)
    assert "│ Jotto (6 letters) │ Player 1 v │" in out, out
