"""A wrong answer put right at its giver's very next prompt costs one frame, whichever side
tests first (judge I, session 13: 20 points when the side that gave it tests first, as the
correction was counted in the next line, and 10 when it tests second)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

TAIL = ["--seed", "1", "--target", "500"]


def _play(first: str, lines: list[str], home: Path) -> str:
    result = CliRunner().invoke(
        app,
        [*["--no-color", "jotto", "--vs", "human", "--announce", "--first", first], *TAIL],
        input="\n".join(lines) + "\n",
        env={"COLUMNS": "200", "PARLOR_HOME": str(home)},
    )
    assert result.exit_code in (0, 1), result.output
    return " ".join(result.output.split())


@pytest.mark.parametrize(
    ("first", "lines", "when"),
    [
        # Player 1 tests first: GLASS (1 in GROWN); Player 2 tests AMPLE (5 in MAPLE), Player 1
        # says 4; line 1 is complete, and Player 1 corrects at its next prompt, then JOTTO.
        ("1", ["MAPLE", "GROWN", "GLASS", "1", "AMPLE", "4", "correct 1 5", "GROWN"], "after"),
        # Player 2 tests first: AMPLE, Player 1 says 4 and corrects at its next prompt (its own
        # line-1 word), then GLASS 1; Player 2 tests WHALE (3 in MAPLE); Player 1 says GROWN.
        (
            "2",
            ["MAPLE", "GROWN", "AMPLE", "4", "correct 1 5", "GLASS", "1", "WHALE", "3", "GROWN"],
            "during",
        ),
    ],
)
def test_a_correction_at_the_next_prompt_costs_one_frame(
    first: str, lines: list[str], when: str, tmp_path: Path
) -> None:
    out = _play(first, lines, tmp_path)
    assert f"Corrected {when} line 1: Player 2's line 1 (AMPLE) now has 5 jots." in out
    assert "Player 1 said 4 then 5 for AMPLE, the true count is 5" in out
    assert "; line 1: Player 2 +10, Player 1 -10" in out
    assert "JOTTO on line 2: Player 1 scores 95 +" in out
