"""Round 10 (judge): resume's list says of a match that ended while its record could not be
written that it is finished and that resuming files it; it read as a match in play ('game 1,
match 86-21'), and the player could not tell why to resume it."""

from __future__ import annotations

import json

from tests.cli.test_saves import ARGS, MOVES, home, run


def test_a_finished_match_not_yet_filed_says_so() -> None:
    home().mkdir(parents=True, exist_ok=True)
    (home() / "records").write_text("a file where the records folder should be")
    run(ARGS, ["maple", "grown", *MOVES])  # finished; its record could not be written
    (save,) = (home() / "saves").glob("*.json")
    assert json.loads(save.read_text())["finished"] is True
    code, out = run(["resume", "--list"], [])
    text = " ".join(out.split())
    assert code == 0 and "finished, not yet filed: resuming files it" in text, text


def test_a_match_in_play_does_not() -> None:
    run(ARGS, ["maple", "grown", *MOVES[:3]])
    code, out = run(["resume", "--list"], [])
    assert code == 0 and "not yet filed" not in out and "game 1, line 2, match 0-0" in out, out
