"""Round 7: history and stats keep Jotto's word lengths apart.

A four-letter match was listed as plain "Jotto", and stats added its test words to the
five-letter games' average. Rows filed before the history kept lengths are five-letter games.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import stat
import subprocess
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.store import MIGRATIONS, SCHEMA_VERSION, Store

runner = CliRunner()
HUMANS = ["--vs", "human", "--first", "1", "--target", "10", "--name1", "Ann", "--name2", "Bob"]
# Side 1 tests side 2's secret on line 1: a match of one game, one test word.
WON_AT_ONCE = {
    4: ["cart", "bird", "bird"],
    5: ["maple", "grown", "grown"],
    6: ["planet", "bridge", "bridge"],
}


def _home() -> Path:
    return Path(os.environ["PARLOR_HOME"])


def _play(length: int) -> None:
    args = ["jotto", *HUMANS] + ([] if length == 5 else ["--length", str(length)])
    lines = "".join(w + "\n" for w in WON_AT_ONCE[length])
    result = runner.invoke(app, args, input=lines)
    assert result.exit_code == 0, result.output
    assert "recorded in" in result.output


def _run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), env={"COLUMNS": "120"})
    return result.exit_code, result.stdout, result.stderr


def _json(*args: str) -> object:
    code, out, err = _run(*args, "--json")
    assert code == 0, err
    return json.loads(out)


def _old_history(path: Path, rows: int) -> None:
    """A history as the parlor before word lengths wrote it (schema 2), with ``rows`` rows."""
    with sqlite3.connect(path) as conn:
        for step in MIGRATIONS[:2]:
            conn.executescript(step)
        conn.execute("PRAGMA user_version = 2")
        for i in range(rows):
            conn.execute(
                "INSERT INTO matches (game, finished_at, players, winner, totals, stats) "
                "VALUES ('jotto', ?, '[\"Ann\", \"Bob\"]', 'Ann', '{\"Ann\": 150, \"Bob\": 9}', "
                '\'{"Ann": {"games": 1, "games_won": 1, "test_words_won": 9}}\')',
                (f"2025-05-0{i + 1}T12:00:00+00:00",),
            )
    conn.close()


def test_history_names_a_matchs_word_length() -> None:
    for length in (5, 4, 6):
        _play(length)
    rows = _json("history")
    assert isinstance(rows, list)
    assert [(r["game"], r["length"]) for r in rows] == [("jotto", 6), ("jotto", 4), ("jotto", 5)]
    code, out, _ = _run("history")
    assert code == 0
    games = [line.split("│")[2].strip() for line in out.splitlines() if "Ann v Bob" in line]
    assert games == ["Jotto (6 letters)", "Jotto (4 letters)", "Jotto"], out


def test_stats_keep_each_word_length_apart() -> None:
    _play(4)
    _play(5)
    _play(5)
    data = _json("stats")
    assert isinstance(data, dict)
    assert list(data) == ["jotto", "jotto-4"]
    assert data["jotto"]["Ann"]["matches"] == 2 and data["jotto-4"]["Ann"]["matches"] == 1
    assert data["jotto-4"]["Bob"]["games"] == 1
    code, out, _ = _run("stats")
    assert code == 0
    titles = [line.strip() for line in out.splitlines() if line.strip().startswith("Jotto")]
    assert titles == ["Jotto", "Jotto (4 letters)"], out


def test_game_jotto_takes_every_length_and_length_takes_one() -> None:
    for length in (4, 5, 6):
        _play(length)
    assert len(_json("history", "--game", "jotto")) == 3  # type: ignore[arg-type]
    for length in (4, 5, 6):
        rows = _json("history", "--length", str(length))
        assert isinstance(rows, list) and [r["length"] for r in rows] == [length]
    assert list(_json("stats", "--length", "6")) == ["jotto-6"]  # type: ignore[call-overload]
    assert list(_json("stats", "--game", "jotto", "--length", "5")) == ["jotto"]  # type: ignore[call-overload]
    # --limit counts within the length asked for
    _play(4)
    code, out, _ = _run("history", "--length", "4", "-n", "1")
    assert code == 0 and "The newest 1 of 2 four-letter Jotto matches" in out, out


def test_length_with_another_game_or_out_of_range_is_refused() -> None:
    _play(4)
    for command in ("history", "stats"):
        code, _, err = _run(command, "--game", "jojotte", "--length", "4")
        assert code == 2 and "--length is the word length of Jotto matches" in err, err
        result = runner.invoke(app, [command, "--length", "7"])
        assert result.exit_code == 2 and "must be 4, 5 or 6, not 7" in result.output
    code, out, _ = _run("history", "--length", "6")
    assert code == 0 and "No finished six-letter Jotto matches yet." in out
    code, out, _ = _run("stats", "--length", "5")
    assert code == 0 and "No finished five-letter Jotto matches yet." in out


def test_an_old_history_is_brought_up_to_date_and_its_rows_are_five_letter_games() -> None:
    path = _home() / "history.sqlite3"
    _old_history(path, 2)
    rows = _json("history")
    assert isinstance(rows, list) and [r["length"] for r in rows] == [5, 5]
    _play(4)
    assert Store(path).version() == SCHEMA_VERSION
    rows = _json("history")
    assert isinstance(rows, list) and [r["length"] for r in rows] == [4, 5, 5]
    data = _json("stats")
    assert isinstance(data, dict)
    assert data["jotto"]["Ann"]["matches"] == 2
    assert data["jotto"]["Ann"]["average_test_words"] == 9
    assert data["jotto-4"]["Ann"]["average_test_words"] == 1


def _read_only(path: Path) -> None:
    """Make ``path`` read-only, even for root (which writes a file chmod made read-only)."""
    path.chmod(stat.S_IRUSR)
    path.parent.chmod(stat.S_IRUSR | stat.S_IXUSR)
    if os.geteuid() == 0:
        chattr = shutil.which("chattr")
        done = chattr and subprocess.run([chattr, "+i", str(path)], capture_output=True)
        if not done or done.returncode != 0:
            pytest.skip("root, and chattr cannot make the history read-only here")


def _writable(path: Path) -> None:
    if os.geteuid() == 0 and shutil.which("chattr"):
        subprocess.run(["chattr", "-i", str(path)], capture_output=True)
    path.parent.chmod(stat.S_IRWXU)
    path.chmod(stat.S_IRUSR | stat.S_IWUSR)


def test_a_read_only_old_history_is_still_shown() -> None:
    # Bringing the schema up to date must write; an old history that cannot be written was
    # refused ('cannot write the history') by history and stats, which only read it.
    path = _home() / "history.sqlite3"
    _old_history(path, 2)
    before = path.read_bytes()
    _read_only(path)
    try:
        code, out, err = _run("history")
        assert code == 0 and out.count("Ann v Bob") == 2, err
        rows = _json("history", "--length", "5")
        assert isinstance(rows, list) and [r["length"] for r in rows] == [5, 5]
        assert _json("history", "--length", "4") == []
        data = _json("stats")
        assert isinstance(data, dict) and data["jotto"]["Ann"]["matches"] == 2
        assert path.read_bytes() == before
    finally:
        _writable(path)


def test_a_damaged_word_length_leaves_its_row_out_with_a_warning() -> None:
    _play(4)
    _play(4)
    with sqlite3.connect(_home() / "history.sqlite3") as conn:
        conn.execute("UPDATE matches SET length = 'four' WHERE id = 1")
    conn.close()
    code, out, err = _run("history")
    assert code == 0 and out.count("Jotto (4 letters)") == 1
    assert "left out 1 match that could not be read" in err


@pytest.mark.parametrize("spelled", ["Jo-Jotte", "jo-jotte", "Jo Jotte", "JOJOTTE"])
def test_game_takes_jo_jotte_as_history_prints_it(spelled: str) -> None:
    # history's Game column and stats' title say 'Jo-Jotte'; --game Jo-Jotte said
    # "no game 'Jo-Jotte' in parlor: use jotto or jojotte".
    _play(5)
    for command in ("history", "stats"):
        code, out, err = _run(command, "--game", spelled)
        assert code == 0 and "No finished Jo-Jotte sittings yet." in out, err
    assert _json("history", "--game", spelled) == []
    code, _, err = _run("history", "--game", "jo-jot")
    assert code == 2 and "must be jotto or jojotte, not 'jo-jot'" in err


@pytest.mark.parametrize("command", ["history", "stats"])
def test_a_long_name_never_cuts_the_dates_or_headings_short(command: str) -> None:
    # With a long name in the table, rich narrowed every column alike: from 52 to 62 columns
    # history showed '2026-1…' and 'Jo-Jot…', stats 'sittin…' and 'avera…'.
    store = Store.open()
    long = "Wolfeschlegelsteinhausenbergerdorff"
    store.add_match(
        "jotto",
        "2026-11-30T10:00:00+00:00",
        [long, "Bob"],
        long,
        {long: 100, "Bob": 0},
        {long: {"games": 1, "games_won": 1, "test_words_won": 1}, "Bob": {"games": 1}},
        length=4,
    )
    store.add_match(
        "jojotte",
        "2026-11-30T10:05:00+00:00",
        ["You", "Bot"],
        "You",
        {"You": 3402, "Bot": 1246},
        {"You": {"deals": 10, "games_won": 2, "rubbers_won": 1}, "Bot": {"deals": 10}},
    )
    tables = 0
    for width in range(40, 121):
        result = runner.invoke(app, [command], env={"COLUMNS": str(width)})
        assert result.exit_code == 0, result.output
        lines = result.output.splitlines()
        assert "…" not in result.output, (width, result.output)
        assert all(len(line) <= width for line in lines), (width, result.output)
        tables += "┃" in result.output
    # most widths show tables, not the narrow terminal's lists; history's table breaks a name
    # at its spaces and hyphens only (round 17's C13), so this 35-letter word needs 111
    assert tables > (40 if command == "stats" else 5)


def test_newest_first_by_the_moment_whatever_the_clock_offset() -> None:
    # The history sorted the times as text: the match ended at 02:10 after summer time ended
    # (02:10+01:00, 01:10 UTC) came after the one ended at 02:30 before it (00:30 UTC), and
    # --limit 1 showed the older one as the newest.
    store = Store.open()
    for when in ("2026-10-25T02:30:00+02:00", "2026-10-25T02:10:00+01:00"):
        store.add_match("jotto", when, ["Ann", "Bob"], "Ann", {"Ann": 150, "Bob": 0}, {})
    store.add_match("jotto", "2026-10-25T01:50:00+00:00", ["Cy", "Di"], "Cy", {}, {})
    rows = _json("history")
    assert isinstance(rows, list) and [r["id"] for r in rows] == [3, 2, 1]
    rows = _json("history", "-n", "1")
    assert isinstance(rows, list) and [r["id"] for r in rows] == [3]


def test_a_damaged_history_says_what_to_do_and_doing_it_works() -> None:
    # 'the file is not a parlor history database (corrupt?)' said nothing of what to do, and
    # every finished match warned again.
    path = _home() / "history.sqlite3"
    path.write_bytes(b"not a database at all" * 50)
    code, _, err = _run("history")
    assert code == 2 and "move it elsewhere and parlor starts a new history" in err, err
    path.rename(path.with_suffix(".damaged"))
    _play(4)
    rows = _json("history")
    assert isinstance(rows, list) and [r["length"] for r in rows] == [4]


def test_the_damaged_historys_path_is_never_cut_by_a_line_break(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # At 80 columns the error came out as '.../and-another-le' / 'vel-of-it/history.sqlite3':
    # copied to move the file away, the path was broken.
    home = _home() / "a-rather-long-folder-name-for-the-data" / "and-another-level-of-it-too"
    home.mkdir(parents=True)
    monkeypatch.setenv("PARLOR_HOME", str(home))
    path = home / "history.sqlite3"
    path.write_bytes(b"not a database at all" * 50)
    assert len(str(path)) > 80
    for command in ("history", "stats"):
        result = runner.invoke(app, [command], env={"COLUMNS": "80"})
        assert result.exit_code == 2 and str(path) in result.stderr, result.stderr
    args = ["jotto", *HUMANS]
    result = runner.invoke(app, args, input="maple\ngrown\ngrown\n", env={"COLUMNS": "80"})
    assert result.exit_code == 0 and "not added to the history" in result.output
    # (round 18: too long for the line, the path whole on a line of its own)
    lines = result.output.splitlines()
    at = lines.index(f"{path}:")
    assert lines[at + 1].startswith("the file is not"), result.output


def test_the_newest_of_how_many_sittings_of_jo_jotte() -> None:
    # history --game jojotte -n 1 said 'The newest 1 of 3 matches' of a game played in
    # sittings (stats and the empty history say sittings).
    store = Store.open()
    for day in (1, 2, 3):
        when = f"2026-01-0{day}T10:00:00+00:00"
        store.add_match("jojotte", when, ["You", "Bot"], "You", {"You": 1, "Bot": 0}, {})
    code, out, _ = _run("history", "--game", "jojotte", "-n", "1")
    assert (
        code == 0 and "The newest 1 of 3 sittings; parlor history jojotte 3 shows them all." in out
    ), out


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["history", "-n", "abc"], "must be 1 or more, not 'abc'"),
        (["history", "--length", "four"], "must be 4, 5 or 6, not 'four'"),
        (["stats", "--length", "four"], "must be 4, 5 or 6, not 'four'"),
    ],
)
def test_a_value_that_is_no_number_is_refused_in_parlors_words(args: list[str], said: str) -> None:
    # typer said 'Input should be a valid integer, unable to parse string as an integer'.
    result = runner.invoke(app, args, env={"COLUMNS": "120"})
    assert result.exit_code == 2 and said in result.output, result.output


def test_a_long_unknown_game_is_cut_in_the_error() -> None:
    # --game with a pasted page of text repeated it whole in the error, as the other options'
    # errors no longer do ('not 'xxxxxxxxxxxxxxxxx...'').
    for command in ("history", "stats"):
        code, _, err = _run(command, "--game", "x" * 5000)
        assert code == 2 and "not 'xxxxxxxxxxxxxxxxx...'" in err, err
        assert len(err) < 600  # (the usage error's box)


def test_stats_titles_are_styled_as_the_history_title() -> None:
    # A title given as Text lost the tables' title style (italic), which History keeps.
    _play(4)
    result = runner.invoke(app, ["stats"], env={"FORCE_COLOR": "1", "COLUMNS": "120"})
    title = result.output.splitlines()[0]
    assert "Jotto (4 letters)" in title and "\x1b[3m" in title, repr(title)


def test_a_match_filed_before_its_record_leads_to_the_record_once_resume_writes_it() -> None:
    # The record could not be written (its folder was a file), so the match went into the
    # history with no record; parlor resume wrote the record later, but history --json still
    # said "record": null for that match.
    blocker = _home() / "records"
    blocker.write_text("in the way")
    args = ["jotto", *HUMANS, "--length", "4"]
    result = runner.invoke(app, args, input="cart\nbird\nbird\n")
    assert result.exit_code == 0 and "not a folder" in " ".join(result.output.split())
    rows = _json("history")
    assert isinstance(rows, list) and [(r["record"], r["length"]) for r in rows] == [(None, 4)]
    blocker.unlink()
    result = runner.invoke(app, ["resume", "1"])
    assert result.exit_code == 0 and "recorded in" in result.output, result.output
    rows = _json("history")
    (record,) = (_home() / "records").glob("*.json")
    assert isinstance(rows, list)
    assert [(r["record"], r["length"]) for r in rows] == [(str(record), 4)]
