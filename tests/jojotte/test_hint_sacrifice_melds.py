"""Judge AZ19 #3: the hint called a No-Trump overcall "likely a sacrifice" on a hand holding
four sevens and 9-8-7 (120 in melds, which count at No-Trump): the contract was made 141 to
40. The note is not said where the hand's melds carry the call."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app


def test_no_sacrifice_note_on_a_hand_of_melds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    out = CliRunner().invoke(
        app,
        ["jojotte", "--level", "hard", "--hint", "--seed", "101", "--think", "0.05"],
        input="2\nquit\n",
        env={"COLUMNS": "120", "NO_COLOR": "1"},
    )
    said = " ".join(out.output.split())
    assert "Your hand: ♠ 7 ♥ 7 ♦ 7 ♣ 9 8 7" in said, said
    assert "Hint (the hard bot): 1) overcall No-Trump" in said, said
    assert "likely a sacrifice" not in said
