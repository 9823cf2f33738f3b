"""The ``parlor`` entry point itself (``parlor.cli.main``), run as a real process."""

from __future__ import annotations

import os
import subprocess
import sys


def _parlor(
    args: list[str], answers: str, columns: str = "120"
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "parlor", *args],
        input=answers,
        capture_output=True,
        text=True,
        env=dict(os.environ, NO_COLOR="1", COLUMNS=columns),
        timeout=120,
    )


def test_a_number_of_thousands_of_digits_at_a_prompt_is_refused_not_an_internal_error() -> None:
    # Python 3.11 reads at most 4300 digits: 'correct 999...9 1' pasted at a Jotto prompt and
    # a jots answer of 5000 digits stopped the game with an internal error (ValueError).
    huge = "9" * 5000
    args = ["jotto", "--vs", "human", "--announce", "--first", "1"]
    out = _parlor(args, f"maple\ngrown\ncorrect {huge} 1\nwhale\n{huge}\n1\nquit\n")
    assert "internal error" not in out.stderr, out.stderr[-500:]
    assert out.returncode == 0 and "Stopped at your request" in out.stdout, out.stdout[-2000:]


def test_a_columns_of_zero_is_ignored_not_a_screen_of_nothing() -> None:
    # COLUMNS=0 made rich and typer print nothing at all: an empty help, an invisible game.
    for columns in ("0", "-5"):
        env = dict(os.environ, NO_COLOR="1", COLUMNS=columns, LINES="0")
        for args in (["--help"], ["history"]):
            out = subprocess.run(
                [sys.executable, "-m", "parlor", *args],
                capture_output=True,
                text=True,
                env=env,
                timeout=120,
            )
            assert out.returncode == 0, out.stderr
            assert "[OPTIONS] COMMAND" in out.stdout or "No finished matches yet." in out.stdout
    out = _parlor(["jotto", "--vs", "human", "--first", "1"], "maple\ngrown\nquit\n", "0")
    assert "Player 1, your test word for line 1:" in out.stdout
