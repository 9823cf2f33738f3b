"""Rules section 6: "The default for bots and for the 'auto-declare' setting is to declare
everything that scores." parlor had no such setting: the player was always asked. ``parlor
jojotte --auto-declare`` declares the player's melds that score without asking (after the
bot's declaration, none that it beats: such a meld scores nothing and shows the cards; judge
AX19 #3), and a resumed sitting keeps the setting."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()
# seed 2, easy bot, 1 at every prompt: You hold A♠-K♠-Q♠ when the melds come (the bot declares
# 10♥-9♥-8♥ and A♣-K♣-Q♣-J♣)
ARGS = ["jojotte", "--level", "easy", "--seed", "2"]


def _play(args: list[str], answers: int) -> str:
    return runner.invoke(app, args, input="1\n" * answers, env={"COLUMNS": "80"}).output


def test_without_the_setting_the_player_is_asked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    out = _play(ARGS, 40)
    # (marked since round 19: the bot's A♣-K♣-Q♣-J♣, declared first, beats it)
    assert (
        "1) declare A♠-K♠-Q♠ (20, beaten by Bot's A♣-K♣-Q♣-J♣: scores nothing)\n2) declare nothing"
    ) in out, out
    assert "You declare A♠-K♠-Q♠ (20)." in out


def test_auto_declare_declares_what_scores_without_asking(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    out = _play([*ARGS, "--auto-declare"], 40)
    assert "Declare (" not in out and "2) declare nothing" not in out, out
    # (the bot's A♣-K♣-Q♣-J♣, declared first, beats A♠-K♠-Q♠: it is kept hidden)
    assert "You declare nothing." in out and "You declare A♠-K♠-Q♠" not in out, out
    # (and said why, BA19: 'You declare nothing' alone, holding a run, puzzled)
    assert "(Auto-declare keeps back the melds Bot's declaration beats: they would score" in out
    assert "Melds: only Bot declared: You 0, Bot 60 above the line." in out


def test_a_resumed_sitting_keeps_the_setting(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    _play([*ARGS, "--auto-declare"], 1)  # one call, then the end of input: saved
    assert list((tmp_path / "saves").glob("jojotte-*.json"))
    out = _play(["resume", "1"], 40)
    assert "Resumed where the sitting stopped." in out, out
    assert "Declare (" not in out, out
    assert "You declare nothing." in out, out


def test_the_help_names_the_setting() -> None:
    out = " ".join(runner.invoke(app, ["jojotte", "--help"], env={"COLUMNS": "200"}).output.split())
    assert "--auto-declare" in out and "Declare your melds that score without being asked" in out
