"""Round 6: an empty record name is no record, not the current folder."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def _run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "parlor", *args],
        capture_output=True,
        text=True,
        env=dict(os.environ, NO_COLOR="1", COLUMNS="200", PARLOR_HOME=str(tmp_path)),
        timeout=60,
    )


def test_an_empty_record_name_is_said_to_name_no_record(tmp_path: Path) -> None:
    # parlor jojotte sheet "" said ".: is a directory, not a record file".
    for args in (("jojotte", "sheet", ""), ("jojotte", "replay", ""), ("jotto", "sheet", "")):
        out = _run(tmp_path, *args)
        assert out.returncode == 2, (args, out.stderr)
        assert "no record named ''" in out.stderr and "directory" not in out.stderr, out.stderr
    out = _run(tmp_path, "jojotte", "sheet", str(tmp_path))  # a folder named as such
    assert f"{tmp_path}: is a folder, not a record file" in out.stderr
