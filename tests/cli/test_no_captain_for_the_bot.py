"""A captain is the person who types for a team (rules, 'Sides and words'); the bot's side has
none. jotto --captain2 Zed against the bot showed 'Bot (captain Zed)', the name meaning nothing:
it is refused, as --vs human --level is (0d74279)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))


def _said(args: list[str]) -> tuple[int, str]:
    result = runner.invoke(app, args, input="quit\n", env={"COLUMNS": "200"})
    return result.exit_code, " ".join(result.output.replace("\u2502", " ").split())


def test_a_captain_for_the_bot_is_refused() -> None:
    code, out = _said(["jotto", "--captain2", "Zed"])
    assert code == 2 and out.endswith("; see parlor jotto -h")  # a usage error, in one line
    assert "Usage:" not in out and "\u256d" not in out  # no usage line, no box
    assert "--captain2 names the person who types for side 2's team, and side 2 is the bot" in out
    assert "captain Zed" not in out


def test_captains_of_people_s_sides_still_play() -> None:
    code, out = _said(["jotto", "--captain1", "Ann", "--seed", "1"])
    assert code == 0 and "Jotto: You (captain Ann) against Bot (hard)" in out, out
    code, out = _said(["jotto", "--vs", "human", "--captain2", "Zed", "--seed", "1"])
    assert code == 0 and "Player 2 (captain Zed)" in out, out
