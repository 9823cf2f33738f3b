"""The resume prompt's help said 'A game marked in red cannot be resumed', also with NO_COLOR or
through a pipe, where nothing is red: it says what the list line shows instead (a problem in
place of the players and score)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def test_the_resume_prompt_help_does_not_speak_of_red(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    runner.invoke(app, ["jotto", "--seed", "1"], input="maple\n")
    (tmp_path / "saves" / "jotto-x.json").write_text("{bad")
    result = runner.invoke(app, ["resume"], input="?\nq\n", env={"NO_COLOR": "1"})
    text = " ".join(result.output.split())
    assert "in red" not in text
    assert "A game whose line names a problem instead of its players and score cannot be " in text
    assert "not valid JSON" in text  # (the line that names the problem)
