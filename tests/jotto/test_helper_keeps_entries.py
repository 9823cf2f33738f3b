"""``parlor jotto helper`` keeps its entries as they are typed (judge AB15: a closed window lost
every entry of a paper game; only Ctrl-C said them). The next start offers them back, and
``restore`` takes them back; a new entry starts afresh."""

from __future__ import annotations

import os
from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def _helper(lines: str, *args: str) -> str:
    result = runner.invoke(
        app, ["jotto", "helper", "--show", "0", *args], input=lines, env={"COLUMNS": "200"}
    )
    assert result.exit_code == 0, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    return result.output


def _kept(length: int = 5) -> Path:
    return Path(os.environ["PARLOR_HOME"]) / f"jotto-helper-{length}.txt"


def test_entries_survive_a_stop_and_come_back_with_restore() -> None:
    _helper("crane 2\nslate 1, moist 0\n")  # (stops at the end of input, as a closed window)
    assert _kept().read_text(encoding="utf-8") == "CRANE 2\nSLATE 1\nMOIST 0\n"
    out = _helper("restore\nquit\n")
    assert "Kept from last time: CRANE 2, SLATE 1, MOIST 0. Type restore to take them back" in out
    assert "Restored CRANE 2, SLATE 1, MOIST 0." in out
    fresh = _helper("crane 2\nslate 1\nmoist 0\nquit\n")
    # the same entries typed anew leave the helper where restore did
    assert out.split("Restored CRANE 2, SLATE 1, MOIST 0.")[1].split("\n")[1] in fresh


def test_undo_is_kept_too_and_a_new_entry_starts_afresh() -> None:
    _helper("crane 2\nslate 1\nundo\n")
    assert _kept().read_text(encoding="utf-8") == "CRANE 2\n"
    out = _helper("moist 0\nrestore\nquit\n")
    assert "Kept from last time: CRANE 2. Type restore to take it back" in out
    assert "! nothing to restore: this game's entries are kept now" in out
    assert _kept().read_text(encoding="utf-8") == "MOIST 0\n"
    _helper("restore\nundo all\n")  # (taken back, then every one undone)
    out = _helper("restore\n")
    assert "Kept from last time" not in out
    assert "! nothing to restore: no entries were kept from last time" in out


def test_each_length_keeps_its_own_and_bad_lines_are_skipped() -> None:
    _helper("lamp 2\n", "--length", "4")
    assert _kept(4).read_text(encoding="utf-8") == "LAMP 2\n"
    assert not _kept(5).exists()
    _kept(5).write_text("CRANE 2\nnot an entry\nZZZZZ 9\n\xff\n", encoding="utf-8")
    out = _helper("restore\n")
    assert "Kept from last time: CRANE 2. Type restore" in out  # (only what is an entry)
    _kept(5).write_bytes(b"\xff\xfe garbage")  # (not UTF-8: nothing offered, no error)
    out = _helper("quit\n")
    assert "Kept from last time" not in out and "Traceback" not in out


def test_a_data_folder_that_cannot_hold_them_is_said_once(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("", encoding="utf-8")
    result = runner.invoke(
        app,
        ["jotto", "helper", "--show", "0"],
        input="crane 2\nslate 1\n",
        env={"COLUMNS": "200", "PARLOR_HOME": str(blocker)},
    )
    assert result.exit_code == 0, result.output
    assert result.output.count("(The entries cannot be kept:") == 1
    assert "2,458 words remain" in result.output  # (the helper goes on)


def test_the_helper_help_names_restore() -> None:
    """Judge AG17 #2: ``parlor jotto helper --help`` listed undo, help and quit only."""
    from typer.testing import CliRunner

    from parlor.cli import app

    out = " ".join(CliRunner().invoke(app, ["jotto", "helper", "--help"]).output.split())
    assert "Commands: undo, help, quit, and restore (the entries kept from the last run" in out
