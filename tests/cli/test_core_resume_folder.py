"""Round 14 (core): a folder named like a save (saves/old.json/) was listed as 'is a
directory, not a record file', and resuming it said '(the file is left as it is; parlor resume
--delete old removes it)', which --delete then refused ('parlor does not delete folders'). It is
listed as a folder, and resuming it says to move it away, never to delete it."""

from __future__ import annotations

from tests.cli.test_saves import home, run


def test_a_folder_is_listed_as_one_and_not_offered_to_delete() -> None:
    folder = home() / "saves" / "old.json"
    folder.mkdir(parents=True)
    code, out = run(["resume", "--list"], [])
    assert code == 0 and "old  a folder, not a save" in out, out
    code, out = run(["resume", "old"], [])
    text = " ".join(out.split())
    assert code == 2, text
    assert "--delete" not in text, text
    assert "parlor leaves folders alone and does not delete them; move it out of" in text, text
    assert folder.is_dir()


def test_a_damaged_file_is_still_offered_to_delete() -> None:
    (home() / "saves").mkdir(parents=True, exist_ok=True)
    (home() / "saves" / "bad.json").write_text("[1, 2]")
    code, out = run(["resume", "bad"], [])
    text = " ".join(out.split())
    assert code == 2, text
    assert "the file is left as it is, and parlor resume --delete bad removes it" in text
