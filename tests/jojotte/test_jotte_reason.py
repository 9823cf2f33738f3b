"""Round 18 (judge D, finding 4): "qs jotte" with spades trumps, before Jo, was refused with
"Q♠ says no Jotte: Jotte goes with the Queen of trumps after Jo with the King", though Q♠ is
the Queen of trumps: the reason was that Jo had not been said. Each refusal now says its own
reason."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

from .test_ui import partial, run_until_end_of_input, session


def _said(answers: list[str]) -> str:
    # Example 1 after three tricks: you lead, holding K♥ and Q♥ (hearts are trumps).
    return " ".join(run_until_end_of_input(session(partial(1, 13), answers)).split())


def test_the_queen_of_trumps_before_jo_says_jo_comes_first() -> None:
    said = _said(["qh jotte"])
    assert (
        "! no Jotte yet: Jotte follows Jo, said when the K♥ is played (the Queen first "
        "forfeits Jo-Jotte); type Q♥ alone to play it" in said
    )
    assert "Q♥ says no Jotte" not in said
    said = _said(["jotte"])  # the word alone: the Queen is yours, Jo is not said
    assert "! no Jotte yet: Jotte follows Jo, said when the K♥ is played" in said


def test_another_card_is_not_the_queen_of_trumps() -> None:
    # (round 20: a card held; the J♥, played in trick 3, is now refused as not held, as "jh"
    # alone is: it was told "J♥ says no Jotte ...; type J♥ alone to play it")
    said = _said(["ad jotte"])
    assert (
        "! A♦ says no Jotte: Jotte is said with the Queen of trumps, Q♥, after Jo with the K♥"
        in said
    )
    assert "! you do not hold J♥" in _said(["jh jotte"])


def test_the_king_played_without_jo() -> None:
    said = _said(["kh nojo", "qh jotte"])
    assert "! no Jotte: you played the K♥ without saying Jo; type Q♥ alone" in said


def test_the_judges_sitting(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    args = ["jojotte", "--level", "medium", "--seed", "12", "--think", "0.01"]
    out = CliRunner().invoke(app, args, input="1\n1\n1\n1\n1\nqs jotte\nquit\n").output
    text = " ".join(out.split())
    assert "! no Jotte yet: Jotte follows Jo, said when the K♠ is played" in text
    assert "Q♠ says no Jotte" not in text
