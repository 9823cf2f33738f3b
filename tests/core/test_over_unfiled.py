"""Round 21: a Jotto save whose games decide the match, written after the winning word and
before the match was filed (a terminal closed at that moment), is listed as finished and not
yet filed, not as 'game 2 next' (judge W15 #3); resuming it files the match."""

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


def test_a_save_of_a_match_its_games_decide_is_listed_as_not_yet_filed() -> None:
    home = Path(os.environ["PARLOR_HOME"])
    run(ARGS, ["maple", "grown", "whale", "quit"])  # Player 1 tested WHALE on line 1
    (save,) = (home / "saves").glob("*.json")
    record = json.loads(save.read_text())
    assert record.get("finished") is not True
    record["games"][0]["actions"].append("test maple")  # Player 2 finds MAPLE: JOTTO
    save.write_text(json.dumps(record))
    code, out = run(["resume", "--list"], [])
    assert code == 0 and "finished, not yet filed: resuming files it" in out, out
    assert "game 2 next" not in out, out
    # a save of the same match one line earlier is a game in play, as before
    record["games"][0]["actions"].pop()
    save.write_text(json.dumps(record))
    code, out = run(["resume", "--list"], [])
    assert "game 1, line 1" in out and "not yet filed" not in out, out
    record["games"][0]["actions"].append("test maple")
    save.write_text(json.dumps(record))
    code, out = run(["resume", "1"], [])
    assert code == 0 and "Player 2 wins the match" in out, out
    assert not save.exists()
