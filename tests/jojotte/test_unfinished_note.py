"""Round 10 (a judge's eye): a new sitting started while another waits unfinished says so."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app


def _start(seed: int) -> str:
    args = ["jojotte", "--seed", str(seed), "--level", "easy"]
    # one call first: a new sitting stopped at its first prompt is not saved
    result = CliRunner().invoke(app, args, input="pass\nquit\n", env={"COLUMNS": "300"})
    assert result.exit_code == 0
    return result.output


def test_a_new_sitting_names_the_one_that_waits(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # After Ctrl-C, 'parlor jojotte' again began a new sitting without a word of the first,
    # which waited in the saves folder ('parlor resume' was said only when it stopped).
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    assert "unfinished" not in _start(1)
    (first,) = [p.stem for p in (tmp_path / "saves").glob("jojotte-*.json")]
    said = f"A Jo-Jotte sitting waits unfinished ({first}): parlor resume continues it."
    assert said in _start(2)
    assert "2 Jo-Jotte sittings wait unfinished (the newest " in _start(3)


def test_finished_sittings_and_other_games_are_not_counted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    CliRunner().invoke(app, ["jotto", "--seed", "1"], input="crane\nquit\n")
    (tmp_path / "saves" / "jojotte-20261130-100000-1.json").write_text("{not json")
    assert "unfinished" not in _start(1)
