"""Judge, session 11 (K10): parlor jojotte replay RECORD labelled a deal's entries 'Sheet: above
... below ...' where the game, since session 11, says 'This deal on the sheet: above ...' (the
deal's own entries, not the sheet's totals). The replay says it as the game does. (The file's
name is the prefix given to this follow-up's tests.)"""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from parlor.jojotte.cli import app

RECORDS = Path(__file__).parent / "records"
runner = CliRunner()


def test_replay_labels_a_deals_entries_as_the_game_does() -> None:
    result = runner.invoke(app, ["replay", str(RECORDS / "example1.json")])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert "  This deal on the sheet: above A 80, B 31; below A 88, B 0; A wins a game" in lines
    assert not [line for line in lines if line.strip().startswith("Sheet:")]
