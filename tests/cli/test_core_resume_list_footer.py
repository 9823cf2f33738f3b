"""Round 17 (core): parlor resume --list of damaged saves only no longer says 'parlor resume
NUMBER continues one' under a list of which none can be continued."""

from __future__ import annotations

import os
from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def test_a_list_of_damaged_saves_only_offers_no_resume() -> None:
    saves = Path(os.environ["PARLOR_HOME"]) / "saves"
    saves.mkdir(parents=True)
    (saves / "jotto-bad.json").write_text("{")
    out = runner.invoke(app, ["resume", "--list"]).output
    assert "jotto-bad" in out and "not valid JSON" in out
    assert "continues one" not in out
    assert "parlor resume --delete NUMBER removes one that cannot be resumed." in out
    runner.invoke(app, ["jotto", "--vs", "human"], input="maple\ngrown\nwhale\n")
    out = runner.invoke(app, ["resume", "--list"]).output
    assert "parlor resume NUMBER continues one." in out
