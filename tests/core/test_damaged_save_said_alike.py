"""A damaged save is said alike by parlor resume and by the sheets (judge session 11, V2):
the Jotto save {"format": "parlor.jotto", "version": 1, "game": "jotto"} was 'the save has
no options' to parlor resume and "not a readable Jotto match record (missing 'names')" to
parlor jotto sheet; the Jo-Jotte one 'the save has no session settings' to parlor resume and
'the record has no list of rubbers' to parlor jojotte sheet and replay. The first missing
field is named first by both, in the same words."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.saves import saves_dir

JOTTO = "jotto-20261130-010101-1"
JOJOTTE = "jojotte-20261130-010101-1"


def _said(args: list[str]) -> str:
    result = CliRunner().invoke(app, args, env={"COLUMNS": "300"})
    assert result.exit_code == 2, result.output
    return " ".join(result.output.split())


def _save(name: str, record: dict[str, object]) -> None:
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.json").write_text(json.dumps(record), encoding="utf-8")


def test_a_jotto_save_without_options_nor_names_is_said_alike() -> None:
    _save(JOTTO, {"format": "parlor.jotto", "version": 1, "game": "jotto"})
    said = "the save has no options and no names of the sides"
    assert said in _said(["resume", JOTTO])
    # (in resume's words since round 20: 'a damaged Jotto save: ...')
    assert f"{JOTTO}.json: a damaged Jotto save: {said}" in _said(["jotto", "sheet", JOTTO])
    assert "missing 'names'" not in _said(["jotto", "sheet", JOTTO])


def test_a_jotto_save_with_its_names_still_lacks_its_options() -> None:
    _save(JOTTO, {"format": "parlor.jotto", "version": 1, "game": "jotto", "names": ["A", "B"]})
    resumed = _said(["resume", JOTTO])
    assert "the save has no options; the file is left as it is" in resumed, resumed


@pytest.mark.parametrize("command", ["sheet", "replay"])
def test_a_jojotte_save_without_session_nor_rubbers_is_said_alike(command: str) -> None:
    _save(JOJOTTE, {"format": "parlor.jojotte", "version": 1, "game": "jojotte"})
    assert "the save has no session settings" in _said(["resume", JOJOTTE])
    said = _said(["jojotte", command, JOJOTTE])
    assert (
        f"{JOJOTTE}.json: a damaged Jo-Jotte save: the save has no session settings and no list "
        "of rubbers"
    ) in said


def test_a_jojotte_save_with_its_session_lacks_its_rubbers() -> None:
    session = {"level": "easy", "seed": 1, "names": ["You", "Bot"]}
    session |= {"hint": False, "ascii": False, "think": 0.3}  # (every setting a save holds)
    _save(
        JOJOTTE, {"format": "parlor.jojotte", "version": 1, "game": "jojotte", "session": session}
    )
    assert "the save has no list of rubbers" in _said(["jojotte", "sheet", JOJOTTE])


def test_a_finished_record_without_rubbers_is_a_record() -> None:
    # (a finished save not yet filed, in the saves folder: since round 20 the sheet says of it
    # what parlor resume says, which files it)
    _save(JOJOTTE, {"format": "parlor.jojotte", "version": 1, "game": "jojotte", "finished": True})
    said = _said(["jojotte", "sheet", JOJOTTE])
    assert "a damaged Jo-Jotte save: the save has no session settings and no list of" in said
    assert said.split("save: ", 1)[1] in _said(["resume", JOJOTTE])
