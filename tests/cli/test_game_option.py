"""history/stats --game with a game parlor lacks is a usage error in the words of every other
option's ('Invalid value for '--game': must be jotto or jojotte, not 'x''), with the usage line;
it was a bare one-line 'Error: no game 'x' in parlor: use jotto or jojotte'."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


@pytest.mark.parametrize("command", ["history", "stats"])
def test_an_unknown_game_is_a_usage_error(
    command: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    result = runner.invoke(app, [command, "--game", "x"], env={"COLUMNS": "120"})
    assert result.exit_code == 2
    assert f"; see parlor {command} -h" in result.output  # a usage error, in one line
    assert "Invalid value for '--game': must be jotto or jojotte, not 'x'" in result.output
    for spelled in ("Jo-Jotte", " JOTTO"):  # still taken as history prints them
        assert runner.invoke(app, [command, "--game", spelled]).exit_code == 0
