"""A save without the settings resuming needs (a Jotto save without options, a Jo-Jotte save
without its session settings) is counted as damaged by `parlor resume`: it was listed as 'a
damaged save' yet counted as one to resume ('parlor resume NUMBER continues one', no --delete
line), and with only such saves the chooser asked 'Which game (1, or q)?'."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

SAVES = {
    "jotto-20261130-010101-2.json": {"format": "parlor.jotto", "version": 1, "game": "jotto"},
    "jojotte-20261130-010101-1.json": {
        "format": "parlor.jojotte",
        "version": 1,
        "game": "jojotte",
        "rubbers": [],
    },
}


def _parlor(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PARLOR_HOME": str(home), "COLUMNS": "100", "NO_COLOR": "1"}
    return subprocess.run(
        [sys.executable, "-m", "parlor", *args],
        capture_output=True,
        text=True,
        env=env,
        stdin=subprocess.DEVNULL,
        timeout=60,
        check=False,
    )


@pytest.mark.parametrize("name", sorted(SAVES))
def test_a_save_without_its_settings_is_listed_as_one_that_cannot_be_resumed(
    name: str, tmp_path: Path
) -> None:
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / name).write_text(json.dumps(SAVES[name]), encoding="utf-8")
    listed = _parlor(tmp_path, "resume", "--list")
    assert listed.returncode == 0
    assert "continues one" not in listed.stdout, listed.stdout
    assert "parlor resume --delete NUMBER removes one" in listed.stdout, listed.stdout
    assert "a damaged" in listed.stdout, listed.stdout
    chosen = _parlor(tmp_path, "resume")
    assert chosen.returncode == 1
    assert "Which game" not in chosen.stdout, chosen.stdout
    assert "It cannot be resumed: parlor resume --delete 1 removes it." in chosen.stdout
