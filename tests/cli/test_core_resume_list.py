"""Round 14 (core): a save whose fields are of the wrong kind (games: 5, edited by hand) was
listed by parlor resume as '(details unreadable)', which told a newcomer neither that the save
is damaged nor what to do; it reads 'a damaged Jotto save (resuming it says what is wrong)'."""

from __future__ import annotations

import json

from tests.cli.test_saves import home, run


def test_a_damaged_save_is_listed_as_one() -> None:
    code, out = run(["jotto", "--seed", "4"], ["maple", "crane"])
    assert code == 1, out
    (save,) = (home() / "saves").glob("jotto-*.json")
    record = json.loads(save.read_text())
    record["games"] = 5
    save.write_text(json.dumps(record))
    code, out = run(["resume", "--list"], [])
    # (since judge M13 #3 the list replays the save and says what is wrong, as resuming does)
    assert code == 0 and "a damaged Jotto save: the games are not a list" in out, out
    code, out = run(["resume", save.stem], [])
    assert code == 2 and "the games are not a list" in " ".join(out.split()), out


def test_a_number_as_the_list_writes_it_is_taken() -> None:
    # '1.' copied from the list ('  1. jotto-...') was 'type 1, or q'; '#1' and '1)' alike
    code, out = run(["jotto", "--seed", "4"], ["maple", "crane"])
    assert code == 1, out
    for args, answers in (
        (["resume"], ["1.", "q"]),
        (["resume", "#1"], ["q"]),
        (["resume", "1)"], ["q"]),
    ):
        code, out = run(args, answers)
        assert code == 0 and "Resumed where the game stopped" in out, (args, out)
