"""A Jo-Jotte save without its options (edited away) is damaged: parlor writes every option
into a save, and without them the sitting resumed under the rules' defaults, its house rules
(-o no_trump=off) silently lost (judge O13). A record may still leave them out."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def test_a_jojotte_save_without_options_is_listed_and_refused_as_damaged(tmp_path: Path) -> None:
    env = {"PARLOR_HOME": str(tmp_path), "COLUMNS": "200"}
    runner.invoke(app, ["jojotte", "--seed", "5", "-o", "no_trump=off"], input="1\nquit\n", env=env)
    (save,) = (tmp_path / "saves").glob("jojotte-*.json")
    data = json.loads(save.read_text())
    assert data["options"]["no_trump"] is False
    del data["options"]
    save.write_text(json.dumps(data))
    listed = runner.invoke(app, ["resume", "--list"], env=env)
    text = " ".join(listed.output.split())
    assert "a damaged Jo-Jotte save: the save has no options" in text, text
    assert "parlor resume --delete NUMBER removes one that cannot be resumed" in text
    resumed = runner.invoke(app, ["resume", "1"], input="", env=env)
    assert resumed.exit_code == 2
    assert "a damaged Jo-Jotte save: the save has no options" in " ".join(resumed.output.split())
