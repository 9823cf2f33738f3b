"""Round 6: parlor resume --delete, and what resume says of damaged saves and records."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.test_saves import ARGS, MOVES, _hold_from_another_process, home, run


def _truncated() -> None:
    (home() / "saves").mkdir(parents=True, exist_ok=True)
    (home() / "saves" / "trunc.json").write_text('{"format": "parlor.jotto", "ver')


def test_a_damaged_save_says_how_to_remove_it_and_delete_removes_it() -> None:
    _truncated()
    code, out = run(["resume", "trunc"], [])
    text = " ".join(out.split())
    assert code == 2 and "parlor resume --delete trunc removes it" in text, text
    code, out = run(["resume", "--list"], [])
    assert "parlor resume --delete NUMBER removes one that cannot be resumed" in out
    code, out = run(["resume", "--delete", "1", "--yes"], [])
    assert code == 0 and "Deleted the save trunc." in out, out
    assert not list((home() / "saves").iterdir())
    code, out = run(["resume", "--list"], [])
    assert "No unfinished games" in out


def test_delete_asks_first_and_refuses_without_a_terminal_or_yes() -> None:
    run(ARGS, ["maple", "grown", "whale"])
    (save,) = (home() / "saves").glob("*.json")
    code, out = run(["resume", "--delete", save.stem], ["y"])  # a pipe is not asked
    assert code == 2 and "add --yes" in out and save.exists(), out
    code, out = run(["resume", "--delete"], [])
    assert code == 2 and "name the save to delete" in out and save.exists()
    code, out = run(["resume", "--delete", "7", "--yes"], [])
    assert code == 2 and "no game number 7" in out and save.exists()
    code, out = run(["resume", "--delete", save.stem, "-y"], [])
    assert code == 0 and save.stem in out and not save.exists(), out
    assert not list((home() / "saves").glob(".*.lock"))  # its lock file went too


def test_delete_at_a_terminal_takes_only_yes(monkeypatch: pytest.MonkeyPatch) -> None:
    from parlor.core import prompt

    run(ARGS, ["maple", "grown", "whale"])
    (save,) = (home() / "saves").glob("*.json")
    answers = iter(["", "n", "yes"])
    monkeypatch.setattr(prompt.TerminalInput, "__init__", _fake_terminal(answers))
    for _ in range(2):
        code, out = run(["resume", "--delete", "1"], [])
        assert code == 0 and "Not deleted" in out and save.exists(), out
    code, out = run(["resume", "--delete", "1"], [])
    assert code == 0 and "Deleted the save" in out and not save.exists(), out


def _fake_terminal(answers: object) -> object:
    def init(self: object, console: object, stream: object = None) -> None:
        self.console = console  # type: ignore[attr-defined]
        self.interactive = True  # type: ignore[attr-defined]
        self.ask = lambda prompt, hidden=False: next(answers)  # type: ignore[attr-defined]

    return init


def test_a_save_being_played_is_not_deleted() -> None:
    run(ARGS, ["maple", "grown", "whale"])
    (played,) = (home() / "saves").glob("*.json")
    save = played.with_name("copy.json")  # (this process still holds the lock of the first)
    save.write_text(played.read_text())
    played.unlink()
    holder = _hold_from_another_process(save)
    try:
        code, out = run(["resume", "--delete", "1", "--yes"], [])
    finally:
        holder.communicate("")
    assert code == 2 and "being played in another parlor" in out and save.exists(), out


def test_a_finished_match_not_yet_filed_is_not_deleted() -> None:
    blocker = home() / "records"
    home().mkdir(parents=True, exist_ok=True)
    blocker.write_text("a file where the records folder should be")
    run(ARGS, ["maple", "grown", *MOVES])  # finished, but its record could not be written
    (save,) = (home() / "saves").glob("*.json")
    assert json.loads(save.read_text())["finished"] is True
    code, out = run(["resume", "--delete", "1", "--yes"], [])
    text = " ".join(out.split())
    assert code == 2 and "finished match not yet filed" in text and save.exists(), text
    assert f"parlor resume {save.stem} files it" in text


def test_a_truncated_save_reads_as_a_sentence_not_pythons_words() -> None:
    _truncated()
    code, out = run(["resume", "--list"], [])
    text = " ".join(out.split())
    assert code == 0
    assert "not valid JSON (a string left open at line 1, column" in text, text
    assert "Unterminated" not in text and "starting at" not in text


def test_help_at_the_resume_prompt_explains_the_choice() -> None:
    # 'help' or '?' at the prompt answered "! type 1, or q".
    run(ARGS, ["maple", "grown", "whale"])
    for word in ("help", "?", "HELP"):
        code, out = run(["resume"], [word, "q"])
        text = " ".join(out.split())
        assert code == 0 and "type 1, or q" not in text, text
        assert "to continue that game exactly where it stopped" in text
        assert "parlor resume --delete NUMBER" in text


def test_resume_of_a_finished_match_says_it_is_finished_and_what_shows_it() -> None:
    # parlor resume RECORD said "no unfinished game '...'".
    run(ARGS, ["maple", "grown", *MOVES])
    (record,) = (home() / "records").glob("*.json")
    for wanted in (record.stem, record.name, str(record)):
        code, out = run(["resume", wanted], [])
        text = " ".join(out.split())
        assert code == 2 and "is a finished Jotto match, so there is nothing to resume" in text
        assert f"its record is {record}" in text and f"parlor jotto sheet {record.stem}" in text
        assert "no unfinished game" not in text
    run(ARGS, ["maple", "grown", "whale"])  # with an unfinished game in the list too
    code, out = run(["resume", record.stem], [])
    assert code == 2 and "is a finished Jotto match" in out, out


def test_resume_of_a_finished_sitting_names_its_sheet_and_replay() -> None:
    records = Path(__file__).resolve().parents[1] / "jojotte" / "records"
    (home() / "records").mkdir(parents=True)
    target = home() / "records" / "sitting.json"
    target.write_text((records / "example1.json").read_text())
    code, out = run(["resume", "sitting"], [])
    text = " ".join(out.split())
    assert code == 2 and "is a finished Jo-Jotte sitting" in text, text
    assert "parlor jojotte sheet sitting" in text and "parlor jojotte replay sitting" in text


def test_the_list_never_shows_a_damaged_copy_of_the_score() -> None:
    # A hand-edited [999, "x"] was listed as "match 999-?"; resuming replays to 0-0. Since
    # round 20 the list shows the replayed score whatever the copy says (judge U14 #3).
    run(ARGS, ["maple", "grown", "whale"])
    (save,) = (home() / "saves").glob("*.json")
    rec = json.loads(save.read_text())
    for totals in ([10**12, 0], [-4, 12]):
        rec["totals"] = totals
        save.write_text(json.dumps(rec))
        code, out = run(["resume", "--list"], [])
        text = " ".join(out.split())
        assert code == 0 and "game 1, line 1, match 0-0" in text, text
        assert "?" not in text.split("game 1", 1)[1] and "10000" not in text
    # a copy that is no two whole numbers is damaged since round 21 (judge V14 #6): it was
    # listed with the replayed score and resumed, while such a Jo-Jotte save was refused
    for totals in ([999, "x"], [7], ["3", 4]):
        rec["totals"] = totals
        save.write_text(json.dumps(rec))
        code, out = run(["resume", "--list"], [])
        text = " ".join(out.split())
        assert code == 0 and "a damaged Jotto save: its totals (" in text, text
        assert "are not two whole numbers" in text and "match" not in text
