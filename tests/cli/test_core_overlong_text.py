"""Round 17 (core): a save edited by hand with a text far longer than parlor writes (a move,
a word list's path, an option of 100,000 letters) is listed as damaged and refused in one
short line; it was refused with the move repeated whole, or resumed with a warning as long.
A player's long name is no such text: parlor resume cuts it (test_core_long_names)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.records import hide, read_json
from parlor.core.saves import overlong

runner = CliRunner()


def _run(args: list[str], lines: list[str]) -> tuple[int, str]:
    result = runner.invoke(
        app, args, input="".join(x + "\n" for x in lines), env={"COLUMNS": "100"}
    )
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.output


@pytest.mark.parametrize(
    ("where", "place"),
    [
        (("games", 0, "actions", 0), "games/0/actions/0"),
        (("options", "words"), "options/words"),
        (("options", "level"), "options/level"),
    ],
)
def test_a_text_of_100000_characters_is_a_damaged_save(
    where: tuple[str | int, ...], place: str
) -> None:
    _run(["jotto", "--vs", "human", "--first", "1"], ["maple", "grown", "whale"])
    (save,) = (Path(os.environ["PARLOR_HOME"]) / "saves").glob("*.json")
    record = read_json(save)
    inner = record
    for key in where[:-1]:
        inner = inner[key]
    inner[where[-1]] = "test " + "x" * 99_995
    save.write_text(json.dumps(hide(record)))
    said = (
        f"it holds a text of 100,000 characters (at {place}), far longer than any parlor "
        "writes: the file was damaged or edited by hand"
    )
    code, out = _run(["resume", "--list"], [])
    assert code == 0 and said in " ".join(out.split()), out
    code, out = _run(["resume", "1"], [])
    assert code == 2 and said in " ".join(out.split())
    assert len(out) < 1_000 and save.exists()


def test_names_and_short_texts_are_not_overlong() -> None:
    name = "A" * 100_000
    record = {"names": [name, "Bot"], "options": {"name1": name, "words": "/" + "w" * 4095}}
    assert overlong(record) is None
    record["options"]["words"] += "w"
    assert overlong(record) == (4097, "options/words")
