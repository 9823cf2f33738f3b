"""Round 17 (core): a save edited by hand with a name of 100,000 characters is resumed under
the name cut to the 40 characters --name allows, said in one line; it filled the screen with
the name at every pad and prompt."""

from __future__ import annotations

import json
import os
from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.records import hide, read_json

runner = CliRunner()
HUMANS = ["jotto", "--vs", "human", "--first", "1", "--target", "80"]


def _run(args: list[str], lines: list[str], columns: int = 100) -> tuple[int, str]:
    result = runner.invoke(
        app, args, input="".join(x + "\n" for x in lines), env={"COLUMNS": str(columns)}
    )
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.output


def _save() -> Path:
    (save,) = (Path(os.environ["PARLOR_HOME"]) / "saves").glob("*.json")
    return save


def _rename(old: str, new: str) -> None:
    """Every ``old`` name in the save made ``new``, as an editor's replace-all does."""
    save = _save()
    text = json.dumps(read_json(save)).replace(json.dumps(old), json.dumps(new))
    save.write_text(json.dumps(hide(json.loads(text))))


def test_a_jotto_name_of_100000_characters_is_cut_to_40() -> None:
    _run([*HUMANS, "--name1", "Ann", "--name2", "Bob"], ["maple", "grown", "whale"])
    _rename("Ann", "A" * 100_000)
    code, out = _run(["resume", "1"], ["pad", "flask", "quit"])
    assert code == 0, out[:2000]
    assert len(out) < 20_000  # (it was over 1.5 million characters)
    assert out.count("Warning:") == 1
    assert (
        "Warning: The save gives a name of 100,000 characters, longer than parlor allows "
        f"(40): shortened to '{'A' * 40}'."
    ) in " ".join(out.split())
    code, out = _run(["resume", "1"], ["quit"], columns=40)  # (the save keeps A * 40 now)
    assert code == 0 and "Warning" not in out
    assert "A" * 41 not in out
    saved = read_json(_save())  # kept so from the next move on
    assert saved["names"][0] == saved["options"]["name1"] == "A" * 40
    assert saved["games"][0]["actions"][-1] == "test flask"


def test_two_long_names_alike_at_the_start_stay_two_names() -> None:
    _run([*HUMANS, "--name1", "Ann", "--name2", "Bob"], ["maple", "grown", "whale"])
    _rename("Ann", "B" * 500 + "1")
    _rename("Bob", "B" * 500 + "2")
    code, out = _run(["resume", "1"], ["flask", "quit"])
    assert code == 0, out[:2000]
    assert f"shortened to '{'B' * 40}' and '{'B' * 38} 2'." in " ".join(out.split())
    assert read_json(_save())["names"] == ["B" * 40, "B" * 38 + " 2"]


def test_a_jojotte_name_is_cut_everywhere_the_save_names_the_player() -> None:
    _run(["jojotte", "--seed", "3", "--level", "easy", "--name", "Zoe"], ["1"])
    assert read_json(_save())["rubbers"][0]["first_dealer"] in ("Zoe", "Bot")
    _rename("Zoe", "Zoë " * 30_000)
    code, out = _run(["resume", "1"], ["sheet", "quit"])
    assert code == 0, out[:2000]
    assert "Zoë " * 11 not in out and len(out) < 20_000
    said = " ".join(out.split())
    assert "longer than parlor allows (40): shortened to 'Zoë Zoë Zoë Zoë Zoë Zoë" in said


def test_names_within_the_limit_are_left_alone() -> None:
    name = "N" * 40
    _run([*HUMANS, "--name1", name, "--name2", "Bob"], ["maple", "grown", "whale"])
    code, out = _run(["resume", "1"], ["quit"])
    assert code == 0 and "Warning" not in out and name in out


def test_the_warning_is_wrapped_at_its_words_on_a_narrow_terminal() -> None:
    _run([*HUMANS, "--name1", "Ann", "--name2", "Bob"], ["maple", "grown", "whale"])
    _rename("Ann", "A" * 100_000)
    code, out = _run(["resume", "1"], ["quit"], columns=40)
    assert code == 0
    assert all(len(line) <= 40 for line in out.splitlines()), out
    assert "100,000" in out  # (cut at the terminal's edge, it read '100,0' and '00')
