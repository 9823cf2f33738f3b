"""Round 17: a line longer than parlor reads (64 KiB, a paste gone wrong) was refused by its
length as read: 'AAAA... has 65536 letters; words have 5' for a line of 70,000. The game's
prompts and the helper now say it is over 65536 characters long (as Jo-Jotte's do since
1cd23e4), and a line just under that is still refused by its real length."""

from __future__ import annotations

import os
import subprocess
import sys

from parlor.core.prompt import LINE_MAX
from tests.jotto.test_playtest5_helper import helper
from tests.jotto.test_screen_prompts import two_people


def test_the_game_says_a_line_read_to_its_limit_is_over_the_limit() -> None:
    session, out, _ = two_people(["a" * LINE_MAX, "maple", "grown", "b" * LINE_MAX, "whale"])
    assert out.count(f"that answer is over {LINE_MAX} characters long") == 2, out[-2000:]
    assert f"has {LINE_MAX} letters" not in out
    assert session.game is not None and session.game.tests[0][0].word == "whale"


def test_a_line_under_the_limit_keeps_its_length() -> None:
    _, out, _ = two_people(["maple", "grown", "b" * (LINE_MAX - 1)])
    assert f"has {LINE_MAX - 1} letters; words have 5" in out
    assert "characters long" not in out


def test_the_helper_says_a_line_read_to_its_limit_is_over_the_limit() -> None:
    h, out = helper(["a" * LINE_MAX, "crane 2"])
    assert f"that line is over {LINE_MAX} characters long" in out
    assert f"has {LINE_MAX} letters" not in out
    assert h.history == [("crane", 2)]


def test_a_piped_line_of_70000_letters(tmp_path: object) -> None:
    lines = ["a" * 70_000, "maple", "grown", "quit", ""]
    env = dict(os.environ, PARLOR_HOME=str(tmp_path), COLUMNS="80")
    run = subprocess.run(
        [sys.executable, "-m", "parlor", "jotto", "--vs", "human", "--first", "1"],
        input="\n".join(lines),
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert f"that answer is over {LINE_MAX} characters long" in run.stdout, run.stdout[-2000:]
    assert "has 65536 letters" not in run.stdout
    assert "Player 1, your test word for line 1" in run.stdout  # (both secrets then taken)
