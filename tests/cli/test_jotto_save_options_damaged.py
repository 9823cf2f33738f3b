"""A Jotto save whose options were edited into something that is no table ("options": "x") was
refused as having no options, and listed as 'Jotto: ? v ?, game 1, match 0-0' as if it could be
resumed. It is named damaged in both places."""

from __future__ import annotations

import json

import pytest

from tests.cli.test_saves import ARGS, home, run


@pytest.mark.parametrize(("options", "kind"), [("x", "a text"), ([1, 2], "a list"), (5, "5")])
def test_options_of_the_wrong_kind_are_damaged(options: object, kind: str) -> None:
    run(ARGS, ["maple", "grown", "whale"])
    (save,) = (home() / "saves").glob("*.json")
    rec = json.loads(save.read_text())
    rec["options"] = options
    save.write_text(json.dumps(rec))
    code, out = run(["resume", "--list"], [])
    text = " ".join(out.split())
    # (the list replays the save as resuming does, and names what is wrong: session 13)
    said = f"a damaged Jotto save: the save's options are damaged ({kind}, not a table)"
    assert code == 0 and said in text, text
    code, out = run(["resume", "1"], [])
    text = " ".join(out.split())
    assert code != 0 and f"the save's options are damaged ({kind}, not a table)" in text, text
    assert "Traceback" not in out


def test_a_save_without_options_says_it_has_none() -> None:
    run(ARGS, ["maple", "grown", "whale"])
    (save,) = (home() / "saves").glob("*.json")
    rec = json.loads(save.read_text())
    del rec["options"]
    save.write_text(json.dumps(rec))
    code, out = run(["resume", "1"], [])
    assert code != 0 and "the save has no options" in " ".join(out.split()), out
