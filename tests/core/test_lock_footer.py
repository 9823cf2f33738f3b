"""Judge U14 #1: beside a damaged save, a sound save whose lock file's place is taken (a folder
at ``saves/.NAME.lock``) was counted among the saves 'parlor resume --delete NUMBER removes',
and following that advice deleted a good game. The footer now sets such a save apart: it is
sound, and what stands at its lock file's place is to be removed, not the save."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core import saves

runner = CliRunner()
GOOD = "jotto-20261201-000000-1"


@pytest.fixture
def home(monkeypatch: pytest.MonkeyPatch) -> Path:
    """A sound Jotto save at line 1 (named GOOD), as if another process wrote it."""
    home = Path(os.environ["PARLOR_HOME"])
    played = runner.invoke(
        app, ["jotto", "--vs", "human", "--first", "1"], input="maple\ngrown\nwhale\n"
    )
    assert played.exit_code == 1, played.output
    (first,) = (home / "saves").glob("*.json")
    shutil.copy(first, first.with_name(f"{GOOD}.json"))
    first.unlink()
    monkeypatch.setattr(saves, "_held", type(saves._held)())
    (home / "saves" / f".{GOOD}.lock").mkdir()  # (its lock file's place taken)
    return home


def _said(args: list[str]) -> str:
    return " ".join(runner.invoke(app, args, input="").output.split())


def test_beside_a_damaged_save_the_blocked_one_is_not_offered_to_delete(home: Path) -> None:
    (home / "saves" / "jotto-20261201-000001-2.json").write_text('{"format": "parlor.jo')
    listed = _said(["resume", "--list"])
    assert "a damaged Jotto save" in listed
    good = 1 if f"1. {GOOD}" in listed else 2  # (the list's order: newest first)
    assert f"{good}. {GOOD}" in listed, listed
    assert (
        f"parlor resume --delete NUMBER removes one that cannot be resumed (number {3 - good}); "
        f"number {good} is sound: remove what stands at the lock file's place (named above), "
        "not the save."
    ) in listed, listed


def test_alone_the_blocked_save_gets_no_delete_advice(home: Path) -> None:
    listed = _said(["resume", "--list"])
    assert "--delete" not in listed, listed
    assert "continues one" not in listed
    assert (
        "To resume number 1, remove what stands at its lock file's place (named above), not "
        "the save."
    ) in listed, listed
    chosen = _said(["resume"])
    assert "remove what stands there (named above), not the save, then try again" in chosen
    assert "--delete" not in chosen, chosen
