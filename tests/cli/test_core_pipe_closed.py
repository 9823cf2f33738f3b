"""Round 14 (core): a game whose output is a pipe closed by its reader (``yes CRANE | parlor
jotto | head -12``, ``parlor jotto | head -1`` then typing on) stopped without a word and with
exit status 1 (rich and typer turn the BrokenPipeError into a silent exit 1). It now says so on
standard error, in one line, with what is saved and how to resume it, and exits 141 (128 +
SIGPIPE, as the shell reports a program the system stops for it). Both games go the same way.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from parlor.core.saves import Saver, saves_dir, stop_note


def _cut_short(args: list[str], answer: str, lines: int, home: Path) -> tuple[int, str]:
    """Run parlor with ``answer`` on every input line; read ``lines`` lines of its output,
    then close the pipe as ``| head`` does. The exit status and standard error."""
    answers = home / "answers.txt"
    answers.write_text(f"{answer}\n" * 3000)
    with answers.open() as stdin:
        proc = subprocess.Popen(
            [sys.executable, "-m", "parlor", *args],
            stdin=stdin,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=dict(os.environ, NO_COLOR="1", PARLOR_HOME=str(home), COLUMNS="80"),
        )
        assert proc.stdout is not None and proc.stderr is not None
        for _ in range(lines):
            proc.stdout.readline()
        proc.stdout.close()
        err = proc.stderr.read()
        return proc.wait(timeout=120), err


@pytest.mark.parametrize(
    ("args", "answer", "kind"),
    [
        (["jotto", "--seed", "1"], "CRANE", "jotto"),
        (["jojotte", "--seed", "1", "--level", "easy"], "1", "jojotte"),
    ],
)
def test_a_game_cut_short_by_its_reader_says_it_is_saved(
    tmp_path: Path, args: list[str], answer: str, kind: str
) -> None:
    status, err = _cut_short(args, answer, 40, tmp_path)
    (save,) = (tmp_path / "saves").glob(f"{kind}-*.json")
    assert status == 141, err
    assert err.count("\n") == 1, err  # one line
    assert err.startswith("parlor: the output was closed (its reader stopped)."), err
    assert f"Saved as {save.stem}: parlor resume continues it." in err, err


def test_cut_short_before_anything_is_saved(tmp_path: Path) -> None:
    # QQQQQ and ZZZZZ are refused as a secret again and again (6,000 times, more than a pipe
    # holds), so no secret is ever chosen, however the reader's close and the game's first
    # prompts interleave (with CRANE the secret could be taken and saved before the pipe
    # closed: a flaky test). Two answers in turn: one answer 1,000 times in a row to the same
    # question stops the piped answers (prompt.REPEATS_MAX).
    status, err = _cut_short(["jotto", "--seed", "1"], "QQQQQ\nZZZZZ", 1, tmp_path)
    assert status == 141, err
    assert "nothing was saved" in err, err
    assert not list(tmp_path.glob("saves/*.json"))


def test_the_note_of_a_finished_game_names_its_record(tmp_path: Path) -> None:
    saver = Saver(saves_dir() / "jotto-x.json", lambda message: None)
    saver.save({"format": "parlor.jotto"})
    assert stop_note() == (
        "The match was not finished. Saved as jotto-x: parlor resume continues it."
    )
    saver.finish({"format": "parlor.jotto", "finished": True})
    assert saver.finished_path is not None
    assert stop_note() == f"The match was over: it is recorded in {saver.finished_path}."


def test_a_game_whose_output_file_fills_says_it_is_saved(tmp_path: Path) -> None:
    # parlor jotto > game.txt on a disk that fills mid-game (here: a file size limit) said only
    # 'parlor: cannot write the output (File too large)', nothing of the game it stopped.
    import resource

    def small_files() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))

    answers = tmp_path / "answers.txt"
    answers.write_text("CRANE\n" * 3000)
    with answers.open() as stdin, (tmp_path / "game.txt").open("w") as out:
        proc = subprocess.run(
            [sys.executable, "-m", "parlor", "jotto", "--seed", "1"],
            stdin=stdin,
            stdout=out,
            stderr=subprocess.PIPE,
            text=True,
            env=dict(os.environ, NO_COLOR="1", PARLOR_HOME=str(tmp_path), COLUMNS="80"),
            preexec_fn=small_files,
            timeout=120,
        )
    (save,) = (tmp_path / "saves").glob("jotto-*.json")
    assert proc.returncode == 1, proc.stderr
    assert proc.stderr == (
        "parlor: cannot write the output (File too large). The match was not finished. "
        f"Saved as {save.stem}: parlor resume continues it.\n"
    )


def test_ctrl_c_that_also_stops_the_reader_is_said_as_ctrl_c(tmp_path: Path) -> None:
    # parlor jotto | tee log, then Ctrl-C: tee goes too, and the game's own 'Interrupted' could
    # not be printed: it said the output was closed (exit 141), though the player pressed Ctrl-C.
    import signal
    import time

    proc = subprocess.Popen(
        [sys.executable, "-m", "parlor", "jotto", "--seed", "1"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=dict(os.environ, NO_COLOR="1", PARLOR_HOME=str(tmp_path), COLUMNS="80"),
    )
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    proc.stdin.write("maple\n")
    proc.stdin.flush()
    shown = ""
    while not shown.endswith("your test word for line 1: "):  # (the game waits for it)
        char = proc.stdout.read(1)
        assert char, shown
        shown += char
    time.sleep(0.3)
    proc.stdout.close()
    proc.send_signal(signal.SIGINT)
    err = proc.stderr.read()
    (save,) = tmp_path.glob("saves/jotto-*.json")
    assert proc.wait(timeout=60) == 130, err
    assert err.strip() == (
        f"Interrupted: the match was not finished. Saved as {save.stem}: parlor resume "
        "continues it."
    )
