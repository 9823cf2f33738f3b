"""Round 18 (judge D): the test that finds the secret has its line in the running commentary,
as every other test has ("Bot tests MAPLE: JOTTO!"); the game went from the player's own test
straight to "Game 1 over" and the pad, with no word of why it stopped."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app


def test_the_bots_finding_test_is_said_before_the_game_ends(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    typed = "maple\ncrane\nslimy\nbough\nthumb\nstomp\nfight\nvivid\nquit\n"
    args = ["--no-color", "jotto", "--level", "hard", "--seed", "3", "--first", "1"]
    out = CliRunner().invoke(app, args, input=typed).output
    before, over, _ = out.partition("Game 1 over")
    assert over, out
    said = [line for line in before.splitlines() if line.startswith(("You test ", "Bot tests "))]
    assert said[-2:] == ["You test VIVID: 1 jot", "Bot tests MAPLE: JOTTO!"], said  # (D of COWED)
    assert "JOTTO! Bot found MAPLE on line 7." in out
