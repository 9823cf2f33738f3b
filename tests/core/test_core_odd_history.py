"""Round 17 (core): a history file that is a link to /dev/zero says it is a device, not
'disk I/O error' of a disk that was fine (a pipe and a folder said what they are already)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.store import Store, StoreError, history_path

runner = CliRunner()
pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="/dev/zero, FIFOs")


@pytest.mark.parametrize("kind", ["zero", "fifo"])
def test_a_history_that_is_a_device_or_a_pipe_says_so(kind: str) -> None:
    path = history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "zero":
        path.symlink_to("/dev/zero")
    else:
        os.mkfifo(path)
    said = f"{path}: cannot open the history (it is not a file but a pipe or a device)"
    with pytest.raises(StoreError) as info:
        Store.open(reading=True)
    assert str(info.value) == said
    result = runner.invoke(app, ["history"], env={"COLUMNS": "300"})
    assert result.exit_code == 2 and said in result.output
    assert Path("/dev/zero").exists()
