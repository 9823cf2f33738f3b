"""Round 21 (judge AA15 #2): mid-deal, the sheet's "sitting so far" counts what the deal in
play has scored already (its melds), as the rubber's "total" line above it does: it read
'You 260, Bot 637' under rubber totals making 260 and 657."""

from __future__ import annotations

import re

from typer.testing import CliRunner

from parlor.cli import app


def test_the_sitting_so_far_is_the_sum_of_the_rubbers_totals() -> None:
    played = CliRunner().invoke(
        app, ["jojotte", "--level", "medium", "--seed", "5", "--rubbers", "2"], input="1\n" * 52
    )
    assert played.exit_code == 1 and "Saved as" in played.output, played.output  # (mid-deal)
    sheet = CliRunner().invoke(app, ["jojotte", "sheet", "-f", "text"], env={"COLUMNS": "100"})
    assert sheet.exit_code == 0, sheet.output
    text = sheet.stdout
    assert "in progress: its melds and Jo-Jotte are final (in the totals)" in text, text
    assert re.search(r"deal \d+ so far", text), text  # (melds of the deal in play: the case)
    totals = [tuple(map(int, m)) for m in re.findall(r"^\s*total\s+(-?\d+)\s+(-?\d+)", text, re.M)]
    assert len(totals) == 2, text  # (rubber 1's, and rubber 2's so far)
    said = re.search(r"sitting so far \(.*?\): You (-?\d+), Bot (-?\d+)", text)
    assert said is not None, text
    assert (int(said[1]), int(said[2])) == (
        totals[0][0] + totals[1][0],
        totals[0][1] + totals[1][1],
    )
