"""A Jo-Jotte sitting whose save says it is a Jotto match is refused as not a Jotto save."""

from __future__ import annotations

import json
import os
from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def test_a_jojotte_save_marked_as_jotto_is_said_not_to_be_a_jotto_save() -> None:
    first = runner.invoke(app, ["jojotte", "--seed", "3"], input="1\n")
    assert first.exit_code == 1, first.output  # (the end of input stops it, saved)
    saves = Path(os.environ["PARLOR_HOME"]) / "saves"
    (save,) = saves.glob("jojotte-*.json")
    rec = json.loads(save.read_text())
    rec.update(format="parlor.jotto", game="jotto")
    moved = saves / save.name.replace("jojotte-", "jotto-")
    moved.write_text(json.dumps(rec))
    save.unlink()
    result = runner.invoke(app, ["resume", moved.stem])
    out = " ".join(result.output.split())
    assert result.exit_code == 2, out
    assert "it has none of a Jotto match's options (vs, level, seed)" in out, out
    assert "left as it is" in out and "this is not a Jotto save" not in out, out
    assert "vs is None" not in out, out  # (it said the options were damaged: 'vs is None')
