"""Round 18 (judge G): every benchmark script's --help gives its options' defaults
(jojotte_bots.py played 2,000 deals and 200 rubbers unsaid, and a short run printed nothing
before it was cut off); jojotte_bots.py --quick plays a short run."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"


def run(script: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(BENCH / script), *args], capture_output=True, text=True, timeout=300
    )


@pytest.mark.parametrize(
    ("script", "said"),
    [
        ("jojotte_bots.py", "(default: 2000)"),
        ("jojotte_strength.py", "(default: 1000)"),
        ("jojotte_dds.py", "(default: 200)"),
        ("jojotte_engine.py", "(default: 2.0)"),
        ("calibrate_jojotte.py", "(default: 0.05)"),
        ("jotto_bot.py", "(default: 300)"),
    ],
)
def test_help_gives_the_defaults(script: str, said: str) -> None:
    done = run(script, "--help")
    assert done.returncode == 0, done.stderr
    assert said in " ".join(done.stdout.split())


def test_quick_bot_against_bot_is_short() -> None:
    done = run("jojotte_bots.py", "--quick")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["duplicate_deals"] == 100 and out["rubbers"] == 10
