"""Judge BD20 #4: ``-o /proc/version`` said "cannot write (No such file or directory)" of a
file that is there: the new file written beside it first is what the folder refuses."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app


@pytest.mark.skipif(not os.path.isfile("/proc/version"), reason="no /proc here")
def test_a_folder_that_takes_no_new_file_is_named() -> None:
    before = Path("/proc/version").read_text(encoding="utf-8")
    result = CliRunner().invoke(app, ["jotto", "pad", "-o", "/proc/version", "-f", "text"])
    said = " ".join(result.output.split())
    assert result.exit_code == 2, said
    assert "/proc/version: cannot write (/proc takes no new file: " in said
    assert Path("/proc/version").read_text(encoding="utf-8") == before
