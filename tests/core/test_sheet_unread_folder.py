"""Judge S14 #2: a sheet, replay or analyze given no RECORD, when the records or saves folder
cannot be read or the only save is no file (a folder, a pipe, a link that loops), names
that folder or that entry in one line (exit status 2); it said 'no record or save yet: play
a sitting first' of records that were there. A folder that cannot be read beside a record
that can is named in a note, and the record is shown."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.saves import records_dir, saves_dir

runner = CliRunner()


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _unreadable(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """``folder`` cannot be listed (as without read permission: glob finds nothing in it)."""
    real = Path.iterdir
    real_listdir = os.listdir
    real_scandir = os.scandir

    def iterdir(self: Path) -> Iterator[Path]:
        if self == folder:
            raise PermissionError(13, "Permission denied", str(self))
        return real(self)

    def listdir(path: object = ".") -> list[str]:
        if Path(str(path)) == folder:
            raise PermissionError(13, "Permission denied", str(path))
        return real_listdir(path)  # type: ignore[arg-type]

    def scandir(path: object = ".") -> Any:
        if Path(str(path)) == folder:
            raise PermissionError(13, "Permission denied", str(path))
        return real_scandir(path)  # type: ignore[arg-type]

    monkeypatch.setattr(Path, "iterdir", iterdir)
    monkeypatch.setattr(os, "listdir", listdir)
    monkeypatch.setattr(os, "scandir", scandir)


@pytest.mark.parametrize(
    "command", [["jojotte", "sheet"], ["jojotte", "replay"], ["jotto", "sheet"]]
)
def test_a_saves_folder_that_cannot_be_read_is_named(
    command: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    saves_dir().mkdir(parents=True)
    _unreadable(monkeypatch, saves_dir())
    result = runner.invoke(app, command)
    text = _one_line(result.output)
    assert result.exit_code == 2, text
    assert f"{saves_dir()}: cannot read the saves folder (Permission denied)" in text, text
    assert "play a" not in text, text


@pytest.mark.parametrize("kind", ["folder", "fifo", "loop"])
def test_the_only_save_that_is_no_file_is_named(kind: str) -> None:
    folder = saves_dir()
    folder.mkdir(parents=True)
    entry = folder / "jotto-20261201-000000-1.json"
    if kind == "folder":
        entry.mkdir()
        what = "is a folder, not a save"
    elif kind == "fifo":
        os.mkfifo(entry)
        what = "is not a file (a pipe or a device), not a save"
    else:
        entry.symlink_to(entry.name)
        what = "is a link that points to itself, not a save"
    result = runner.invoke(app, ["jotto", "sheet"])
    text = _one_line(result.output)
    assert result.exit_code == 2, text
    assert f"no Jotto record or save can be read: {entry} {what}" in text, text


def test_nothing_there_still_says_play_first() -> None:
    result = runner.invoke(app, ["jotto", "sheet"])
    assert result.exit_code == 2
    assert "no Jotto record or save yet: play a match first" in _one_line(result.output)


def test_a_records_folder_that_cannot_be_read_is_noted_beside_a_save(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    played = runner.invoke(
        app, ["jotto", "--vs", "human", "--first", "1"], input="maple\ngrown\nwhale\n"
    )
    assert played.exit_code == 1, played.output
    records_dir().mkdir(parents=True)
    _unreadable(monkeypatch, records_dir())
    result = runner.invoke(app, ["jotto", "sheet"])
    text = _one_line(result.output)
    assert result.exit_code == 0, text
    assert f"(Skipped {records_dir()}: cannot read the records folder" in text, text
