"""Judge AN18 #1: `-o` of the pad and sheet commands wrote over parlor's own files without a
word: `parlor jotto pad -f text -o $PARLOR_HOME/history.sqlite3` replaced the history (every
row lost), and a save so named became a damaged one. They are refused now; a new file beside
them is written."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    (home / "saves").mkdir(parents=True)
    (home / "records").mkdir()
    (home / "history.sqlite3").write_bytes(b"SQLite format 3\x00 kept")
    (home / "saves" / "jotto-1.json").write_text('{"kept": true}')
    monkeypatch.setenv("PARLOR_HOME", str(home))
    return home


@pytest.mark.parametrize(
    ("where", "said"),
    [
        ("history.sqlite3", "is one of parlor's own files"),
        ("saves/jotto-1.json", "is in parlor's saves folder"),
        ("saves/new.txt", "is in parlor's saves folder"),
        ("records/x.html", "is in parlor's records folder"),
        ("records/../saves/jotto-1.json", "is in parlor's saves folder"),
    ],
)
@pytest.mark.parametrize("command", [["jotto", "pad"], ["jojotte", "pad"]])
def test_parlor_s_own_files_are_not_written_over(
    data: Path, where: str, said: str, command: list[str]
) -> None:
    before = {p: p.read_bytes() for p in data.rglob("*") if p.is_file()}
    target = data / where
    fmt = "html" if where.endswith(".html") else "text"
    got = CliRunner().invoke(app, [*command, "-f", fmt, "-o", str(target)])
    assert got.exit_code == 2, got.output
    assert said in got.output and "choose another -o" in got.output
    assert {p: p.read_bytes() for p in data.rglob("*") if p.is_file()} == before


def test_a_new_file_beside_them_is_written(data: Path) -> None:
    got = CliRunner().invoke(app, ["jotto", "pad", "-f", "text", "-o", str(data / "pads.txt")])
    assert got.exit_code == 0, got.output
    assert "JOTTO" in (data / "pads.txt").read_text()
    assert (data / "history.sqlite3").read_bytes() == b"SQLite format 3\x00 kept"


def test_the_player_s_own_files_in_the_data_folder_are_written(data: Path) -> None:
    # Judge AR18 #1: with the data folder set to the home folder (or the current one), any
    # file already there was taken for parlor's: a second `-o pads.html` was refused.
    for _ in range(2):
        got = CliRunner().invoke(app, ["jotto", "pad", "-o", str(data / "pads.html")])
        assert got.exit_code == 0, got.output
    # (and the helper's lock: written over, a second helper no longer saw the first, AY19 #3)
    for name in ("history.sqlite3-wal", "jotto-helper-5-no-repeats.txt", ".jotto-helper-4.lock"):
        (data / name).write_text("kept")
        got = CliRunner().invoke(app, ["jotto", "pad", "-f", "text", "-o", str(data / name)])
        assert got.exit_code == 2 and "is one of parlor's own files" in got.output
        assert (data / name).read_text() == "kept"
        lock = name.endswith(".lock")  # (it keeps nothing to lose: said what it does, BA19)
        said = " ".join(got.output.split())
        assert ("write over each other's entries" in said) == lock
        assert ("would lose what it keeps" in said) != lock
