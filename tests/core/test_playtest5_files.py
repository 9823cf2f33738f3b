"""Play-test round 5: data folders, saves and histories that are not what parlor expects."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()
ARGS = ["jotto", "--vs", "human", "--first", "1", "--target", "10"]
WON_AT_ONCE = ["maple", "grown", "grown"]  # side 1 tests side 2's secret on line 1


def run(args: list[str], lines: list[str]) -> tuple[int, str]:
    result = runner.invoke(
        app, args, input="".join(x + "\n" for x in lines), env={"COLUMNS": "200"}
    )
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, " ".join(result.output.split())


def home() -> Path:
    return Path(os.environ["PARLOR_HOME"])


def test_a_saves_folder_that_is_a_file_is_named_not_said_to_be_empty() -> None:
    # resume --list said "No unfinished games" and the game warned "(File exists)".
    home().mkdir(parents=True, exist_ok=True)
    (home() / "saves").write_text("a file where the folder should be")
    for args in (["resume", "--list"], ["resume"], ["resume", "1"]):
        code, out = run(args, [])
        assert code == 2 and f"{home() / 'saves'} is a file, not a folder" in out, out
        assert "No unfinished games" not in out
    code, out = run(ARGS, ["maple", "grown", "whale", "quit"])
    assert f"({home() / 'saves'} is a file, not a folder); the game goes on" in out, out
    assert "File exists" not in out


def test_a_data_folder_that_is_a_file_is_named_in_every_warning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The warnings said "(Not a directory)" and "([Errno 17] File exists: '...')".
    data = tmp_path / "parlor-data"
    data.write_text("a file")
    monkeypatch.setenv("PARLOR_HOME", str(data))
    code, out = run(ARGS, WON_AT_ONCE)
    # (nothing could keep the match: exit status 1 since round 18)
    assert code == 1 and "Player 1 wins the match" in out, out
    assert out.count(f"({data} is a file, not a folder)") == 3, out  # save, record, history
    assert "Errno" not in out and "Not a directory" not in out
    code, out = run(["resume", "--list"], [])
    assert code == 2 and f"{data} is a file, not a folder" in out


def test_a_database_of_another_program_is_named_as_such() -> None:
    # history and stats said "no such column: id" for a database with another 'matches' table.
    home().mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(home() / "history.sqlite3") as conn:
        conn.execute("CREATE TABLE matches (x)")
        conn.execute("PRAGMA user_version = 2")
    for args in (["history"], ["stats"], ["history", "--json"]):
        code, out = run(args, [])
        assert code == 2 and "not a parlor history database" in out, out
        assert "no such column" not in out


def test_a_history_that_is_a_folder_is_named_as_such() -> None:
    # "cannot open the history (unable to open database file)" named no cause.
    (home() / "history.sqlite3").mkdir(parents=True)
    code, out = run(["history"], [])
    assert code == 2 and "cannot open the history (it is a folder, not a file)" in out, out
    code, out = run(ARGS, WON_AT_ONCE)
    assert code == 0 and "not added to the history" in out and "it is a folder" in out, out


SAMPLE = ["whale", "flask", "shale", "lulls", "field", "stomp", "worst", "chime", "grout"]
REST = ["fight", "brown", "plane", "wrong", "ample", "grown"]
SAMPLE_ARGS = ["jotto", "--vs", "human", "--first", "1", "--target", "80"]


def test_a_save_linked_under_a_second_name_is_one_game() -> None:
    # A save resumed through a symbolic link had the link replaced by a file of its own: the
    # game it named stayed behind unfinished, to be resumed and counted a second time; and the
    # two names had two locks, so two parlors could play the one game at once.
    from parlor.core.saves import Saver, in_use

    run(SAMPLE_ARGS, ["maple", "grown", *SAMPLE[:3], "quit"])
    (save,) = (home() / "saves").glob("*.json")
    alias = home() / "saves" / "alias.json"
    alias.symlink_to(save)
    code, out = run(["resume", "alias"], [*SAMPLE[3:], "quit"])
    assert code == 0 and "Saved as alias" in out, out
    assert alias.is_symlink() and "test grout" in save.read_text()
    holder = Saver(save, print)  # this process plays it under its own name...
    assert not holder.disabled
    from parlor.core import saves as saves_module

    saves_module._held.clear()  # ...as another process would: the alias is in use
    assert in_use(alias)
    del holder
    code, out = run(["resume", "alias"], REST)
    assert code == 0 and "Player 1 wins the match, 86 to 21." in out, out
    assert sorted(p.name for p in (home() / "saves").iterdir()) == []
    code, out = run(["history", "--json"], [])
    assert code == 0 and out.count('"game": "jotto"') == 1


def test_a_link_to_a_save_that_is_not_there_is_listed_with_its_reason() -> None:
    # A link to a missing file (a folder not mounted) was left out of the list in silence.
    (home() / "saves").mkdir(parents=True)
    (home() / "saves" / "usb.json").symlink_to("/nonexistent/parlor/usb.json")
    code, out = run(["resume", "--list"], [])
    assert code == 0 and "1. usb" in out and "a link to /nonexistent/parlor/usb.json, which" in out
    code, out = run(["resume", "usb"], [])
    assert code == 2 and "which is not there; the file is left as it is" in out, out
    assert "parlor resume --delete usb removes it" in " ".join(out.split())


def test_a_save_holding_a_number_of_a_million_digits_is_refused_at_once() -> None:
    # Python reads a number of n digits in time n squared: with the entry point's digit limit
    # lifted, one save holding a seed of two million digits kept resume --list busy for half
    # a minute (a 64 MB file, for days); under the limit it was an internal error.
    import sys
    import time

    (home() / "saves").mkdir(parents=True)
    huge = "9" * 1_000_000
    text = '{"format": "parlor.jotto", "version": 1, "seed": ' + huge + "}"
    (home() / "saves" / "huge.json").write_text(text)
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)  # as parlor's entry point had it
    try:
        start = time.monotonic()
        code, out = run(["resume", "--list"], [])
        assert time.monotonic() - start < 3
    finally:
        sys.set_int_max_str_digits(old)
    assert code == 0 and "1. huge" in out and "holds a number of 1000000 digits" in out, out
    for args in (["resume", "huge"], ["jotto", "sheet", str(home() / "saves" / "huge.json")]):
        code, out = run(args, [])
        assert code == 2 and "not a parlor file (it holds a number of 1000000 digits" in out, out


def test_a_history_row_holding_a_number_of_a_million_digits_is_left_out_at_once() -> None:
    import sys
    import time

    from parlor.core.store import Store

    store = Store.open()
    store.add_match("jotto", "2026-01-01T10:00:00", ["Ann", "Bob"], "Ann", {"Ann": 1}, {})
    with sqlite3.connect(store.path) as conn:
        conn.execute("UPDATE matches SET totals = ?", ('{"Ann": ' + "9" * 1_000_000 + "}",))
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)  # as parlor's entry point had it
    try:
        start = time.monotonic()
        code, out = run(["history"], [])
        assert time.monotonic() - start < 3
    finally:
        sys.set_int_max_str_digits(old)
    assert code == 0 and "left out 1 match that could not be read" in out, out


def test_the_entry_point_raises_the_digit_limit_to_the_longest_answer_not_beyond() -> None:
    # main() lifted Python's digit limit altogether: a number of millions of digits anywhere
    # was read in time n squared (seconds to days). It is raised to the longest answer.
    import subprocess
    import sys

    from parlor.core.prompt import LINE_MAX

    code = (
        "import sys; from parlor import cli; cli._digits_for_answers(); "
        "print(sys.get_int_max_str_digits())"
    )
    env = {k: v for k, v in os.environ.items() if k != "PYTHONINTMAXSTRDIGITS"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert out.stdout.strip() == str(LINE_MAX), out.stderr
    env["PYTHONINTMAXSTRDIGITS"] = "0"  # the user's own choice: no limit, kept
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert out.stdout.strip() == "0", out.stderr


def test_an_answer_pasted_at_the_keyboard_is_cut_as_a_piped_one_is(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A paste of a million characters at a terminal reached the game whole (a piped line is
    # cut at LINE_MAX), so a number in it could be longer than Python reads.
    import io

    from rich.console import Console

    from parlor.core.prompt import LINE_MAX, TerminalInput

    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.setattr("builtins.input", lambda prompt="": "9" * 1_000_000)
    monkeypatch.setattr("getpass.getpass", lambda prompt="": "x" * 1_000_000)
    inp = TerminalInput(Console(file=io.StringIO()), Tty())
    assert inp.ask("jots: ") == "9" * LINE_MAX
    assert len(inp.ask("secret: ", hidden=True)) == LINE_MAX


def test_saving_that_failed_for_a_while_starts_again_when_it_can(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # After one failed save (a disk full for a moment) the game never saved again: when the
    # terminal closed later, every move since the disk had room again was lost.
    import errno
    import json

    from parlor.core import saves as saves_module

    real_write = saves_module.write_json_atomic
    calls = {"n": 0}

    def flaky_write(path: Path, obj: object) -> None:
        calls["n"] += 1
        if 3 <= calls["n"] <= 5:  # the disk is full for three actions
            raise OSError(errno.ENOSPC, "No space left on device")
        real_write(path, obj)

    monkeypatch.setattr(saves_module, "write_json_atomic", flaky_write)
    code, out = run(SAMPLE_ARGS, ["maple", "grown", *SAMPLE[:6], "quit"])
    assert code == 0 and out.count("cannot save to") == 1, out
    assert "No space left on device); the game goes on without saving; it tries again" in out
    assert "the game is saved again, in" in out and "Saved as" in out, out
    (save,) = (home() / "saves").glob("*.json")
    actions = json.loads(save.read_text())["games"][0]["actions"]
    assert actions == [f"test {w}" for w in SAMPLE[:6]], actions


@pytest.mark.parametrize(
    "args",
    [
        ["history", "--json"],
        ["stats", "--json"],
        ["history", "--game", "chess"],
        ["resume", "nosuchgame"],
        ["resume", "broken"],
    ],
)
def test_errors_of_history_stats_and_resume_go_to_standard_error(args: list[str]) -> None:
    # They went to standard output: parlor history --json > h.json put the error in the file,
    # and the player saw nothing (the sheets' errors were on standard error already).
    home().mkdir(parents=True, exist_ok=True)
    (home() / "history.sqlite3").write_text("not a database")
    (home() / "saves").mkdir()
    (home() / "saves" / "broken.json").write_text("{")
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    assert result.stdout.strip() == "", result.stdout
    # (--game chess is a usage error, as every option's bad value: usage line first)
    assert result.stderr.startswith(("Error: ", "Usage: ")), result.stderr


def test_an_empty_save_is_called_empty() -> None:
    # It said 'not valid JSON (line 1, column 1: Expecting value); the file may be truncated'.
    (home() / "saves").mkdir(parents=True)
    (home() / "saves" / "blank.json").write_text("\n")
    code, out = run(["resume", "--list"], [])
    assert code == 0 and "an empty file, not a parlor save or record" in out, out
    assert "Expecting value" not in out
    code, out = run(["jojotte", "sheet", str(home() / "saves" / "blank.json")], [])
    assert code == 2 and "an empty file, not a parlor save or record" in out, out


def test_the_list_names_a_damaged_save_once_not_with_its_whole_path_again() -> None:
    # Each damaged save's line repeated the folder the list's heading names, and took a
    # second line for it: '10. trunc  /home/.../saves/trunc.json: not valid JSON ...'.
    (home() / "saves").mkdir(parents=True)
    (home() / "saves" / "trunc.json").write_text('{"format": "parlor.jotto", "ver')
    code, out = run(["resume", "--list"], [])
    assert code == 0 and "1. trunc a damaged save: not valid JSON (a string left open" in out, out
    assert str(home() / "saves" / "trunc.json") not in out
    code, out = run(["resume"], ["1", "q"])
    # (the only save is damaged: nothing to choose, said so since round 17's C11)
    assert "It cannot be resumed: parlor resume --delete 1 removes it." in out, out
    assert str(home() / "saves" / "trunc.json") not in out
    code, out = run(["resume", "trunc"], [])  # (named, as every save resume refuses)
    assert code == 2 and "Error: the save trunc cannot be resumed: a damaged save: not valid" in out


def test_the_prompt_asks_again_when_the_chosen_save_does_not_replay() -> None:
    # A save the list showed as a game but whose moves were edited by hand ended the command
    # with an error when chosen at the prompt; a damaged file chosen there asks again.
    import json

    run(SAMPLE_ARGS, ["maple", "grown", *SAMPLE[:3], "quit"])
    (good,) = (home() / "saves").glob("*.json")
    rec = json.loads(good.read_text())
    rec["games"][0]["actions"].append("test zzzzz")
    edited = home() / "saves" / "edited.json"
    edited.write_text(json.dumps(rec))
    os.utime(edited, (good.stat().st_mtime + 10, good.stat().st_mtime + 10))  # listed first
    code, out = run(["resume"], ["1", "2", "quit"])
    # (listed damaged since judge M13 #3: the list replays each save)
    assert "1. edited a damaged Jotto save: game 1, action 4 ('test zzzzz')" in out, out
    said = "! 1 cannot be resumed (a damaged Jotto save: game 1, action 4 ('test zzzzz')"
    assert said in out, out
    assert code == 0 and "Resumed where the game stopped" in out, out
    assert json.loads(edited.read_text()) == rec  # left as it was


@pytest.mark.parametrize("command", ["history", "stats"])
def test_history_and_stats_in_a_narrow_terminal_cut_no_date_heading_or_figure(
    command: str,
) -> None:
    # At 40 columns the tables showed '2026…', 'Sco…', 'ma…' and cut the last columns off
    # ('average test words' and its figures were not there at all).
    run(ARGS, WON_AT_ONCE)
    result = runner.invoke(app, [command], env={"COLUMNS": "40"})
    assert result.exit_code == 0
    assert "…" not in result.output, result.output
    assert all(len(line) <= 40 for line in result.output.splitlines()), result.output
    flat = " ".join(result.output.split())
    if command == "history":
        assert "Jotto Player 1 v Player 2 winner Player 1, 100 to 0" in flat, flat
        import re

        assert re.search(r"\d{4}-\d\d-\d\d \d\d:\d\d  Jotto", result.output), result.output
    else:
        assert "games won 1, average test words 1.0" in flat, flat
    wide = runner.invoke(app, [command], env={"COLUMNS": "120"})
    assert "┃ Player" in wide.output or "┃ When" in wide.output  # a table where it fits


def test_resume_takes_a_save_by_its_path_and_names_a_file_kept_elsewhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # 'parlor resume ~/.../saves/NAME.json' (pasted from a file manager) and a copy of a save
    # kept elsewhere were both "no unfinished game '...'".
    run(SAMPLE_ARGS, ["maple", "grown", *SAMPLE[:3], "quit"])
    (save,) = (home() / "saves").glob("*.json")
    code, out = run(["resume", str(save)], ["quit"])
    assert code == 0 and "Resumed where the game stopped" in out, out
    monkeypatch.chdir(home())
    code, out = run(["resume", f"saves/{save.name}"], ["quit"])
    assert code == 0 and "Resumed where the game stopped" in out, out
    copy = tmp_path / "backup.json"
    copy.write_text(save.read_text())
    code, out = run(["resume", str(copy)], [])
    assert code == 2 and f"{copy} is not in the saves folder {home() / 'saves'}" in out, out
    assert "copy it there to resume it" in out
    code, out = run(["resume", "nothing.json"], [])
    assert code == 2 and "no unfinished game 'nothing.json'" in out
