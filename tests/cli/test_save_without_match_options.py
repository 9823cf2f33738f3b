"""A Jotto save with none of a match's options (vs, level, seed: a Jo-Jotte sitting's options,
say, pasted in) is listed as damaged by ``parlor resume --list``, as resuming it refuses it;
it was listed as a game to resume (the list's check and resuming's read the save apart)."""

from __future__ import annotations

import json

from tests.cli.test_saves import ARGS, home, run


def test_a_save_without_match_options_is_listed_as_damaged() -> None:
    run(ARGS, ["maple", "grown", "whale"])
    (save,) = (home() / "saves").glob("*.json")
    rec = json.loads(save.read_text())
    rec["options"] = {"rubbers": 1, "think": 0.3}
    save.write_text(json.dumps(rec))
    code, out = run(["resume", "--list"], [])
    text = " ".join(out.split())
    # (it said "a damaged Jotto save: this is not a Jotto save", judge AE16 #5)
    why = "a damaged Jotto save: it has none of a Jotto match's options (vs, level, seed)"
    assert code == 0 and why in text, text
    assert "parlor resume --delete NUMBER removes one that cannot be resumed" in text, text
    code, out = run(["resume", "1"], [])
    text = " ".join(out.split())
    assert code != 0 and "it has none of a Jotto match's options (vs, level, seed): a save" in text
