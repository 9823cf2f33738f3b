"""Judge AQ18 #3: the hint (the hard bot) calls No-Trump on weak hands to keep the other side
from a game, and said nothing of it: a newcomer took "overcall No-Trump" on ♠ J 9 7 ♦ J 10 ♣ 7
for a strong hand's call. The hint says it is likely a sacrifice when the medium bot, which
calls on strength alone, would not call it."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app


def _hinted(seed: int, answers: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    got = CliRunner().invoke(
        app,
        ["jojotte", "--level", "medium", "--seed", str(seed), "--hint"],
        input=answers,
        env={"COLUMNS": "300"},
    )
    return got.output


def test_a_weak_hand_s_no_trump_hint_says_it_is_a_sacrifice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = _hinted(11, "pass\npass\nquit\n", tmp_path, monkeypatch)
    assert "Hint (the hard bot): 1) overcall No-Trump" in out
    assert "On this hand No-Trump is likely a sacrifice: if it fails, Bot scores" in out
    assert out.count("likely a sacrifice") == 1  # (only where No-Trump is the hint)


def test_an_opening_no_trump_is_no_sacrifice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Judge AR18 #3: in round 2 with nothing bid, passing costs nothing (passed out, the deal is
    # void), so the line's "letting the other contract stand" was wrong there.
    out = _hinted(34, "pass\nquit\n", tmp_path, monkeypatch)
    assert "Hint (the hard bot): 4) No-Trump" in out
    assert "sacrifice" not in out
