"""'Jotto' typed as the answer to a test word (what a player says on paper when the word is the
secret) says that the word is not the secret, parlor calls JOTTO itself, and asks for the
jots; it said only 'answer with a number of jots from 0 to 5'."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


@pytest.mark.parametrize("said", ["jotto", "JOTTO!", "Jotto."])
def test_jotto_as_an_answer_is_explained(
    said: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    args = ["jotto", "--vs", "human", "--announce", "--first", "1", "--seed", "3"]
    result = runner.invoke(
        app, args, input=f"maple\ngrown\nwrong\n{said}\n5\npad\nquit\n", env={"COLUMNS": "200"}
    )
    out = result.output
    assert (
        "! WRONG is not your secret word (parlor calls JOTTO itself when a test word is): "
        "answer with its number of jots, 0 to 5 (5 if it has the same letters in another order)"
    ) in out, out
    assert out.count("how many jots in your word for Player 1's WRONG (line 1)?") == 2
    assert "5 (10)" in out  # the answer typed next is taken


def test_a_six_letter_game_says_its_range(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    args = ["jotto", "--vs", "human", "--announce", "--first", "1", "--length", "6"]
    result = runner.invoke(
        app, args, input="planet\nsilent\nlisten\njotto\n6\nquit\n", env={"COLUMNS": "200"}
    )
    assert "LISTEN is not your secret word" in result.output, result.output
    assert "0 to 6 (6 if it has the same letters in another order)" in result.output
