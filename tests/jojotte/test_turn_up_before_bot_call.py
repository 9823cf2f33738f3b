"""When the bot calls first in a deal, the turn-up its call answers is shown before the call
("Bot passes." came above the "Turn-up:" line it referred to)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app


def test_the_turn_up_comes_before_the_bots_first_call(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    args = ["jojotte", "--level", "medium", "--seed", "12"]  # you deal: the bot calls first
    out = CliRunner().invoke(app, args, input="quit\n", env={"COLUMNS": "100"}).output
    lines = out.splitlines()
    first_call = next(i for i, line in enumerate(lines) if line.startswith("Bot passes"))
    assert any(line.startswith("Turn-up: ") for line in lines[:first_call]), out
