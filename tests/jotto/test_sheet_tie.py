"""The printed pads of a game that leaves the match tied at or past the target say that play goes
on (as the game itself says before the next game); the sheet showed 'Match total 200 200' under
'GAME IS 1' and then another game, without a word."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()
TIED = "The match is tied at 200, the target (1) reached: play goes on until one side is ahead"


def _play(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, extra: str) -> str:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    # Both secrets MAPLE, both sides test AMPLE (10 jots) on 20 lines: Ann's JOTTO on line 21
    # scores 0 + 200, Bob's jots 200, a tie past the target of 1.
    lines = ["maple", "maple", *["ample"] * 40, "maple", *extra.split()]
    args = ["jotto", "--vs", "human", "--first", "1", "--target", "1"]
    result = runner.invoke(
        app, [*args, "--name1", "Ann", "--name2", "Bob"], input="\n".join(lines) + "\n"
    )
    assert "play goes on" in result.output, result.output
    (save,) = (tmp_path / ("records" if extra else "saves")).glob("*.json")
    sheet = runner.invoke(app, ["jotto", "sheet", str(save)], env={"COLUMNS": "200"})
    assert sheet.exit_code == 0, sheet.output
    return " ".join(sheet.output.split())


def test_the_pads_of_a_tied_game_say_the_match_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = _play(tmp_path, monkeypatch, "")
    assert out.count(TIED) == 2, out  # (on both sides' pads)
    assert "Match so far: Ann 200, Bob 200 (game is 1)." in out


def test_a_game_that_breaks_the_tie_says_nothing_of_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # game 2: Bob tests first and finds CRANE on line 1
    out = _play(tmp_path, monkeypatch, "crane slate crane")
    assert out.count(TIED) == 2, out  # (game 1's pads only)
    assert out.index(TIED) < out.index("GAME NO.: 2")
    assert "MATCH: Bob wins, 300 to 200 (game is 1)." in out
