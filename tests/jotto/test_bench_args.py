"""Round 18: the bot benchmark's options are checked (a judge's --sample 0 ended in a
traceback, --games -1 dropped the match silently), and --quick plays a short match."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "jotto_bot.py"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=120
    )


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("--quick", "--sample", "0"), "--sample must be from 1 to 6704"),
        (("--quick", "--sample", "-5"), "--sample must be from 1 to 6704"),
        (("--games", "-1"), "--games must be 0 (no match) or more, not -1"),
        (("--only", "hard,foo"), "unknown strategy 'foo'"),
    ],
)
def test_bad_options_are_refused_in_one_line(args: tuple[str, ...], said: str) -> None:
    done = run(*args)
    assert done.returncode == 2
    assert said in done.stderr
    assert "Traceback" not in done.stderr
    assert done.stdout == ""


def test_quick_plays_a_short_match_and_says_it_is_short() -> None:
    import json

    done = run("--quick", "--sample", "5", "--only", "medium,hard")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["secrets"]["valid"] == 5
    assert out["match"]["games"] == 200
    assert "fewer than the 1000 games" in out["match"]["note"]
