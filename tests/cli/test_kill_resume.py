"""A real game process killed in the middle of a game resumes exactly where it stopped."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from parlor.core.records import read_json

SIDE1 = ["whale", "shale", "field", "worst", "grout", "brown", "wrong", "grown"]
SIDE2 = ["flask", "lulls", "stomp", "chime", "fight", "plane", "ample"]
MOVES = [w for pair in zip(SIDE1, [*SIDE2, ""], strict=True) for w in pair if w]


def test_kill_then_resume_reaches_the_same_state() -> None:
    home = Path(os.environ["PARLOR_HOME"])
    env = dict(os.environ, NO_COLOR="1", COLUMNS="120")
    cmd = [sys.executable, "-m", "parlor", "jotto", "--vs", "human", "--first", "1"]
    proc = subprocess.Popen(
        [*cmd, "--target", "80", "--announce"],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=env,
        text=True,
    )
    assert proc.stdin is not None
    # announce game: every test word is followed by the opponent's answer
    truth = {"whale": 1, "flask": 2, "shale": 0, "lulls": 1, "field": 0}
    played = ["maple", "grown"]
    for w in MOVES[:5]:
        played += [w, str(truth[w])]
    played.append("correct 1 9")  # a bad command mid-game: refused, nothing lost
    proc.stdin.write("".join(x + "\n" for x in played))
    proc.stdin.flush()
    deadline = time.monotonic() + 60
    save: Path | None = None
    while time.monotonic() < deadline:
        saves = list((home / "saves").glob("*.json")) if (home / "saves").is_dir() else []
        if saves:
            try:
                rec = json.loads(saves[0].read_text())
            except json.JSONDecodeError:  # pragma: no cover - writes are atomic
                raise AssertionError("a save was read half-written") from None
            if len(rec["games"]) == 1 and len(rec["games"][0]["actions"]) == 10:
                save = saves[0]
                break
        time.sleep(0.05)
    assert save is not None, "the game never saved its ten actions"
    os.kill(proc.pid, signal.SIGKILL)  # as a closed terminal or a crash would
    proc.wait(timeout=10)
    before = read_json(save)["games"][0]  # (the secrets are in base64 in a save)
    assert before["actions"][-1] == "answer 0"

    rest = []
    truth2 = {"stomp": 2, "worst": 3, "chime": 2, "grout": 3, "fight": 0, "brown": 4}
    truth2 |= {"plane": 4, "wrong": 5, "ample": 5}
    for w in MOVES[5:]:
        rest.append(w)
        if w != "grown":
            rest.append(str(truth2[w]))
    out = subprocess.run(
        [sys.executable, "-m", "parlor", "resume", save.stem],
        input="".join(x + "\n" for x in rest),
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert out.returncode == 0, out.stdout[-2000:] + out.stderr
    assert "Resumed where the game stopped" in out.stdout
    assert "Player 1 wins the match, 86 to 21." in out.stdout
    (record,) = (home / "records").glob("*.json")
    after = json.loads(record.read_text())["games"][0]
    assert after["actions"][: len(before["actions"])] == before["actions"]
    assert after["secrets"] == before["secrets"] == ["maple", "grown"]


def _terminate_at_prompt(args: list[str], answers: str, prompt: str) -> tuple[int, str]:
    """Run parlor with a pipe kept open, answer, and send SIGTERM once ``prompt`` shows."""
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
    proc.terminate()  # SIGTERM, as `kill PID` or a shutdown sends
    out, _ = proc.communicate(timeout=60)
    return proc.returncode, " ".join((seen + out).split())


def test_sigterm_in_a_jotto_match_says_where_it_is_saved() -> None:
    home = Path(os.environ["PARLOR_HOME"])
    args = ["jotto", "--vs", "human", "--first", "1"]
    code, out = _terminate_at_prompt(
        args, "maple\ngrown\nwhale\n", "2, your test word for line 1: "
    )
    assert code == 128 + signal.SIGTERM, out
    (save,) = (home / "saves").glob("*.json")
    assert f"the match was not finished. Saved as {save.stem}: parlor resume" in out
    assert json.loads(save.read_text())["games"][0]["actions"] == ["test whale"]


def test_sigterm_in_a_jojotte_sitting_says_where_it_is_saved() -> None:
    home = Path(os.environ["PARLOR_HOME"])
    args = ["jojotte", "--level", "easy", "--seed", "3"]
    # one call first (a new sitting is saved from then on): the bot passes too, round 2
    code, out = _terminate_at_prompt(args, "pass\n", "Your call (1-5")
    assert code == 128 + signal.SIGTERM, out
    (save,) = (home / "saves").glob("*.json")
    assert f"the sitting was not finished. Saved as {save.stem}: parlor resume" in out
    assert json.loads(save.read_text())["rubbers"][0]["deals"][0]["actions"] == ["pass", "pass"]


def test_sigterm_at_a_tool_prompt_says_interrupted() -> None:
    code, out = _terminate_at_prompt(["jotto", "helper", "--level", "easy"], "", "jots> ")
    assert code == 128 + signal.SIGTERM and out.endswith("Interrupted."), out
