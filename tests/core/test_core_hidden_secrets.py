"""Round 17 (core): a save keeps the secret words (Jotto) and the deck (Jo-Jotte) in base64, so
that a player who opens the save in the data folder does not read the bot's secret or hand at a
glance. Older saves, written in plain JSON, still resume; a hidden field damaged by hand is
reported as the other damaged saves are."""

from __future__ import annotations

import base64
import json
import os
from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.records import hide, read_json

runner = CliRunner()
HUMANS = ["jotto", "--vs", "human", "--first", "1", "--target", "80"]


def _run(args: list[str], lines: list[str]) -> tuple[int, str]:
    result = runner.invoke(
        app, args, input="".join(x + "\n" for x in lines), env={"COLUMNS": "160"}
    )
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.output


def _save() -> Path:
    (save,) = (Path(os.environ["PARLOR_HOME"]) / "saves").glob("*.json")
    return save


def test_a_jotto_save_does_not_show_the_secrets() -> None:
    code, _ = _run(["jotto", "--seed", "3", "--first", "1"], ["crane", "slate"])
    assert code == 1  # (the input ended: saved)
    save = _save()
    text = save.read_text()
    secrets = read_json(save)["games"][0]["secrets"]  # as parlor reads it back
    assert secrets[0] == "crane" and len(secrets[1]) == 5
    for word in secrets:
        assert word not in text.lower()
    raw = json.loads(text)["games"][0]["secrets"]
    assert json.loads(base64.b64decode(raw["base64"])) == secrets  # (no lock: base64)
    code, out = _run(["resume", save.stem], ["quit"])
    assert code == 0 and "Resumed where the game stopped" in out
    assert read_json(_save())["games"][0]["secrets"] == secrets


def test_the_next_games_secrets_typed_ahead_are_hidden_too() -> None:
    code, _ = _run([*HUMANS, "--name1", "Ann", "--name2", "Bob"], ["maple"])
    assert code == 1
    assert "maple" not in _save().read_text()
    assert read_json(_save())["pending_secrets"] == ["maple"]


def test_a_jojotte_save_does_not_show_the_deck() -> None:
    code, _ = _run(["jojotte", "--seed", "3", "--level", "easy"], ["1"])
    assert code == 1
    deal = json.loads(_save().read_text())["rubbers"][0]["deals"][0]
    assert set(deal["deck"]) == {"base64"}
    deck = read_json(_save())["rubbers"][0]["deals"][0]["deck"]
    assert len(deck) == 32 and all(isinstance(c, str) for c in deck)
    code, out = _run(["resume", "1"], ["quit"])
    assert code == 0, out


def test_an_older_plain_save_still_resumes_and_is_hidden_from_then_on() -> None:
    _run([*HUMANS], ["maple", "grown", "whale", "flask"])
    save = _save()
    save.write_text(json.dumps(read_json(save), indent=2))  # as parlor wrote saves before
    assert '"maple"' in save.read_text()
    code, out = _run(["resume", save.stem], ["shale", "quit"])
    assert code == 0 and "Resumed where the game stopped" in out, out
    assert "maple" not in save.read_text()
    assert read_json(save)["games"][0]["actions"][:3] == ["test whale", "test flask", "test shale"]


def test_a_damaged_hidden_field_is_a_damaged_save() -> None:
    _run([*HUMANS], ["maple", "grown", "whale"])
    save = _save()
    save.write_text(save.read_text().replace('"base64": "', '"base64": "!'))
    code, out = _run(["resume", "--list"], [])
    assert code == 0
    assert "its hidden secret words cannot be read" in out
    code, out = _run(["resume", save.stem], [])
    assert code == 2
    assert "its hidden secret words cannot be read (not the base64 parlor writes)" in out
    assert save.exists()  # never deleted


def test_hide_leaves_the_record_alone_and_reads_back() -> None:
    record = {"games": [{"secrets": ["maple", "grown"], "actions": ["test whale"]}], "x": 1}
    hidden = hide(record)
    assert record["games"][0]["secrets"] == ["maple", "grown"]  # the game's own record
    assert hidden["games"][0]["secrets"] != record["games"][0]["secrets"]
    assert hide(hidden) == hidden  # (never hidden twice)
    assert hidden["games"][0]["actions"] == ["test whale"]
