"""`parlor resume --list` says where resuming starts: a Jo-Jotte sitting quit at "Press Enter
for the next deal" after deal 1 was listed at 'deal 1', and resuming opened deal 2 (judge L13
#2). It now reads 'deal 2 next', as a Jotto match between games reads 'game 2 next'."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path


def _parlor(home: Path, *args: str, feed: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PARLOR_HOME": str(home), "COLUMNS": "200", "NO_COLOR": "1"}
    return subprocess.run(
        [sys.executable, "-m", "parlor", *args],
        input=feed,
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )


def _saved_sitting(home: Path, answers: int) -> Path:
    # seed 3, easy, answering 1: deal 1 (a redoubled Slam that fails, 448 below) takes ten
    # answers; piped, deal 2 starts at once (the bot passes first)
    played = _parlor(home, "jojotte", "--seed", "3", "--level", "easy", feed="1\n" * answers)
    assert played.returncode == 1, played.stderr
    (save,) = (home / "saves").glob("jojotte-*.json")
    return save


def test_a_sitting_between_deals_lists_the_next_deal(tmp_path: Path) -> None:
    save = _saved_sitting(tmp_path, 10)
    data = json.loads(save.read_text(encoding="utf-8"))
    assert len(data["rubbers"][0]["deals"]) == 2  # deal 2 begun
    # as saved when quit at "Press Enter for the next deal": deal 1 played out, none begun
    data["rubbers"][0]["deals"].pop()
    save.write_text(json.dumps(data), encoding="utf-8")
    listed = _parlor(tmp_path, "resume", "--list")
    assert listed.returncode == 0, listed.stderr
    assert "rubber 1, deal 2 next, points 448-0 in the deals played out" in listed.stdout
    assert "deal 1" not in listed.stdout
    resumed = _parlor(tmp_path, "resume", "1", feed="quit\n")
    assert "Rubber 1, deal 2: You deal" in resumed.stdout


def test_a_deal_in_play_is_listed_without_next(tmp_path: Path) -> None:
    _saved_sitting(tmp_path, 10)  # deal 2 in play
    listed = _parlor(tmp_path, "resume", "--list")
    assert "rubber 1, deal 2, points 448-0 in the deals played out" in listed.stdout
    assert "next" not in listed.stdout.split("parlor resume NUMBER")[0]


def test_a_deal_unfinished_is_listed_as_in_play(tmp_path: Path) -> None:
    _saved_sitting(tmp_path, 9)  # deal 1's last trick not played
    listed = _parlor(tmp_path, "resume", "--list")
    assert "rubber 1, deal 1, points 0-0 in the deals played out" in listed.stdout


def test_a_jotto_match_between_games_lists_the_next_game(tmp_path: Path) -> None:
    # game 1 of a human match ends when Player 1 tests GROWN; input ends before game 2
    played = _parlor(tmp_path, "jotto", "--vs", "human", "--first", "1", "--target", "150",
                     feed="maple\ngrown\ngrown\n")  # fmt: skip
    assert played.returncode == 1, played.stderr
    listed = _parlor(tmp_path, "resume", "--list")
    assert "Jotto: Player 1 v Player 2, game 2 next, match " in listed.stdout
