"""Saves that cannot be resumed, as `parlor resume` and the sheets say them (judge M13 #3, #4,
#5 and #11):

- a save from a newer parlor is answered with 'upgrade parlor', never with '--delete' (an
  upgrade resumes it: deleting it loses the game);
- `parlor resume --list` replays each save: one whose moves cannot be replayed is listed
  damaged, with the --delete line, not as a game that 'parlor resume NUMBER continues';
- the sheets' note on a damaged save they skip words it as `parlor resume` does (a save is no
  'match record', and no 'you do not hold 7H' is said to the reader about a file);
- the same error is one line in a pipe however the save was asked for (by number or by its
  game's name): `parlor resume jotto` broke it at 80 columns.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from parlor.core.records import hide, reveal


def _parlor(home: Path, *args: str, feed: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PARLOR_HOME": str(home), "COLUMNS": "80", "NO_COLOR": "1"}
    return subprocess.run(
        [sys.executable, "-m", "parlor", *args],
        input=feed,
        capture_output=True,
        text=True,
        env=env,
        timeout=180,
        check=False,
    )


@pytest.fixture(scope="module")
def jotto_save(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    home = tmp_path_factory.mktemp("jotto")
    played = _parlor(home, "jotto", "--seed", "5", feed="maple\ncrane\n3\nquit\n")
    assert played.returncode in (0, 1), played.stderr
    (save,) = (home / "saves").glob("jotto-*.json")
    data: dict[str, object] = json.loads(save.read_text(encoding="utf-8"))
    return data


@pytest.fixture(scope="module")
def jojotte_save(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    home = tmp_path_factory.mktemp("jojotte")
    played = _parlor(home, "jojotte", "--seed", "12", feed="1\n1\n1\nquit\n")
    assert played.returncode in (0, 1), played.stderr
    (save,) = (home / "saves").glob("jojotte-*.json")
    data: dict[str, object] = reveal(json.loads(save.read_text(encoding="utf-8")))
    return data


def _put(home: Path, name: str, data: object, age: int = 0) -> Path:
    """Write ``data`` as the save ``name``; ``age`` seconds old (the list is newest first)."""
    path = home / "saves" / f"{name}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(hide(data)), encoding="utf-8")
    when = time.time() - 1000 - age
    os.utime(path, (when, when))
    return path


def _with_jotto_action(data: dict[str, object], action: str) -> dict[str, object]:
    copy = json.loads(json.dumps(data))
    copy["games"][0]["actions"].append(action)
    return copy  # type: ignore[no-any-return]


def _with_card_not_held(data: dict[str, object]) -> dict[str, object]:
    copy = json.loads(json.dumps(data))
    deal = copy["rubbers"][0]["deals"][0]
    # a card of the deck that neither hand holds at this point: the last card dealt
    deal["actions"].append("play " + deal["deck"][-1])
    return copy  # type: ignore[no-any-return]


def _one_line(text: str) -> str:
    return " ".join(text.split())


# ---------------------------------------------------------------- a newer parlor's save (M #5)


def test_a_newer_parlors_save_is_not_offered_to_delete(
    tmp_path: Path, jotto_save: dict[str, object]
) -> None:
    save = _put(tmp_path, "jotto-20260101-000000-1", {**jotto_save, "version": 99})
    done = _parlor(tmp_path, "resume", "1")
    assert done.returncode == 2
    said = _one_line(done.stderr)
    assert said == (
        f"Error: the save {save.stem} cannot be resumed: a Jotto save from a newer parlor "
        "(format version 99; this one reads 1): upgrade parlor to resume it; the file is left "
        "as it is"
    )
    assert "--delete" not in _parlor(tmp_path, "resume", "jotto").stderr
    listed = _parlor(tmp_path, "resume", "--list")
    assert listed.returncode == 0
    assert "upgrade parlor to resume it" in listed.stdout
    assert "--delete" not in listed.stdout
    assert "continues one" not in listed.stdout
    chooser = _parlor(tmp_path, "resume")
    assert "--delete" not in chooser.stdout + chooser.stderr
    assert "upgrade parlor" in chooser.stdout


def test_a_damaged_save_beside_a_newer_one_still_gets_the_delete_line(
    tmp_path: Path, jotto_save: dict[str, object]
) -> None:
    _put(tmp_path, "jotto-20260101-000000-1", {**jotto_save, "version": 99}, age=0)
    _put(tmp_path, "jotto-20260101-000000-2", {**jotto_save, "version": "x"}, age=10)
    listed = _parlor(tmp_path, "resume", "--list").stdout
    said = " ".join(listed.split())
    assert "parlor resume --delete NUMBER removes one that cannot be resumed (number 2);" in said
    assert "upgrade parlor to resume number 1, a newer parlor's save." in said
    two = _one_line(_parlor(tmp_path, "resume", "2").stderr)
    assert two.endswith("the file is left as it is, and parlor resume --delete 2 removes it")


# ------------------------------------------------------ moves that cannot be replayed (M #3)


@pytest.mark.parametrize("action", ["test qqqqq", "frobnicate"])
def test_a_jotto_save_with_a_bad_move_is_listed_damaged(
    tmp_path: Path, jotto_save: dict[str, object], action: str
) -> None:
    _put(tmp_path, "jotto-20260101-000000-1", _with_jotto_action(jotto_save, action))
    listed = _parlor(tmp_path, "resume", "--list")
    assert listed.returncode == 0
    lines = listed.stdout.splitlines()
    assert lines[1].startswith("  1. jotto-20260101-000000-1  a damaged Jotto save: game 1, ")
    assert "Jotto: You v Bot" not in listed.stdout
    assert "continues one" not in listed.stdout
    assert lines[-1] == "parlor resume --delete NUMBER removes one that cannot be resumed."
    # and resuming says the same damage
    resumed = _one_line(_parlor(tmp_path, "resume", "1").stderr)
    entry = _one_line(lines[1].split("  ", 2)[2])  # (as listed: 'a damaged Jotto save: ...')
    assert f"cannot be resumed: {entry}; the file is left as it is" in resumed


def test_a_jojotte_save_with_a_card_not_held_is_listed_damaged(
    tmp_path: Path, jojotte_save: dict[str, object]
) -> None:
    _put(tmp_path, "jojotte-20260101-000000-1", _with_card_not_held(jojotte_save))
    _put(tmp_path, "jojotte-20260101-000000-2", jojotte_save, age=10)
    listed = _parlor(tmp_path, "resume", "--list")
    lines = listed.stdout.splitlines()
    assert lines[1].startswith("  1. jojotte-20260101-000000-1  a damaged Jo-Jotte save: rubber 1")
    assert "the player does not hold" in lines[1]
    assert lines[2].startswith("  2. jojotte-20260101-000000-2  Jo-Jotte: You v Bot")
    assert lines[-2:] == [
        "parlor resume NUMBER continues one.",
        "parlor resume --delete NUMBER removes one that cannot be resumed.",
    ]
    # 'parlor resume jojotte' takes the one that can be resumed: it is no longer two to choose
    # from (the damaged one counted as one)
    assert "you do not hold" not in _parlor(tmp_path, "resume", "1").stderr


def test_games_not_a_list_gets_the_delete_footer(
    tmp_path: Path, jotto_save: dict[str, object]
) -> None:
    _put(tmp_path, "jotto-20260101-000000-1", {**jotto_save, "games": 5})
    listed = _parlor(tmp_path, "resume", "--list").stdout
    assert "  1. jotto-20260101-000000-1  a damaged Jotto save: the games are not a list" in listed
    assert "continues one" not in listed
    assert listed.splitlines()[-1] == (
        "parlor resume --delete NUMBER removes one that cannot be resumed."
    )


def test_the_list_of_twenty_saves_lists_them_all(
    tmp_path: Path, jotto_save: dict[str, object], jojotte_save: dict[str, object]
) -> None:
    for n in range(10):
        _put(tmp_path, f"jotto-20260101-000000-{n + 1}", jotto_save, age=n)
        _put(tmp_path, f"jojotte-20260101-000000-{n + 1}", jojotte_save, age=n)
    listed = _parlor(tmp_path, "resume", "--list")  # (its time: a benchmark's, not a test's)
    assert listed.returncode == 0
    assert listed.stdout.count("Jotto: You v Bot") == 10
    assert listed.stdout.count("Jo-Jotte: You v Bot") == 10


# ------------------------------------------- the sheets' notes word it as resume does (M #4)


def test_a_skipped_jotto_save_is_worded_as_resume_words_it(
    tmp_path: Path, jotto_save: dict[str, object]
) -> None:
    _put(tmp_path, "jotto-20260101-000000-9", jotto_save, age=100)  # the one read
    _put(tmp_path, "jotto-20260101-000000-1", {**jotto_save, "games": 5})
    _put(tmp_path, "jotto-20260101-000000-2", {**jotto_save, "format": "parlor-save"}, age=1)
    done = _parlor(tmp_path, "jotto", "sheet")
    assert done.returncode == 0, done.stderr
    notes = _one_line(done.stderr)
    assert "match record" not in notes
    assert "not a parlor.jotto record" not in notes
    assert (
        "(Skipped the save jotto-20260101-000000-1, which cannot be read: a damaged Jotto save: "
        "the games are not a list.)"
    ) in notes
    resumed = _one_line(_parlor(tmp_path, "resume", "jotto-20260101-000000-2").stderr)
    why = resumed.split("cannot be resumed: ", 1)[1].split("; the file", 1)[0]
    assert f"(Skipped the save jotto-20260101-000000-2, which cannot be read: {why}.)" in notes


def test_a_skipped_jojotte_save_speaks_of_the_player_not_to_the_reader(
    tmp_path: Path, jojotte_save: dict[str, object]
) -> None:
    _put(tmp_path, "jojotte-20260101-000000-9", jojotte_save, age=100)
    _put(tmp_path, "jojotte-20260101-000000-1", _with_card_not_held(jojotte_save))
    for command in ("sheet", "replay"):
        done = _parlor(tmp_path, "jojotte", command)
        assert done.returncode == 0, done.stderr
        notes = _one_line(done.stderr)
        assert "you do not hold" not in notes
        assert "the player does not hold" in notes
    resumed = _one_line(_parlor(tmp_path, "resume", "jojotte-20260101-000000-1").stderr)
    why = resumed.split("cannot be resumed: ", 1)[1].split("; the file", 1)[0]
    assert f"which cannot be read: {why}.)" in notes


# ----------------------------------------- one printing, by number or by game's name (M #11)


@pytest.mark.parametrize("damage", ["version", "move"])
def test_the_error_is_one_line_in_a_pipe_however_the_save_is_asked_for(
    tmp_path: Path, jotto_save: dict[str, object], damage: str
) -> None:
    data = (
        {**jotto_save, "version": "x"}
        if damage == "version"
        else _with_jotto_action(jotto_save, "frobnicate")
    )
    save = _put(tmp_path, "jotto-20260101-000000-1", data)
    by_number = _parlor(tmp_path, "resume", "1").stderr
    by_game = _parlor(tmp_path, "resume", "jotto").stderr
    for said in (by_number, by_game):
        assert said.count("\n") == 1, said  # one line, however long
        assert said.startswith("Error: ")
        assert len(said) > 80
    assert by_game.startswith(
        f"Error: the save {save.stem}, the only one of that game, cannot be resumed: "
    )
