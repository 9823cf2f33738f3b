"""`parlor resume --list` replays each Jo-Jotte save once (session 13's review): it replayed
each twice, once to check its moves and once to say where it stands ('deal 2 next'). Where it
stands is read off the replay before the session is given the sitting (a session may move
the sitting it is given), so the listing says the same as before."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import parlor.jojotte.record as jojotte_record
from parlor.cli import app


def _parlor(home: Path, *args: str, feed: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PARLOR_HOME": str(home), "COLUMNS": "200", "NO_COLOR": "1"}
    return subprocess.run(
        [sys.executable, "-m", "parlor", *args],
        input=feed,
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )


@pytest.fixture(scope="module")
def between_deals(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A sitting saved as quit at "Press Enter for the next deal" (deal 1 played out; seed
    3, easy, answering 1: deal 1 takes ten answers, as test_list_next_deal has it)."""
    home = tmp_path_factory.mktemp("between")
    played = _parlor(home, "jojotte", "--seed", "3", "--level", "easy", feed="1\n" * 10)
    assert played.returncode == 1, played.stderr
    (save,) = (home / "saves").glob("jojotte-*.json")
    data = json.loads(save.read_text(encoding="utf-8"))
    data["rubbers"][0]["deals"].pop()  # (deal 2 had begun: as saved before it)
    save.write_text(json.dumps(data), encoding="utf-8")
    return save


def test_resume_list_replays_each_jojotte_save_once(
    tmp_path: Path, between_deals: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    for n in range(1, 4):
        shutil.copy(between_deals, saves / f"jojotte-20260101-00000{n}-{n}.json")
    calls: list[object] = []
    real = jojotte_record.replay_record

    def counted(data: object, **kwargs: Any) -> object:
        calls.append(data)
        return real(data, **kwargs)

    monkeypatch.setattr(jojotte_record, "replay_record", counted)
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "200")
    done = CliRunner().invoke(app, ["--no-color", "resume", "--list"])
    assert done.exit_code == 0, done.output
    listed = [line for line in done.output.splitlines() if ". jojotte-" in line]
    assert len(listed) == 3
    for line in listed:  # where it stands, read off the one replay
        assert "rubber 1, deal 2 next, points 448-0 in the deals played out" in line
    assert len(calls) == 3


def test_where_a_sitting_stands_is_read_before_the_session_has_it(
    tmp_path: Path, between_deals: Path
) -> None:
    """The list's 'deal 2 next' for a sitting between deals, as resuming opens it."""
    home = tmp_path
    (home / "saves").mkdir()
    shutil.copy(between_deals, home / "saves" / between_deals.name)
    listed = _parlor(home, "resume", "--list")
    assert "rubber 1, deal 2 next," in listed.stdout
    resumed = _parlor(home, "resume", "1", feed="quit\n")
    assert "Rubber 1, deal 2: You deal" in resumed.stdout
