"""The players of a save (judge V14 #1, #2, #4).

- A Jo-Jotte save whose ``players`` (or a copy of the names: ``names``, the session's
  ``names``) hold an escape or a tab went raw to the terminal on resume ('Jo-Jotte: Y\\x1b[2Jou
  against Bot', the screen cleared), while the list called it sound: it is damaged, listed and
  refused as a Jotto save with such a name is, and its sheet says so without the escape.
- ``parlor resume --list`` named the sides from the save's ``names`` while resume plays
  Jotto's options name1/name2 and Jo-Jotte's ``players``: the list reads those.
- A Jo-Jotte save without ``players`` was 'rubber 1: first_dealer must be one of 'A', 'B'
  (got 'Bot')': it is 'the save has no players'."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()
JOTTO = ["jotto", "--vs", "human", "--first", "1", "--name1", "Ann", "--name2", "Bob"]


def _env(home: Path) -> dict[str, str]:
    return {"PARLOR_HOME": str(home), "COLUMNS": "200"}


def _jojotte_save(home: Path) -> tuple[Path, dict[str, Any]]:
    runner.invoke(
        app, ["jojotte", "--seed", "5", "--level", "hard"], input="1\nquit\n", env=_env(home)
    )
    (save,) = (home / "saves").glob("jojotte-*.json")
    data = json.loads(save.read_text())
    assert data["players"] == ["You", "Bot"] and data["names"] == ["You", "Bot"]
    return save, data


def _jotto_save(home: Path) -> tuple[Path, dict[str, Any]]:
    runner.invoke(app, JOTTO, input="crane\nslate\nquit\n", env=_env(home))
    (save,) = (home / "saves").glob("jotto-*.json")
    return save, json.loads(save.read_text())


def _said(home: Path, args: list[str]) -> tuple[str, int]:
    result = runner.invoke(app, args, input="", env=_env(home))
    return " ".join(result.output.split()), result.exit_code


def _set(data: dict[str, Any], place: tuple[str, ...], value: Any) -> None:
    table = data
    for key in place[:-1]:
        table = table[key]
    table[place[-1]] = value


@pytest.mark.parametrize(
    ("place", "field"),
    [
        (("players",), "players"),
        (("names",), "names"),
        (("session", "names"), "the session's names"),
    ],
)
@pytest.mark.parametrize(("name", "shown"), [("Y\x1b[2Jou", "'Y?[2Jou'"), ("Y\tou", "'Y ou'")])
def test_a_name_with_a_control_character_makes_a_jojotte_save_damaged(
    tmp_path: Path, place: tuple[str, ...], field: str, name: str, shown: str
) -> None:
    save, data = _jojotte_save(tmp_path)
    _set(data, place, [name, "Bot"])
    save.write_text(json.dumps(data))
    whole = f"a damaged Jo-Jotte save: {field} holds {shown}, not a name"
    listed, _ = _said(tmp_path, ["resume", "--list"])
    assert whole in listed, listed
    resumed, status = _said(tmp_path, ["resume", "1"])
    assert status == 2 and whole in resumed, resumed
    assert "\x1b" not in resumed and "\t" not in resumed
    sheet = runner.invoke(app, ["jojotte", "sheet", str(save)], env=_env(tmp_path))
    assert sheet.exit_code != 0
    assert whole in " ".join(sheet.output.split()), sheet.output
    assert "\x1b" not in sheet.output and "\t" not in sheet.output


def test_a_record_with_such_a_player_is_refused_by_the_sheet(tmp_path: Path) -> None:
    # (the sheet replays a record as a save: the name was printed 'Y [2Jou')
    _save, data = _jojotte_save(tmp_path)
    data["players"] = ["Y\x1b[2Jou", "Bot"]
    for key in ("session", "names", "totals", "in_history"):
        data.pop(key, None)
    record = tmp_path / "record.json"
    record.write_text(json.dumps(data))
    sheet = runner.invoke(app, ["jojotte", "sheet", str(record)], env=_env(tmp_path))
    assert sheet.exit_code != 0
    assert "players holds 'Y?[2Jou', not a name" in " ".join(sheet.output.split()), sheet.output
    assert "\x1b" not in sheet.output


def test_a_jojotte_save_without_players_says_so(tmp_path: Path) -> None:
    save, data = _jojotte_save(tmp_path)
    del data["players"]
    save.write_text(json.dumps(data))
    whole = "a damaged Jo-Jotte save: the save has no players"
    listed, _ = _said(tmp_path, ["resume", "--list"])
    assert whole in listed and "first_dealer" not in listed, listed
    resumed, status = _said(tmp_path, ["resume", "1"])
    assert status == 2 and whole in resumed and "first_dealer" not in resumed, resumed


def test_the_jojotte_list_names_the_players_resume_plays(tmp_path: Path) -> None:
    save, data = _jojotte_save(tmp_path)
    data["players"] = ["Zed", "Bot"]
    data["names"] = ["Kim", "Bot"]  # (a copy: resume does not read it)
    data["session"]["names"] = ["Kim", "Bot"]
    # (the rubber names its first dealer, the deals their dealers, by the players' names)
    text = json.dumps(data).replace('"You"', '"Zed"')
    save.write_text(text)
    listed, _ = _said(tmp_path, ["resume", "--list"])
    assert "Jo-Jotte: Zed v Bot (hard)" in listed and "damaged" not in listed, listed
    resumed, _ = _said(tmp_path, ["resume", "1"])
    assert "Zed against Bot" in resumed, resumed


def test_the_jotto_list_names_the_sides_resume_plays(tmp_path: Path) -> None:
    save, data = _jotto_save(tmp_path)
    assert data["options"]["name1"] == "Ann"
    data["names"] = ["Zed", "Bob"]  # (a copy: resume plays the options' name1 and name2)
    save.write_text(json.dumps(data))
    listed, _ = _said(tmp_path, ["resume", "--list"])
    assert "Jotto: Ann v Bob" in listed and "Zed" not in listed, listed
    resumed, _ = _said(tmp_path, ["resume", "1"])
    assert "Ann against Bob" in resumed, resumed


def test_a_sound_jojotte_save_still_resumes(tmp_path: Path) -> None:
    _jojotte_save(tmp_path)
    listed, _ = _said(tmp_path, ["resume", "--list"])
    assert "Jo-Jotte: You v Bot (hard)" in listed and "damaged" not in listed, listed
    resumed, status = _said(tmp_path, ["resume", "1"])
    assert "Resumed" in resumed and status == 1, resumed
