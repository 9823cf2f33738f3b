"""Judge V14 #6, #8: how a damaged Jotto save is described and checked.

- #8: a test word that is no word ("test \\x1b[2Jseven") was refused as 'game 1, action 1
  ('test ?[2Jseven'): '?[2jseven' is not a word': the second copy lower-cased part of it. The
  word is quoted as written.
- #6: totals that are no two whole numbers ("x", [0], [0.0, 0], [true, 0], [100, 0, 5]) were
  listed 'score damaged (resuming replays the moves)', or not remarked, and resumed: a writer
  never makes them, so the save is damaged (resuming, the list and the sheet agree), and so is
  one without totals (every save parlor writes has them). Two whole numbers that disagree with
  the games are no damage: a stop between a game's last word and the match adding it up leaves
  the copy a game behind.

Each save is a real match's save, edited."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()
ARGS = ["jotto", "--vs", "human", "--first", "1", "--name1", "Ann", "--name2", "Bob"]


@pytest.fixture
def save(tmp_path: Path) -> Path:
    """Game 1 won by Ann on line 1 (GROWN), game 2's secrets typed, then stopped."""
    env = {"PARLOR_HOME": str(tmp_path), "COLUMNS": "200"}
    runner.invoke(app, ARGS, input="maple\ngrown\ngrown\ncrane\nslate\nquit\n", env=env)
    (found,) = (tmp_path / "saves").glob("jotto-*.json")
    return found


def _said(home: Path, args: list[str]) -> tuple[str, int]:
    env = {"PARLOR_HOME": str(home), "COLUMNS": "300"}
    result = runner.invoke(app, args, input="quit\n", env=env)
    assert "Traceback" not in result.output
    return " ".join(result.output.split()), result.exit_code


def _edit(save: Path, **changes: Any) -> None:
    data = json.loads(save.read_text())
    data.update(changes)
    save.write_text(json.dumps(data))


def _refused_alike(save: Path, why: str) -> None:
    """The list, resuming and the sheet all call the save damaged, in the words ``why``."""
    home = save.parent.parent
    before = save.read_bytes()
    listed, _ = _said(home, ["resume", "--list"])
    assert f"a damaged Jotto save: {why}" in listed, listed
    assert "parlor resume --delete NUMBER removes one that cannot be resumed" in listed
    resumed, code = _said(home, ["resume", "1"])
    assert code == 2 and f"a damaged Jotto save: {why};" in resumed, resumed
    sheet, code = _said(home, ["jotto", "sheet", "1"])
    assert code != 0 and f"a damaged Jotto save: {why}" in sheet, sheet
    assert save.read_bytes() == before  # (left as it is)


def test_a_test_word_that_is_no_word_is_quoted_as_written(save: Path) -> None:
    data = json.loads(save.read_text())
    assert data["games"][0]["actions"][0] == "test grown"
    data["games"][0]["actions"][0] = "test \u001b[2Jgrown"
    save.write_text(json.dumps(data))
    _refused_alike(
        save,
        "game 1, action 1 ('test ?[2Jgrown'): '?[2Jgrown' is not a word: use the letters A to "
        "Z only",
    )
    listed, _ = _said(save.parent.parent, ["resume", "--list"])
    assert "2jgrown" not in listed, listed


def test_a_word_not_in_the_list_is_still_said_in_capitals(save: Path) -> None:
    data = json.loads(save.read_text())
    data["games"][0]["actions"][0] = "test Zzzzz"
    save.write_text(json.dumps(data))
    _refused_alike(save, "game 1, action 1 ('test Zzzzz'): ZZZZZ is not in the word list")


@pytest.mark.parametrize(
    ("totals", "shown"),
    [
        ("x", "'x'"),
        ([0], "[0]"),
        ([0.0, 0], "[0.0, 0]"),
        ([True, 0], "[true, 0]"),
        ([100, 0, 5], "[100, 0, 5]"),
        (None, "null"),
        (list(range(30)), "a list of 30 items"),
    ],
)
def test_totals_that_are_no_two_whole_numbers_are_damaged(
    save: Path, totals: object, shown: str
) -> None:
    _edit(save, totals=totals)
    _refused_alike(save, f"its totals ({shown}) are not two whole numbers")
    listed, _ = _said(save.parent.parent, ["resume", "--list"])
    assert "score damaged" not in listed, listed


def test_a_save_without_totals_is_damaged(save: Path) -> None:
    data = json.loads(save.read_text())
    del data["totals"]
    save.write_text(json.dumps(data))
    _refused_alike(save, "the save has no totals")


def test_totals_a_game_behind_are_no_damage(save: Path) -> None:
    data = json.loads(save.read_text())
    true = data["totals"]
    assert true[0] > 0  # (game 1 added up)
    _edit(save, totals=[0, 0])  # (as saved before game 1's result was added up)
    listed, _ = _said(save.parent.parent, ["resume", "--list"])
    assert "damaged" not in listed and f"match {true[0]}-{true[1]}" in listed, listed
    resumed, _ = _said(save.parent.parent, ["resume", "1"])
    assert f"Match: Ann {true[0]}, Bob {true[1]}" in resumed, resumed


@pytest.mark.parametrize(("options", "kind"), [(True, "true"), (None, None)])
def test_options_of_the_wrong_kind_are_said_in_json_words(
    save: Path, options: object, kind: str | None
) -> None:
    _edit(save, options=options)
    listed, _ = _said(save.parent.parent, ["resume", "--list"])
    if kind is None:  # (null: no options, as a save without them)
        assert "a damaged Jotto save: the save has no options" in listed, listed
    else:
        assert f"the save's options are damaged ({kind}, not a table)" in listed, listed
        assert "True" not in listed
