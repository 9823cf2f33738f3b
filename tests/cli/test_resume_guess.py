"""parlor resume with a game's name mistyped ('jojote') said only "no unfinished game 'jojote'";
it now guesses the game, as mistyped option values are guessed."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


@pytest.mark.parametrize(("typed", "game"), [("jojote", "jojotte"), ("jottto", "jotto")])
def test_a_mistyped_game_is_guessed(
    typed: str, game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    runner.invoke(app, ["jojotte", "--seed", "4"], input="1\n")  # a save, so the list is not empty
    result = runner.invoke(app, ["resume", typed], env={"COLUMNS": "200"})
    assert result.exit_code == 2
    assert f"(did you mean parlor resume {game}?)" in result.output, result.output


def test_a_name_like_no_game_is_not_guessed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    runner.invoke(app, ["jojotte", "--seed", "4"], input="1\n")
    result = runner.invoke(app, ["resume", "blah"], env={"COLUMNS": "200"})
    assert result.exit_code == 2 and "did you mean" not in result.output, result.output
