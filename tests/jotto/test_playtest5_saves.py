"""Fifth play-test: a hand-damaged Jotto save is refused in the save's own terms."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()
ARGS = ["jotto", "--vs", "human", "--announce", "--first", "1", "--seed", "1"]


def run(args: list[str], lines: list[str]) -> tuple[int, str]:
    result = runner.invoke(
        app, args, input="".join(x + "\n" for x in lines), env={"COLUMNS": "250"}
    )
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, " ".join(result.output.split())


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        (lambda r: r["games"][0].update(actions=None), "game 1's actions are not a list of texts"),
        (lambda r: r["games"][0].update(actions="test whale"), "actions are not a list of texts"),
        (lambda r: r["games"][0]["actions"].append(5), "actions are not a list of texts"),
        (lambda r: r.update(games=["x"]), "game 1 is 'x', not a game"),
        (lambda r: r["games"][0].update(first=True), "game 1: first is True, not 0 or 1"),
        (lambda r: r["games"][0].pop("first"), "game 1: first is None, not 0 or 1"),
        (lambda r: r["games"][0].pop("secrets"), "game 1 needs two secrets"),
        (
            lambda r: r["games"][0]["actions"].append("answer 9"),
            "game 1, action 2 ('answer 9'): jots are a number from 0 to 5",
        ),
    ],
)
def test_a_damaged_game_in_a_save_is_refused_saying_what_is_wrong(
    damage: Callable[[dict[str, Any]], object], reason: str
) -> None:
    code, _ = run(ARGS, ["maple", "grown", "whale"])
    (save,) = (Path(os.environ["PARLOR_HOME"]) / "saves").glob("*.json")
    rec = json.loads(save.read_text())
    damage(rec)
    save.write_text(json.dumps(rec))
    code, out = run(["resume", save.stem], [])
    assert code == 2, out
    assert reason in out and "left as it is" in out, out
    for python in ("NoneType", "object has no attribute", "string indices", "not a Jotto action"):
        assert python not in out, out


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        (lambda r: r["games"][0].update(actions=None), "game 1's actions are not a list of texts"),
        (lambda r: r["games"][0]["actions"].append(5), "actions are not a list of texts"),
        (lambda r: r.update(games=["x"]), "game 1 is 'x', not a game"),
        (lambda r: r["games"][0].update(first=True), "game 1: first is True, not 0 or 1"),
        # (a save: in parlor resume's words since round 20, as a record is 'the record's
        # games are null, not a list')
        (lambda r: r.update(games=None), "a damaged Jotto save: the games are not a list"),
    ],
)
def test_the_sheet_of_a_damaged_save_says_what_is_wrong_too(
    damage: Callable[[dict[str, Any]], object], reason: str
) -> None:
    code, _ = run(ARGS, ["maple", "grown", "whale"])
    (save,) = (Path(os.environ["PARLOR_HOME"]) / "saves").glob("*.json")
    rec = json.loads(save.read_text())
    damage(rec)
    save.write_text(json.dumps(rec))
    code, out = run(["jotto", "sheet", str(save)], [])
    assert code == 2 and reason in out, out
    assert "NoneType" not in out and "object has no attribute" not in out, out


def test_the_sheet_of_a_save_or_record_by_the_name_the_game_printed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # (a file of that name where parlor runs would come first)
    code, out = run(ARGS, ["maple", "grown", "whale", "quit"])
    (save,) = (Path(os.environ["PARLOR_HOME"]) / "saves").glob("*.json")
    assert f"Saved as {save.stem}" in out
    for name in (save.stem, save.name):
        code, out = run(["jotto", "sheet", name], [])
        assert code == 0 and "WHALE" in out, out
    code, out = run([*ARGS, "--target", "50"], ["maple", "grown", "grown"])
    (record,) = (Path(os.environ["PARLOR_HOME"]) / "records").glob("*.json")
    code, out = run(["jotto", "sheet", record.stem], [])
    assert code == 0 and "MATCH: Player 1 wins, 100 to 0" in out, out
    code, out = run(["jotto", "sheet", "jotto-19990101-000000-1"], [])
    assert code == 2 and "no such file, nor a save or record of that name" in out, out


def test_the_end_of_a_match_says_how_to_print_its_pads() -> None:
    code, out = run([*ARGS, "--target", "50"], ["maple", "grown", "grown"])
    assert code == 0, out
    (record,) = (Path(os.environ["PARLOR_HOME"]) / "records").glob("*.json")
    assert f"parlor jotto sheet {record.stem} prints the match's pads" in out, out
    code, out = run(["jotto", "sheet", record.stem], [])
    assert code == 0 and "MATCH: Player 1 wins" in out, out


def test_a_secret_typed_for_the_next_game_stays_valid_when_the_own_list_loses_it(
    tmp_path: Path,
) -> None:
    words = tmp_path / "words.txt"
    words.write_text("maple\ngrown\ncrane\nslate\nwhale\nflask\nqwert\n")
    args = ["jotto", "--vs", "human", "--words", str(words), "--seed", "1"]
    code, out = run(args, ["qwert"])  # the input ends at side 2's secret
    assert code == 1, out
    words.write_text("maple\ngrown\ncrane\nslate\nwhale\nflask\n")  # the list is edited
    code, out = run(["resume", "1"], ["maple", "qwert", "q"])
    assert code == 0, out
    assert "secret word was typed before the stop and is kept" in out
    assert "Player 1 tests QWERT" in out  # the kept secret is still a word of the game


def test_the_sheet_of_a_jojotte_save_by_its_name_names_the_right_commands() -> None:
    saves = Path(os.environ["PARLOR_HOME"]) / "saves"
    saves.mkdir(parents=True, exist_ok=True)
    (saves / "jojotte-20261130-000000-1.json").write_text(
        json.dumps({"format": "parlor.jojotte", "version": 1})
    )
    code, out = run(["jotto", "sheet", "jojotte-20261130-000000-1"], [])
    assert code == 2 and "parlor jojotte commands" in out, out


def test_the_sheet_command_printed_at_the_end_is_quoted_for_the_shell() -> None:
    code, _ = run(
        ["jotto", "--vs", "human", "--first", "1", "--seed", "1", "--target", "50"],
        ["maple", "grown"],
    )
    saves = Path(os.environ["PARLOR_HOME"]) / "saves"
    (save,) = saves.glob("*.json")
    save.rename(saves / "my game.json")
    code, out = run(["resume", "my game"], ["grown"])
    assert code == 0, out
    assert "parlor jotto sheet 'my game' prints the match's pads" in out, out
