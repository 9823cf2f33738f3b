"""Round 14: a new Jotto match started while another waits unfinished says so, as Jo-Jotte
does. A newcomer whose window closed mid-game was never told of parlor resume, typed parlor
jotto again and began afresh without a word of the match that waited."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app


def _start(seed: int, *extra: str, lines: str = "crane\nquit\n") -> str:
    args = ["jotto", "--seed", str(seed), "--level", "easy", *extra]
    result = CliRunner().invoke(app, args, input=lines, env={"COLUMNS": "300"})
    assert result.exit_code == 0, result.output
    return result.output


def test_a_new_match_names_the_one_that_waits(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    assert "unfinished" not in _start(1)
    (first,) = [p.stem for p in (tmp_path / "saves").glob("jotto-*.json")]
    out = _start(2)
    said = f"A Jotto match waits unfinished ({first}): parlor resume continues it. This is a new"
    assert said in out
    assert out.index(said) < out.index("Jotto: You against Bot")  # (before the game begins)
    assert "2 Jotto matches wait unfinished (the newest " in _start(3)


def test_finished_matches_and_other_games_are_not_counted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    CliRunner().invoke(app, ["jojotte", "--seed", "1", "--level", "easy"], input="pass\nquit\n")
    assert list((tmp_path / "saves").glob("jojotte-*.json"))  # (a Jo-Jotte sitting waits)
    (tmp_path / "saves" / "jotto-20261130-100000-1.json").write_text("{not json")
    assert "unfinished" not in _start(1, lines="quit\n")  # (nothing saved: no secret yet)
    assert "unfinished" not in _start(2, lines="quit\n")
