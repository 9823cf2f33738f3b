"""`parlor jotto sheet` and `parlor jojotte sheet` with no RECORD print the newest record or
save (the match or sitting just played), naming it on standard error; with none yet they say
so in one line. Typer's boxed "Missing argument 'RECORD'" told a newcomer nothing."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

SAMPLE = [
    "maple", "grown", "whale", "flask", "shale", "lulls", "field", "stomp", "worst",
    "chime", "grout", "fight", "brown", "plane", "wrong", "ample", "grown",
]  # fmt: skip


def _parlor(home: Path, *args: str, feed: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PARLOR_HOME": str(home), "COLUMNS": "100", "NO_COLOR": "1"}
    return subprocess.run(
        [sys.executable, "-m", "parlor", *args],
        input=feed,
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )


@pytest.mark.parametrize(
    ("game", "title", "command"),
    [
        ("jotto", "Jotto", "sheet"),
        ("jojotte", "Jo-Jotte", "sheet"),
        ("jojotte", "Jo-Jotte", "replay"),
        ("jojotte", "Jo-Jotte", "analyze"),
    ],
)
def test_no_record_yet_is_said_in_one_line(
    game: str, title: str, command: str, tmp_path: Path
) -> None:
    done = _parlor(tmp_path, game, command)
    assert done.returncode == 2
    assert done.stderr.strip() == (
        f"Error: no {title} record or save yet: play a "
        f"{'match' if game == 'jotto' else 'sitting'} first (parlor {game})"
    )


def test_the_jotto_sheet_is_the_newest_match(tmp_path: Path) -> None:
    first = ["ample", "grown", *SAMPLE[2:]]  # (another secret: Player 1's ample)
    assert _parlor(tmp_path, "jotto", "--vs", "human", "--first", "1", "--target", "50",
                   feed="\n".join(first) + "\n").returncode == 0  # fmt: skip
    time.sleep(1.1)  # (the newer by its time)
    assert _parlor(tmp_path, "jotto", "--vs", "human", "--first", "1", "--target", "50",
                   feed="\n".join(SAMPLE) + "\n").returncode == 0  # fmt: skip
    records = sorted((tmp_path / "records").glob("jotto-*.json"), key=lambda p: p.stat().st_mtime)
    assert len(records) == 2
    done = _parlor(tmp_path, "jotto", "sheet")
    assert done.returncode == 0, done.stderr
    assert f"(The newest Jotto record or save: {records[-1].stem}.)" in done.stderr
    assert done.stdout == _parlor(tmp_path, "jotto", "sheet", str(records[-1])).stdout
    assert "[M][A][P][L][E]" in done.stdout and "[A][M][P][L][E]" not in done.stdout


def test_the_jojotte_sheet_is_the_newest_sitting(tmp_path: Path) -> None:
    played = _parlor(tmp_path, "jojotte", "--level", "easy", "--seed", "3", feed="2\n" * 300)
    assert played.returncode in (0, 1), played.stderr
    (saved,) = [*(tmp_path / "records").glob("jojotte-*.json"), *(tmp_path / "saves").glob("*")]
    done = _parlor(tmp_path, "jojotte", "sheet", "-f", "text")
    assert done.returncode == 0, done.stderr
    assert f"(The newest Jo-Jotte record or save: {saved.stem}.)" in done.stderr
    assert done.stdout == _parlor(tmp_path, "jojotte", "sheet", str(saved), "-f", "text").stdout
    assert "Jo-Jotte rubber sheet" in done.stdout


def test_jojotte_replay_and_analyze_take_the_newest_sitting_too(tmp_path: Path) -> None:
    # (the README says sheet, replay and analyze take a record alike: replay and analyze
    # stopped with typer's "Missing argument 'RECORD'")
    played = _parlor(tmp_path, "jojotte", "--level", "easy", "--seed", "3", feed="2\n" * 300)
    assert played.returncode in (0, 1), played.stderr
    (saved,) = [*(tmp_path / "records").glob("jojotte-*.json"), *(tmp_path / "saves").glob("*")]
    for command in (["replay"], ["replay", "--json"], ["analyze", "--json"]):
        done = _parlor(tmp_path, "jojotte", *command)
        assert done.returncode == 0, done.stderr
        assert f"(The newest Jo-Jotte record or save: {saved.stem}.)" in done.stderr
        named = _parlor(tmp_path, "jojotte", *command[:1], str(saved), *command[1:])
        assert done.stdout == named.stdout and done.stdout.strip()
