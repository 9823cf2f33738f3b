"""Round 14 (core): two parlors resuming one save at the same moment (parlor resume 1 in two
terminals at once) both played it: each checked that nobody held the save's lock, then the
first took it and the second went on without saving ('... is being played in another parlor
right now; this one goes on without saving'). The lock is now taken before the game starts and
the save read again under it, so the second is refused, as README says."""

from __future__ import annotations

import fcntl
import gc
import os

import pytest

import parlor.cli
from tests.cli.test_saves import home, run


@pytest.fixture
def saved() -> str:
    code, out = run(["jotto", "--seed", "4"], ["maple", "crane"])
    assert code == 1, out
    (save,) = (home() / "saves").glob("jotto-*.json")
    gc.collect()  # (the game played here lets go of its save's lock)
    return save.stem


def test_the_second_of_two_at_once_is_refused(saved: str, monkeypatch: pytest.MonkeyPatch) -> None:
    lock = home() / "saves" / f".{saved}.lock"
    fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # the other parlor took it just now
        monkeypatch.setattr(parlor.cli, "in_use", lambda path: False)  # (after this one looked)
        for args, answers in ((["resume", saved], []), (["resume"], ["1", "q"])):
            code, out = run(args, answers)
            text = " ".join(out.split())
            assert "being played in another parlor" in text, text
            assert "Resumed where the game stopped" not in text, text
            assert "goes on without saving" not in text, text
        assert code == 0  # (the chooser: another choice, then q)
    finally:
        os.close(fd)
