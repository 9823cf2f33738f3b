"""Judge V14 #6, #8, #9: how a damaged Jo-Jotte save is described and checked.

- #8: an auction action that cannot be read ("pa\\x1b[2Jss") was 'action 1: pa?[2Jss: not a
  card: 'pa?[2Jss'': it is a call, and it was written twice. It is 'not a call', said once; a
  card that cannot be read is 'play ?KS: not a card', the card not quoted again.
- #9: "session": ["hard"] was 'the save has no session settings' (it has some), and "options":
  ["x"] 'the save has no options', where Jotto's options of the wrong kind are 'the save's
  options are damaged (a list, not a table)'. Both are said as Jotto says it.
- #6: totals that are no two whole numbers ("x", [0], [0.0, 0], [true, 0], [0, 0, 0]) were
  listed 'score damaged (resuming replays the moves)', or not remarked, and resumed, while a
  readable pair that disagreed was refused. They are damaged too, and so is a save without
  totals (every save parlor writes has them).

Each save is a real sitting's save, edited; the list, resuming and the sheet say the same."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


@pytest.fixture
def save() -> Path:
    """A sitting quit in its second deal, the first played out (seed 3, easy, answering 1)."""
    played = runner.invoke(app, ["jojotte", "--seed", "3", "--level", "easy"], input="1\n" * 10)
    assert played.exit_code == 1, played.output
    (found,) = (Path(os.environ["PARLOR_HOME"]) / "saves").glob("jojotte-*.json")
    return found


def _data(save: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(save.read_text(encoding="utf-8"))
    return data


def _write(save: Path, data: dict[str, Any]) -> None:
    save.write_text(json.dumps(data), encoding="utf-8")


def _said(args: list[str]) -> tuple[str, int]:
    result = runner.invoke(app, args, input="q\n", env={"COLUMNS": "300"})
    assert "Traceback" not in result.output
    return " ".join(result.output.split()), result.exit_code


def _refused_alike(save: Path, why: str) -> None:
    """The list, resuming and the sheet all call the save damaged, in the words ``why``."""
    before = save.read_bytes()
    listed, _ = _said(["resume", "--list"])
    assert f"a damaged Jo-Jotte save: {why}" in listed, listed
    assert "parlor resume --delete NUMBER removes one that cannot be resumed" in listed
    resumed, code = _said(["resume", "1"])
    assert code == 2 and f"a damaged Jo-Jotte save: {why};" in resumed, resumed
    sheet, code = _said(["jojotte", "sheet", "1"])
    assert code != 0 and f"a damaged Jo-Jotte save: {why}" in sheet, sheet
    assert save.read_bytes() == before  # (left as it is)


def _first_deal(data: dict[str, Any]) -> list[str]:
    actions: list[str] = data["rubbers"][0]["deals"][0]["actions"]
    return actions


def test_an_auction_action_that_cannot_be_read_is_not_a_call(save: Path) -> None:
    data = _data(save)
    actions = _first_deal(data)
    assert actions[0] in ("accept", "pass")  # (a deal opens with a call of round 1)
    actions[0] = "pa\u001b[2Jss"
    _write(save, data)
    _refused_alike(save, "rubber 1, deal 1, action 1: pa?[2Jss: not a call")
    listed, _ = _said(["resume", "--list"])
    assert "not a card" not in listed and "'pa?[2Jss'" not in listed, listed


def test_a_call_of_a_suit_that_cannot_be_read_is_not_a_call(save: Path) -> None:
    data = _data(save)
    _first_deal(data)[0] = "bid ZZ"
    _write(save, data)
    _refused_alike(save, "rubber 1, deal 1, action 1: bid ZZ: not a call")


def test_a_card_that_cannot_be_read_is_said_once(save: Path) -> None:
    data = _data(save)
    actions = _first_deal(data)
    n = next(i for i, a in enumerate(actions) if a.startswith("play "))
    actions[n] = "play \u001bKS"
    _write(save, data)
    _refused_alike(save, f"rubber 1, deal 1, action {n + 1}: play ?KS: not a card")
    listed, _ = _said(["resume", "--list"])
    assert "'?KS'" not in listed, listed


def test_a_declaration_due_that_cannot_be_read(save: Path) -> None:
    data = _data(save)
    actions = _first_deal(data)
    n = next(i for i, a in enumerate(actions) if a.startswith("declare "))
    actions[n] = "zz"
    _write(save, data)
    _refused_alike(save, f"rubber 1, deal 1, action {n + 1}: zz: not a declaration of melds")


@pytest.mark.parametrize(("value", "kind"), [(["hard"], "a list"), ("hard", "a text")])
def test_session_settings_of_the_wrong_kind_are_damaged_not_missing(
    save: Path, value: object, kind: str
) -> None:
    data = _data(save)
    data["session"] = value
    _write(save, data)
    _refused_alike(save, f"the save's session settings are damaged ({kind}, not a table)")
    listed, _ = _said(["resume", "--list"])
    assert "no session settings" not in listed


@pytest.mark.parametrize(("value", "kind"), [(["x"], "a list"), (True, "true")])
def test_options_of_the_wrong_kind_are_damaged_as_jottos(
    save: Path, value: object, kind: str
) -> None:
    data = _data(save)
    data["options"] = value
    _write(save, data)
    _refused_alike(save, f"the save's options are damaged ({kind}, not a table)")


@pytest.mark.parametrize(
    ("totals", "shown"),
    [
        ("x", "'x'"),
        ([0], "[0]"),
        ([0.0, 0], "[0.0, 0]"),
        ([True, 0], "[true, 0]"),
        ([0, 0, 0], "[0, 0, 0]"),
        (None, "null"),
        ({"You": 0}, "an object"),
    ],
)
def test_totals_that_are_no_two_whole_numbers_are_damaged(
    save: Path, totals: object, shown: str
) -> None:
    data = _data(save)
    real = data["totals"]
    assert isinstance(real, list) and len(real) == 2
    data["totals"] = totals
    _write(save, data)
    _refused_alike(save, f"its totals ({shown}) are not two whole numbers")
    listed, _ = _said(["resume", "--list"])
    assert "score damaged" not in listed and "points 0-0" not in listed, listed


def test_the_real_totals_read_as_floats_are_damaged_too(save: Path) -> None:
    data = _data(save)
    a, b = data["totals"]
    assert a + b > 0  # (a deal was played out: [448.0, 0] would be listed as a score)
    data["totals"] = [float(a), b]
    _write(save, data)
    _refused_alike(save, f"its totals ([{float(a)!r}, {b}]) are not two whole numbers")


def test_a_save_without_totals_is_damaged(save: Path) -> None:
    data = _data(save)
    del data["totals"]
    _write(save, data)
    _refused_alike(save, "the save has no totals")


def test_the_save_as_written_resumes(save: Path) -> None:
    listed, _ = _said(["resume", "--list"])
    assert "damaged" not in listed and "parlor resume NUMBER continues one" in listed, listed
    sheet, code = _said(["jojotte", "sheet", "1"])
    assert code == 0 and "damaged" not in sheet, sheet
