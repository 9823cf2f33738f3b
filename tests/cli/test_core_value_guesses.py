"""An option's value mistyped or begun is guessed, as typer guesses a mistyped command or
option: '--level eazy' says "(did you mean easy?)", '--level m' "(did you mean medium?)",
'-f pfd' "(did you mean pdf?)". It said only which values there are."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.cli_common import one_of

runner = CliRunner()


@pytest.mark.parametrize(
    ("typed", "guess"),
    [("eazy", "easy"), ("hrad", "hard"), ("m", "medium"), ("med", "medium"), ("MEDUIM", "medium")],
)
def test_a_level_mistyped_or_begun_is_guessed(typed: str, guess: str) -> None:
    with pytest.raises(Exception, match=rf"\(did you mean {guess}\?\)"):
        one_of(["easy", "medium", "hard"])(typed)


def test_no_guess_when_nothing_is_close() -> None:
    with pytest.raises(Exception) as caught:
        one_of(["bot", "human"])("computer")
    assert "did you mean" not in str(caught.value)
    with pytest.raises(Exception) as caught:
        one_of(["easy", "medium", "hard"])("x")
    assert "did you mean" not in str(caught.value)


def test_the_options_say_their_guess() -> None:
    result = runner.invoke(app, ["jotto", "--vs", "bott"])
    assert result.exit_code == 2
    said = " ".join(result.output.replace("│", " ").split())
    assert "must be bot or human, not 'bott' (did you mean bot?)" in said, said
    result = runner.invoke(app, ["jotto", "sheet", "x", "-f", "pfd"])
    said = " ".join(result.output.replace("│", " ").split())
    assert "not 'pfd' (did you mean pdf?)" in said, said


def test_a_games_name_mistyped_is_guessed() -> None:
    result = runner.invoke(app, ["history", "--game", "jojote"])
    said = " ".join(result.output.replace("│", " ").split())
    assert "not 'jojote' (did you mean jojotte?)" in said, said
    result = runner.invoke(app, ["stats", "jotoo"])
    said = " ".join(result.output.replace("│", " ").split())
    assert "'jotoo' is not a game: jotto or jojotte (did you mean jotto?)" in said, said
