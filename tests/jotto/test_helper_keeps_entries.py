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


def test_a_pipe_or_a_huge_file_where_the_entries_are_kept_is_not_read_whole() -> None:
    # Judge AN18 #2: a pipe there hung the helper; 300 MB of NULs took a minute and 6.5 GB.
    # AN18 #5: a damaged file was taken as empty and written over without a word.
    os.mkfifo(_kept(4))
    out = _helper("lamp 2\nquit\n", "--length", "4")
    assert "is not a file; this game's are not kept" in " ".join(out.split())
    assert _kept(4).is_fifo()  # (left as it is)
    out = " ".join(_helper("lamp 2\nrestore\nquit\n", "--length", "4").split())
    assert "! nothing to restore: entries cannot be kept here (said above)" in out  # (AR18 #6)
    _kept(5).write_bytes(b"\0" * 3_000_000 + b"\nCRANE 2\n")
    out = " ".join(_helper("quit\n").split())
    assert "cannot be read: this game's entries will replace them" in out
    assert "Kept from last time" not in out  # (the entry after 3 MB is not read)


def test_restore_names_the_entries_kept_for_other_variants() -> None:
    # Judge AO18 #4: 'no entries were kept from last time' while the helper without variants
    # kept CRANE 2, SLATE 1 (each set of variants keeps its own).
    _helper("crane 2\nslate 1\n")
    _helper("moist 0\n", "--no-repeats", "--hard-mode")
    out = " ".join(_helper("restore\n", "--no-anagrams").split())
    assert (
        "! nothing to restore: no entries were kept from last time with these variants; the "
        "helper without variants keeps CRANE 2, SLATE 1; the helper with --no-repeats "
        "--hard-mode keeps MOIST 0 (start it so to restore them)"
    ) in out
    out = " ".join(_helper("restore\n").split())
    assert "Restored CRANE 2, SLATE 1." in out


def test_asking_what_to_do_shows_the_helper_s_help() -> None:
    # Judge AR18 #4: both games answer 'menu' and 'what now?' with their help; the helper
    # said 'WHAT has 4 letters; words have 5'.
    for typed in ("menu", "Commands", "what now?", "options"):
        out = _helper(f"{typed}\nquit\n")
        assert out.count("Enter each test word and the jots it got") == 2, out
        assert "letters; words have" not in out and "!" not in out
