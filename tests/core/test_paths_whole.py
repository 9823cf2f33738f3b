"""Round 18 (judge E, finding 1): the warnings and stop notes that name a file were printed as
one line, which the terminal broke at 80 columns inside words and paths ('tries again after e'
/ 'ach move', 'jotto-202' / '61201-....json'): 'cannot save', 'cannot write the finished
record', 'not added to the history', 'The match is not recorded' and 'The save made before
saving failed stays in PATH'. They are broken between words at the console's width now, each
path whole, on a line of its own where it does not fit (one helper, say_naming)."""

from __future__ import annotations

import contextlib
import errno
import io
import re
from pathlib import Path
from typing import Any

import pytest
import typer
from rich.cells import cell_len
from rich.console import Console
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core import history, saves
from parlor.core.console import Naming, make_console, say_naming, warner
from parlor.core.history import file_finished
from parlor.core.saves import Saver, saves_dir
from parlor.core.store import Store, StoreError

runner = CliRunner()


@pytest.fixture
def deep_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / ("a-rather-long-folder-name-" * 2) / "parlor-data"
    home.mkdir(parents=True)
    monkeypatch.setenv("PARLOR_HOME", str(home))
    return home


def _check(text: str, wide: str, width: int, paths: list[str]) -> None:
    """``text``, printed at ``width`` columns, is ``wide`` (the same printed on one line each)
    broken between words only, no line wider than the console but a path's line, and each
    path whole on one line."""
    assert text.split() == wide.split(), (text, wide)  # (a word cut in two: 'e' 'ach')
    lines = text.splitlines()
    for path in paths:
        assert any(path in line for line in lines), (path, text)
    for line in lines:
        if cell_len(line) > width:  # only a path too long for any line, alone on its line
            assert any(line.strip("(.:;,)") == path for path in paths), (line, text)


class Finished:
    in_history = False

    def record(self) -> dict[str, Any]:
        return {"format": "parlor.jotto", "version": 1, "finished": True}


def _nothing_written(width: int, monkeypatch: pytest.MonkeyPatch) -> str:
    """The warnings and notes of a match that ends when nothing can be written (a full disk):
    its save of before saving failed stays."""
    out = io.StringIO()
    console = make_console(file=out)
    console.width = width
    saver = Saver(saves_dir() / "jotto-20261201-013750-5.json", warner(console))
    saver.save({"format": "parlor.jotto", "version": 1, "line": 5})
    with pytest.MonkeyPatch.context() as full:

        def no_room(path: Path, data: Any) -> None:
            raise OSError(errno.ENOSPC, "No space left on device", str(path))

        def no_history(*args: Any, **kwargs: Any) -> Store:
            raise StoreError(f"{history.history_path()}: cannot open the history (disk full)")

        def cannot_keep(*args: Any) -> Path:
            raise OSError(errno.ENOSPC, "No space left on device")

        full.setattr(saves, "write_json_atomic", no_room)
        full.setattr(Store, "open", no_history)
        full.setattr(history, "keep_pending", cannot_keep)
        saver.save({"format": "parlor.jotto", "version": 1, "line": 6})
        # (unrecorded, the run ends with exit status 1: judge E, finding 4)
        with contextlib.suppress(typer.Exit):
            file_finished(
                console,
                saver,
                Finished(),
                noun="match",
                game="jotto",
                players=["Ann", "Bob"],
                winner="Ann",
                totals={"Ann": 86, "Bob": 21},
                stats={},
            )
    assert saver.path is not None and saver.path.is_file()
    saver.discard()
    return out.getvalue()


@pytest.mark.parametrize("width", [80, 40])
def test_every_warning_of_a_match_nothing_could_keep_breaks_between_words(
    width: int, deep_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = _nothing_written(width, monkeypatch)
    wide = _nothing_written(100_000, monkeypatch)
    save = str(saves_dir() / "jotto-20261201-013750-5.json")
    record = str(deep_home / "records" / "jotto-20261201-013750-5.json")
    for said in (
        "Warning: cannot save to",
        "tries again after each move",
        "Warning: cannot write the finished record",
        "Warning: not added to the history:",
        "The match is not recorded: neither its record nor its save",
        "The save made before saving failed stays in",
    ):
        assert said in " ".join(text.split()), text
    _check(text, wide, width, [save, record, str(history.history_path()), str(deep_home)])
    assert len(str(deep_home)) + len("written in ") > 40  # (the case that broke)
    if width == 40:  # the home's path alone on its line, not run on with the words after
        assert str(deep_home) in text.splitlines()


@pytest.mark.parametrize("width", [80, 40])
def test_the_jotto_match_of_a_folder_nothing_can_be_written_in(width: int, deep_home: Path) -> None:
    # records and saves, files where the folders should be; the history a folder, and
    # history-pending a file: nothing keeps the match
    for name in ("records", "saves", "history-pending"):
        (deep_home / name).write_text("")
    (deep_home / "history.sqlite3").mkdir()
    args = ["jotto", "--vs", "human", "--first", "1", "--target", "10", "--seed", "5"]
    said = {}
    for columns in (width, 100_000):
        env = {"COLUMNS": str(columns)}
        output = runner.invoke(app, args, input="maple\ngrown\ngrown\n", env=env).output
        # what is said when the first save fails, and once the match is over
        saving = output[output.index("Warning: cannot save to") : output.index("Player 2, type")]
        said[columns] = saving + output.split("wins the match, 100 to 0.")[-1]
        # (the two runs' names, of the same length, may be stamped a second apart)
        said[columns] = re.sub(r"jotto-\d{8}-\d{6}", "jotto-YYYYMMDD-HHMMSS", said[columns])
    text = said[width]
    flat = " ".join(text.split())
    assert "The match is not recorded" in flat and "Warning: cannot save to" in flat
    assert "cannot write the finished record" in flat and "not added to the history" in flat
    save = next(word for word in said[100_000].split() if word.startswith(str(deep_home / "saves")))
    record = next(
        word for word in said[100_000].split() if word.startswith(str(deep_home / "records"))
    )
    folders = [str(deep_home / name) for name in ("saves", "records", "history.sqlite3")]
    paths = [save, record, *folders, str(deep_home)]
    _check(text, said[100_000], width, [p.rstrip(".:;,") for p in paths])


@pytest.mark.parametrize("width", [80, 40])
def test_a_path_with_spaces_in_it_is_never_broken(width: int) -> None:
    path = "/home/Ann Smith/My Games/parlor data/saves/jotto-20261201-013750-5.json"
    message = Naming(f"cannot save to {path} (Read-only file system); the game goes on", path)
    out = io.StringIO()
    console = make_console(file=out)
    console.width = width
    say_naming(console, message, lead="[yellow]Warning:[/]")
    lines = out.getvalue().splitlines()
    assert path in lines, lines
    assert all(cell_len(line) <= width for line in lines if line != path)


def test_a_message_that_fits_stays_on_one_line() -> None:
    out = io.StringIO()
    console = Console(file=out, width=80)
    say_naming(console, "The match is recorded in /tmp/x/y.json.", "/tmp/x/y.json")
    assert out.getvalue() == "The match is recorded in /tmp/x/y.json.\n"


def test_the_stop_note_keeps_its_path_whole_at_a_narrow_width() -> None:
    out = io.StringIO()
    console = Console(file=out, width=40)
    where = "/a/rather/long/folder/for/the/data/of/parlor/saves/jotto-x.json"
    say_naming(
        console,
        f"The save made before saving failed stays in {where} and parlor resume continues "
        "the match from there.",
        where,
    )
    lines = out.getvalue().splitlines()
    assert lines[0] == "The save made before saving failed stays"
    assert lines[1] == "in"
    assert lines[2] == where
    assert lines[3:] == ["and parlor resume continues the match", "from there."]
