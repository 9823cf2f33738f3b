"""Ctrl-\\ (SIGQUIT) stops parlor as Ctrl-C and ``kill`` do: the game says it was not finished
and where it is saved, exit status 131 (128 + SIGQUIT). It stopped with only the shell's 'Quit'
(and a core dump where they are kept), and a newcomer could not tell the game was saved."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGQUIT"), reason="no SIGQUIT here")


def _quit_at_prompt(args: list[str], answers: str, prompt: str) -> tuple[int, str]:
    """Run parlor with a pipe kept open, answer, and send SIGQUIT once ``prompt`` shows."""
    env = dict(os.environ, NO_COLOR="1", COLUMNS="200")
    proc = subprocess.Popen(
        [sys.executable, "-m", "parlor", *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        env=env,
        text=True,
    )
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(answers)
    proc.stdin.flush()
    seen = ""
    while prompt not in seen:
        ch = proc.stdout.read(1)
        assert ch, seen
        seen += ch
    proc.send_signal(signal.SIGQUIT)
    out, _ = proc.communicate(timeout=60)
    return proc.returncode, " ".join((seen + out).split())


def test_sigquit_in_a_jotto_match_says_where_it_is_saved() -> None:
    home = Path(os.environ["PARLOR_HOME"])
    args = ["jotto", "--vs", "human", "--first", "1"]
    code, out = _quit_at_prompt(args, "maple\ngrown\nwhale\n", "2, your test word for line 1: ")
    assert code == 128 + signal.SIGQUIT, out
    (save,) = (home / "saves").glob("*.json")
    assert f"the match was not finished. Saved as {save.stem}: parlor resume" in out
    assert json.loads(save.read_text())["games"][0]["actions"] == ["test whale"]


def test_sigquit_in_a_jojotte_sitting_says_where_it_is_saved() -> None:
    home = Path(os.environ["PARLOR_HOME"])
    args = ["jojotte", "--level", "easy", "--seed", "3"]
    code, out = _quit_at_prompt(args, "pass\n", "Your call (1-5")
    assert code == 128 + signal.SIGQUIT, out
    (save,) = (home / "saves").glob("*.json")
    assert f"the sitting was not finished. Saved as {save.stem}: parlor resume" in out


def test_sigquit_at_a_tool_prompt_says_interrupted() -> None:
    code, out = _quit_at_prompt(["jotto", "helper", "--level", "easy"], "", "jots> ")
    assert code == 128 + signal.SIGQUIT and out.endswith("Interrupted."), out


def test_sigquit_ignored_by_the_parent_stays_ignored() -> None:
    """A parent that ignores SIGQUIT (nohup-like) is obeyed: the signal does nothing."""
    env = dict(os.environ, NO_COLOR="1")
    code = (
        "import os, signal, sys\n"
        "signal.signal(signal.SIGQUIT, signal.SIG_IGN)\n"
        "from parlor import cli\n"
        "cli._catch_stop_signals()\n"
        "os.kill(os.getpid(), signal.SIGQUIT)\n"
        "print('still here')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0 and done.stdout == "still here\n", done.stderr
