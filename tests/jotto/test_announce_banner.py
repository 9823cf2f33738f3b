"""Round 13: an announce game says at its start that the players answer the jots.

The first line of `parlor jotto --announce` was the same as a game where the program answers,
so a newcomer met 'how many jots in your word for Bot's RATED?' unprepared.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

LINE = "Announce game: you answer the jots {}; wrong counts cost points."


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))


def opening(args: list[str]) -> list[str]:
    result = CliRunner().invoke(
        app, ["jotto", "--seed", "5", *args], input="stone\nquit\n", env={"COLUMNS": "80"}
    )
    return result.output.splitlines()[:4]


def test_against_the_bot() -> None:
    lines = opening(["--announce"])
    assert LINE.format("yourself") in lines
    assert len(LINE.format("yourselves")) <= 80


def test_two_people() -> None:
    assert LINE.format("yourselves") in opening(["--announce", "--vs", "human"])


def test_not_said_when_the_program_answers() -> None:
    assert not any(x.startswith("Announce game") for x in opening([]))
