"""Games in progress, saved after every action, and finished records, in the user data dir.

The folder is ``platformdirs.user_data_dir("parlor")`` unless ``PARLOR_HOME`` names another.
``saves/`` holds unfinished games (one JSON file each, rewritten atomically after each action);
``records/`` holds finished ones. A save that cannot be read is reported, never deleted.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir

from parlor.core.records import RecordError, read_json, write_json_atomic

__all__ = [
    "SaveInfo",
    "Saver",
    "home",
    "list_saves",
    "new_save_path",
    "records_dir",
    "saves_dir",
]


def home() -> Path:
    """parlor's data folder (``PARLOR_HOME`` overrides the platform's user data dir)."""
    env = os.environ.get("PARLOR_HOME")
    if env:  # a relative folder is taken from where parlor starts, and kept absolute in records
        return Path(env).expanduser().absolute()
    return Path(user_data_dir("parlor", appauthor=False))


def saves_dir() -> Path:
    return home() / "saves"


def records_dir() -> Path:
    return home() / "records"


@dataclass(frozen=True, slots=True)
class SaveInfo:
    """One file in the saves folder: its record, or the problem that makes it unusable."""

    path: Path
    record: dict[str, Any] | None
    problem: str | None

    @property
    def id(self) -> str:
        return self.path.stem


def list_saves() -> list[SaveInfo]:
    """Unfinished games, newest first; unreadable files are listed with their problem."""
    folder = saves_dir()
    try:
        files = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    except OSError:
        return []
    out: list[SaveInfo] = []
    for f in files:
        try:
            data = read_json(f)
        except RecordError as exc:
            out.append(SaveInfo(f, None, str(exc)))
            continue
        if not isinstance(data, dict) or "format" not in data:
            out.append(SaveInfo(f, None, f"{f}: not a parlor save"))
            continue
        out.append(SaveInfo(f, data, None))
    return out


def new_save_path(stem: str) -> Path:
    """A save file named ``stem`` that no unfinished game or finished record uses yet.

    Two matches started in the same second with the same seed (scripts, two terminals) would
    otherwise share a name, and the second would overwrite the first's save or record.
    """
    name, n = stem, 1
    while (saves_dir() / f"{name}.json").exists() or (records_dir() / f"{name}.json").exists():
        n += 1
        name = f"{stem}-{n}"
    return saves_dir() / f"{name}.json"


class Saver:
    """Writes one game's save after every action; on failure warns once and plays on."""

    def __init__(self, path: Path | None, warn: Any) -> None:
        self.path = path
        self.warn = warn
        self.disabled = path is None
        self.finished_path: Path | None = None
        self.written = path is not None and path.is_file()
        """True once the save file holds the game (a resumed game's file does already)."""

    def save(self, record: dict[str, Any]) -> None:
        if self.disabled or self.path is None:
            return
        try:
            write_json_atomic(self.path, record)
            self.written = True
        except OSError as exc:
            self.disabled = True
            self.warn(
                f"cannot save to {self.path} ({exc.strerror or exc}); "
                "the game goes on without saving"
            )

    def finish(self, record: dict[str, Any]) -> None:
        """The game is over: write it as a record and remove the save."""
        if self.disabled or self.path is None:
            return
        target = records_dir() / self.path.name
        try:
            write_json_atomic(target, record)
            self.path.unlink(missing_ok=True)
            self.finished_path = target
        except OSError as exc:
            why = exc.strerror or str(exc)
            if isinstance(exc, FileExistsError):  # mkdir: a file where the folder should be
                why = f"{target.parent} is a file, not a folder"
            self.warn(
                f"cannot write the finished record {target} ({why}); "
                f"the game stays in {self.path.parent}: parlor resume files it"
            )
